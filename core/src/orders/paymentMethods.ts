import type { MarketCode } from "../markets/market.ts"
import type { PaymentMethod } from "./orderTypes.ts"

/**
 * Payment methods per market (our decision where the spec is silent). Instalments are offered where
 * the spec shows an instalment or financing thank-you page: RO, BG (TBI) and HU; GR has none (SPEC
 * 2.2), so Greek shoppers pay by card or cash on delivery.
 */
export const paymentMethodsByMarket: { readonly [M in MarketCode]: ReadonlyArray<PaymentMethod> } = {
  RO: ["card", "cash-on-delivery", "instalments"],
  BG: ["card", "cash-on-delivery", "instalments"],
  HU: ["card", "cash-on-delivery", "instalments"],
  GR: ["card", "cash-on-delivery"]
}

export const offersPaymentMethod = (market: MarketCode, method: PaymentMethod): boolean =>
  paymentMethodsByMarket[market].includes(method)

/** Card and instalments go through the payment gateway; cash is collected by the courier. */
export const usesGateway = (method: PaymentMethod): method is "card" | "instalments" => method !== "cash-on-delivery"
