import "server-only"
import { ReviewRepository } from "@shop/core/backend/reviews/ReviewRepository"
import type { MarketCode } from "@shop/core/markets/index"
import { type RatingSummary, summaryOfCounts } from "@shop/core/reviews/summary"
import { Effect } from "effect"
import { cache } from "react"
import { loadForPage } from "../../server/page.ts"

/**
 * The shop's own rating in a market: its approved shop reviews (not the sellers'). Approvals are
 * announced on the catalog's channel (migration 0010), so a kept page never shows an old rating long.
 */
export const loadShopRating = cache((market: MarketCode): Promise<RatingSummary> =>
  loadForPage(Effect.gen(function*() {
    const reviews = yield* ReviewRepository
    return summaryOfCounts(yield* reviews.starCounts(market, "shop"))
  })))
