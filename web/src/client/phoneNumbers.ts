import { libphonenumberPlan } from "@shop/adapters/phone/PhoneNumbersLibphonenumber"
import type { PhoneNumberPlan } from "@shop/core/ports/PhoneNumbers"

/**
 * The phone numbering plans of the browser's forms (checkout, the sell funnel's payout): the adapter
 * the server runtime provides as the PhoneNumbers service (src/server/appLayer.ts), so core's rules
 * answer alike on both sides. A plain value, not part of the client runtime: only the islands with a
 * phone field import it, so its metadata (the four markets' plans) never ships with other pages.
 */
export const phoneNumbers: PhoneNumberPlan = libphonenumberPlan
