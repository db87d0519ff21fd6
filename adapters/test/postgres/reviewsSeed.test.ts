import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { MarketCodes } from "@shop/core/markets/market"
import { ReviewRepository } from "@shop/core/backend/reviews/ReviewRepository"
import { Database } from "../../src/postgres/Database.ts"
import { ReviewRepositoryPg } from "../../src/postgres/repositories/ReviewRepositoryPg.ts"
import { seedReviewsIfEmpty } from "../../src/postgres/reviewsSeed.ts"
import { seedReviews } from "../../src/postgres/reviewsSeedData.ts"
import { validateReview } from "@shop/core/reviews/review"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/** The review seed: approved reviews in every market and kind, once; every seeded review passes core's rules. */
for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    const layer = () => Layer.merge(ReviewRepositoryPg.layer, Layer.sync(Database, shared.database)).pipe(Layer.provide(shared.layer()))

    it.effect("seeds every market's shop and seller reviews as approved, and only once", () =>
      Effect.gen(function* () {
        const first = yield* seedReviewsIfEmpty
        expect(first).toBe(MarketCodes.reduce((n, m) => n + seedReviews[m].length, 0))
        expect(yield* seedReviewsIfEmpty).toBe(0)
        const repo = yield* ReviewRepository
        for (const market of MarketCodes) {
          for (const kind of ["shop", "seller"] as const) {
            const listed = yield* repo.approved(market, kind, { offset: 0, limit: 100 })
            expect(listed.length).toBe(seedReviews[market].filter((r) => r.kind === kind).length)
          }
        }
        expect(yield* repo.pending()).toEqual([])
      }).pipe(Effect.provide(layer())))

    it("every seeded review passes the review rules", () => {
      for (const market of MarketCodes) {
        for (const review of seedReviews[market]) {
          expect(validateReview({ ...review, email: "seed@example.com" }), `${market} ${review.title}`).toEqual({})
        }
      }
    })
  })
}
