import type { WarrantyMeasure, WarrantyReturnsSettings } from "../account/warrantyReturnsSettings.ts"
import type { ShippingRates } from "../catalog/catalogTypes.ts"
import type { MarketCode } from "../markets/market.ts"
import type { PaymentMethod } from "./orderTypes.ts"
import { paymentMethodsByMarket } from "./paymentMethods.ts"
import { DeliveryMethods, shippingCostFor } from "./shipping.ts"

/**
 * The promises a shopper reads near the price (issue 17, as the leading refurbished shops show them):
 * the warranty, free returns, delivery and the ways to pay. Each is drawn from the market's real
 * settings (SPEC 9 warranty and returns, the shipping rates, the payment methods), never from text.
 */
export type PurchasePromise =
  | { readonly _tag: "Warranty"; readonly validity: number; readonly measure: WarrantyMeasure }
  | { readonly _tag: "FreeReturns"; readonly days: number }
  /** `cost` 0 is free delivery; `freeFrom` the order value that makes it free, when it is not already. */
  | { readonly _tag: "Delivery"; readonly cost: number; readonly freeFrom: number | null }
  | { readonly _tag: "Payment"; readonly methods: ReadonlyArray<PaymentMethod> }

export interface PromiseTerms {
  readonly market: MarketCode
  /** The device's price on a product page; null for the shop's promise on any order (the home page). */
  readonly price: number | null
  readonly warranty: Pick<WarrantyReturnsSettings, "warrantyDetails" | "defaultReturnPeriodDays">
  readonly rates: ShippingRates
}

/**
 * The promises of a purchase, in the order they are shown. Delivery is what the order would charge
 * for the device alone with the cheaper method (shippingCostFor, the rule the order itself applies),
 * so a device above the free-shipping threshold says "free"; on any order it is the cheaper rate
 * with the threshold. A warranty or a return period of zero is not a promise and is left out.
 * Returns are free: the shop sends the courier that picks a return up (docs/decisions-trust.md).
 */
export const purchasePromises = (terms: PromiseTerms): ReadonlyArray<PurchasePromise> => {
  const { warrantyDetails } = terms.warranty
  const days = terms.warranty.defaultReturnPeriodDays
  const cost = Math.min(...DeliveryMethods.map((method) => shippingCostFor(terms.rates, terms.price ?? 0, method)))
  const freeFrom = cost === 0 ? null : terms.rates.freeShippingFrom
  return [
    ...(warrantyDetails.validity > 0 ? [{ _tag: "Warranty" as const, validity: warrantyDetails.validity, measure: warrantyDetails.measure }] : []),
    ...(days > 0 ? [{ _tag: "FreeReturns" as const, days }] : []),
    { _tag: "Delivery" as const, cost, freeFrom },
    { _tag: "Payment" as const, methods: paymentMethodsByMarket[terms.market] }
  ]
}
