import { sql } from "drizzle-orm"
import { Console, Effect, Layer } from "effect"
import { seedOnStart } from "../settings.ts"
import { MarketCodes } from "@shop/core/markets/market"
import { Database, query } from "./Database.ts"
import { reviews } from "./schema/reviews.ts"
import { seedReviews } from "./reviewsSeedData.ts"

/** The reviews' seed date: the seed's dates count back from it (fixed, so a seed is repeatable). */
export const reviewsSeedDate = Date.UTC(2026, 10, 20, 10, 0, 0)
const day = 86_400_000

/**
 * Seeds the approved reviews of every market when the reviews table is empty (a separate step from
 * the catalogue seed, whose tests count its own tables). Idempotent: a table with any review is left alone.
 */
export const seedReviewsIfEmpty = Effect.gen(function* () {
  const { db } = yield* Database
  const [row] = yield* query("count reviews", () => db.select({ n: sql<number>`count(*)::int` }).from(reviews))
  if (row !== undefined && Number(row.n) > 0) return 0
  const rows = MarketCodes.flatMap((market) =>
    seedReviews[market].map((review, index) => ({
      market,
      kind: review.kind,
      status: "approved" as const,
      rating: review.rating,
      name: review.name,
      email: `seed-${market.toLowerCase()}-${index}@reviews.invalid`,
      title: review.title,
      body: review.text,
      createdAt: new Date(reviewsSeedDate - review.daysAgo * day + index * 60_000),
      moderatedAt: new Date(reviewsSeedDate)
    })))
  yield* query("seed reviews", () => db.insert(reviews).values(rows))
  return rows.length
})

/** At startup (unless SEED_ON_START=false): the review seed, once. */
export const layerReviewsSeed = Layer.effectDiscard(
  Effect.gen(function* () {
    if (!(yield* seedOnStart)) return
    const seeded = yield* seedReviewsIfEmpty
    if (seeded > 0) yield* Console.log(`reviews seeded (${seeded})`)
  })
)
