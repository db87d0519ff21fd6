import "server-only"
import { CatalogRepository } from "@shop/core/backend/index"
import type { MarketCode } from "@shop/core/markets/index"
import { Effect } from "effect"
import { cache } from "react"
import type { ShopClientProps } from "../client/ShopClient.tsx"
import { localeOfMarket, type Messages, type UiLocale } from "../i18n/catalogues.ts"
import { serverSettings } from "../server/settings.ts"
import { loadForPage } from "../server/page.ts"
import { shopPathsOf } from "./shopPaths.ts"

/**
 * What a page passes to ShopClient: the cart flags, shipping rates and limits, the market's paths its
 * islands link to, and the text of its islands. Everything here is serialized into the page's HTML,
 * so each page passes `messagesOf`, the part of the catalogue its islands translate (the product
 * page: productPageMessages; the others: pageMessages.ts), never the whole. Pass a module-level
 * function: React's cache compares arguments by identity.
 */
export const shopClientProps = cache(async (
  market: MarketCode,
  messagesOf: (locale: UiLocale) => Messages
): Promise<ShopClientProps> => {
  const [shippingRates, limits] = await loadForPage(Effect.gen(function*() {
    const repo = yield* CatalogRepository
    return yield* Effect.all([repo.shippingRates(market), repo.cartLimitations(market)])
  }))
  const locale = localeOfMarket(market)
  return { market, locale, messages: messagesOf(locale), flags: serverSettings().cartFeatures, shippingRates, limits, paths: shopPathsOf(market) }
})
