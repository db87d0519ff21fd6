import { Option, Schema } from "effect"
import type { MarketCode } from "../markets/market.ts"
import type { BatteryTypeLabel } from "./batteries.ts"
import { batteryTypeLabel } from "./batteries.ts"
import type { CartState } from "./cartState.ts"
import { euroEquivalent, sumMoney } from "./money.ts"
import { cartItemCount, subtotal } from "./totals.ts"

/**
 * SPEC 3 "Shared cart context" switches: which cart surfaces and benefits a storefront shows.
 * Every flag is off unless configured.
 */
export const CartFeatureFlags = Schema.Struct({
  upsellPage: Schema.Boolean,
  crossSellModal: Schema.Boolean,
  carouselCart: Schema.Boolean,
  geniusBenefits: Schema.Boolean,
  freeScreenProtectors: Schema.Boolean,
  console: Schema.Boolean,
  /** Whether the login with a retail marketplace account is displayed. */
  retailMarketplaceLogin: Schema.Boolean
})
export type CartFeatureFlags = typeof CartFeatureFlags.Type

export const defaultCartFeatureFlags: CartFeatureFlags = {
  upsellPage: false,
  crossSellModal: false,
  carouselCart: false,
  geniusBenefits: false,
  freeScreenProtectors: false,
  console: false,
  retailMarketplaceLogin: false
}

/** What the cart badge and the cart page summary show. */
export interface CartSummary {
  readonly itemCount: number
  readonly subtotal: number
  /** Set for the Bulgarian storefront only (SPEC 9). */
  readonly euroEquivalent: Option.Option<number>
  readonly batteryTypeLabel: BatteryTypeLabel
}

/** The checkout summary: the cart summary plus shipping (computed by the backend, not here). */
export interface CheckoutSummary extends CartSummary {
  readonly shippingCost: number
  readonly total: number
  readonly totalEuroEquivalent: Option.Option<number>
}

/** SPEC 3: everything the cart screens share besides the cart itself. */
export interface SharedCartContext {
  readonly summary: CartSummary
  readonly shippingCost: number
  readonly checkoutSummary: CheckoutSummary
  readonly flags: CartFeatureFlags
}

export const summarizeCart = (cart: CartState, market: MarketCode): CartSummary => {
  const amount = subtotal(cart)
  return {
    itemCount: cartItemCount(cart),
    subtotal: amount,
    euroEquivalent: euroEquivalent(amount, market),
    batteryTypeLabel: batteryTypeLabel(cart)
  }
}

export const summarizeCheckout = (cart: CartState, market: MarketCode, shippingCost: number): CheckoutSummary => {
  const summary = summarizeCart(cart, market)
  const total = sumMoney([summary.subtotal, shippingCost])
  return { ...summary, shippingCost, total, totalEuroEquivalent: euroEquivalent(total, market) }
}

export const sharedCartContext = (
  cart: CartState,
  market: MarketCode,
  shippingCost: number,
  flags: CartFeatureFlags = defaultCartFeatureFlags
): SharedCartContext => ({
  summary: summarizeCart(cart, market),
  shippingCost,
  checkoutSummary: summarizeCheckout(cart, market, shippingCost),
  flags
})
