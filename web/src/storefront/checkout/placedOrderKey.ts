import type { MarketCode } from "@shop/core/markets/market"

/** Where a tab keeps the order it placed and has not seen settled (checkoutStorage.ts PlacedOrder). */
export const placedOrderKey = (market: MarketCode): string => `checkout-placed-${market}`

/**
 * Whether this tab keeps a placed order of the market, without reading it: the finalize page then
 * loads the checkout form, which reads and looks it up. Plain sessionStorage (no `effect`); storage
 * that throws keeps nothing.
 */
export const keepsPlacedOrder = (market: MarketCode): boolean => {
  try {
    return window.sessionStorage.getItem(placedOrderKey(market)) !== null
  } catch {
    return false
  }
}
