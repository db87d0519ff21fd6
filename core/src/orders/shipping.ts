import { Schema } from "effect"
import type { ShippingRates } from "../catalog/catalogTypes.ts"

/** How an order travels to the shopper: a courier to an address, or a parcel locker. */
export const DeliveryMethods = ["courier", "locker"] as const
export const DeliveryMethod = Schema.Literals(DeliveryMethods)
export type DeliveryMethod = typeof DeliveryMethod.Type

/**
 * Shipping of an order whose products (devices, services, accessories) total `productsTotal`: free
 * from the market's threshold when it has one, else the method's rate. The cart shows it as an
 * estimate with the courier rate; the order charges it with the method chosen at checkout.
 */
export const shippingCostFor = (rates: ShippingRates, productsTotal: number, method: DeliveryMethod): number =>
  rates.freeShippingFrom !== null && productsTotal >= rates.freeShippingFrom
    ? 0
    : method === "courier" ? rates.courier : rates.locker
