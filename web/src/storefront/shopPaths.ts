import type { MarketCode } from "@shop/core/markets/market"
import { pathOf } from "@shop/core/routes/router"
import { type ShopPathKey, type ShopPaths, shopPathKeys } from "../client/shopPaths.ts"
import { startHref } from "./sell/funnelLocation.ts"

/** The market's ShopPaths for its islands, from core's route table (on the server: the islands get the strings). */
export const shopPathsOf = (market: MarketCode): ShopPaths => ({
  ...Object.fromEntries(shopPathKeys.map((key) => [key, pathOf(market, key)])) as { [K in ShopPathKey]: string },
  tradeIn: startHref(market, undefined, { paymentTest: false, partner: false, tradeIn: true })
})
