import "server-only"
import { CatalogRepository } from "@shop/core/backend/index"
import { shopRating } from "@shop/core/backend/reviews/shopRating"
import type { MarketCode } from "@shop/core/markets/index"
import { purchasePromises, type PurchasePromise } from "@shop/core/orders/purchasePromises"
import { shownRating, type ShownRating } from "@shop/core/reviews/shownRating"
import { Effect, Option } from "effect"
import { cache } from "react"
import { loadForPage } from "../server/page.ts"

/**
 * The shop's rating as the home and product pages show it (core shownRating over the approved shop
 * reviews), null without reviews. Shared pages may show it: the reviews table announces every change
 * on the catalog's channel, so a kept page is dropped when a review is approved (docs/decisions-rendering.md).
 */
export const loadShopRating = cache(async (market: MarketCode): Promise<ShownRating | null> =>
  Option.getOrNull(shownRating(await loadForPage(shopRating(market)))))

/** What the home page shows under its hero: the rating and the promises on any order. */
export interface HomeTrust {
  readonly rating: ShownRating | null
  readonly promises: ReadonlyArray<PurchasePromise>
}

export const loadHomeTrust = cache(async (market: MarketCode): Promise<HomeTrust> => {
  const [rating, promises] = await Promise.all([
    loadShopRating(market),
    loadForPage(Effect.gen(function*() {
      const repo = yield* CatalogRepository
      const [warranty, rates] = yield* Effect.all([repo.warrantySettings(market), repo.shippingRates(market)])
      return purchasePromises({ market, price: null, warranty, rates })
    }))
  ])
  return { rating, promises }
})
