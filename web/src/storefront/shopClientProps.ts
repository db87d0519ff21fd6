import "server-only"
import { CatalogRepository } from "@shop/core/backend/index"
import type { MarketCode } from "@shop/core/markets/index"
import { Effect } from "effect"
import { cache } from "react"
import type { ShopClientProps } from "../client/ShopClient.tsx"
import { catalogues, localeOfMarket } from "../i18n/catalogues.ts"
import { cartFeatureFlags } from "../server/cartFlags.ts"
import { loadForPage } from "../server/page.ts"

/** What a page passes to ShopClient: the market's catalogue, the cart flags, shipping rates and limits. */
export const shopClientProps = cache(async (market: MarketCode): Promise<ShopClientProps> => {
  const [shippingRates, limits] = await loadForPage(Effect.gen(function*() {
    const repo = yield* CatalogRepository
    return yield* Effect.all([repo.shippingRates(market), repo.cartLimitations(market)])
  }))
  const locale = localeOfMarket(market)
  return { market, locale, messages: catalogues[locale], flags: cartFeatureFlags(), shippingRates, limits }
})
