import { Context, type Option } from "effect"
import type { MarketCode } from "../markets/market.ts"

/**
 * Phone numbering plans: which numbers exist in a country, and of what kind. The plans change every
 * few months (operators get new ranges), so they are Google's data (libphonenumber) behind this port,
 * not patterns written here; the rule of which numbers a form takes stays in core
 * (validation/phone.ts). Adapter: adapters/src/phone; core's tests use a table of known answers.
 *
 * A lookup, not a call: it is synchronous and cannot fail, because the browser's forms and the
 * server run the same synchronous form rules with it (checkout, sell funnel payout, account settings).
 */

/** The kinds of number a plan tells apart (ITU-T E.164 service types, as libphonenumber names them). */
export const phoneNumberKinds = [
  "mobile",
  "fixed-line",
  /** Where a plan cannot tell the two apart. */
  "fixed-line-or-mobile",
  "voip",
  /** Universal access numbers: a company's location-independent number at the normal tariff (RO 037x). */
  "uan",
  "toll-free",
  "premium-rate",
  "shared-cost",
  "personal-number",
  "pager",
  "voicemail"
] as const
export type PhoneNumberKind = (typeof phoneNumberKinds)[number]

export interface PhoneNumberPlan {
  /**
   * The kind of `nationalNumber` (the digits after the country code: no trunk 0, no separators) in
   * the numbering plan of `country` (a market's ISO country code), or none when the plan has no such
   * number: an unallocated range, too few or too many digits.
   */
  readonly kindOf: (country: MarketCode, nationalNumber: string) => Option.Option<PhoneNumberKind>
}

export class PhoneNumbers extends Context.Service<PhoneNumbers, PhoneNumberPlan>()("@shop/core/PhoneNumbers") {}
