import { Effect } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import type { RepositoryError } from "../../errors.ts"
import { type RatingSummary, summaryOfCounts } from "../../reviews/summary.ts"
import { ReviewRepository } from "./ReviewRepository.ts"

/**
 * The summary of a market's approved reviews of the shop (kind `shop`: bought devices), the rating
 * the home and product pages show (issue 17). Counted by the database per star, as the reviews page
 * counts them, so both pages show the same figures.
 */
export const shopRating = Effect.fn("Reviews.shopRating")(function*(
  market: MarketCode
): Effect.fn.Return<RatingSummary, RepositoryError, ReviewRepository> {
  const repository = yield* ReviewRepository
  return summaryOfCounts(yield* repository.starCounts(market, "shop"))
})
