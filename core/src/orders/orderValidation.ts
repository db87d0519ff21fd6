import { localDateIn } from "../markets/localDate.ts"
import type { MarketCode } from "../markets/market.ts"
import type { PhoneNumberPlan } from "../ports/PhoneNumbers.ts"
import { validateContactDetails } from "../validation/forms/contactDetails.ts"
import { validateCourierDelivery, validateLockerDelivery } from "../validation/forms/delivery.ts"
import type { DeliveryRequest, PlaceOrderRequest } from "./placeOrderRequest.ts"

/** Field path (as the checkout form names it) -> translation key. */
export type OrderFieldErrors = Readonly<Record<string, string>>

const prefixed = (prefix: string, errors: Readonly<Record<string, string | undefined>>): OrderFieldErrors =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, key]) => (key === undefined ? [] : [[`${prefix}.${field}`, key]]))
  )

/** The day an order placed at `placedAt` is picked up: its calendar date in the market. */
export const orderPickupDate = (market: MarketCode, placedAt: number): string => localDateIn(market, placedAt)

/**
 * Courier delivery of a shop order uses the core courier rules: county, locality, street and number
 * required, a postal code in HU and GR. The courier's pickup is at our warehouse on the order day, so
 * the pickup date (required by the rule, chosen by sellers in the sell funnel) is the order's date
 * in the market's time zone (at 22:30 UTC it is already tomorrow in Bucharest), never UTC's.
 */
const deliveryErrors = (market: MarketCode, delivery: DeliveryRequest, placedAt: number): OrderFieldErrors =>
  delivery.method === "courier"
    ? prefixed("delivery.address", validateCourierDelivery(market, {
      addressId: null,
      county: delivery.address.county,
      locality: delivery.address.locality,
      street: delivery.address.street,
      number: delivery.address.number,
      postalCode: delivery.address.postalCode ?? null,
      details: delivery.address.details ?? null,
      pickupDate: orderPickupDate(market, placedAt)
    }))
    : prefixed("delivery", validateLockerDelivery({ lockerId: delivery.lockerId }))

/**
 * Contact (name, email, phone per market against the numbering plan `phones`) and delivery, with the
 * core validators: the checkout form runs this in the browser and placeOrder on the server.
 */
export const orderFieldErrors = (phones: PhoneNumberPlan, request: PlaceOrderRequest, placedAt: number): OrderFieldErrors => {
  const contact = validateContactDetails(phones, request.market, {
    name: request.contact.name,
    email: request.contact.email,
    phoneNumber: request.contact.phone
  })
  const { phoneNumber, ...rest } = contact
  return {
    ...prefixed("contact", { ...rest, phone: phoneNumber }),
    ...deliveryErrors(request.market, request.delivery, placedAt)
  }
}
