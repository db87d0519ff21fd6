import { and, asc, desc, eq, sql } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { ReviewRepository, type NewReview, type StoredReview } from "@shop/core/backend/reviews/ReviewRepository"
import type { MarketCode } from "@shop/core/markets/market"
import type { ReviewKind } from "@shop/core/reviews/review"
import { emptyStarCounts, type StarCounts } from "@shop/core/reviews/summary"
import { Database, query, type DatabaseShape } from "../Database.ts"
import { reviews } from "../schema/reviews.ts"
import { orRepositoryError, parseUuid } from "./support.ts"

type Row = typeof reviews.$inferSelect

const reviewOf = (row: Row): StoredReview => ({
  id: row.id,
  market: row.market,
  kind: row.kind,
  status: row.status,
  rating: row.rating,
  name: row.name,
  email: row.email,
  title: row.title,
  text: row.body,
  createdAt: row.createdAt.getTime(),
  moderatedAt: row.moderatedAt === null ? null : row.moderatedAt.getTime()
})

const listed = (market: MarketCode, kind: ReviewKind) =>
  and(eq(reviews.market, market), eq(reviews.kind, kind), eq(reviews.status, "approved"))

export const makeReviewRepositoryPg = ({ db }: DatabaseShape) =>
  ReviewRepository.of({
    add: Effect.fn("ReviewRepository.add")(function* (review: NewReview) {
      const [row] = yield* orRepositoryError(query("insert review", () =>
        db.insert(reviews).values({
          market: review.market,
          kind: review.kind,
          status: "pending",
          rating: review.rating,
          name: review.name,
          email: review.email,
          title: review.title,
          body: review.text,
          createdAt: new Date(review.createdAt)
        }).returning()))
      if (row === undefined) return yield* Effect.die("insert review returned no row")
      return reviewOf(row)
    }),
    approved: Effect.fn("ReviewRepository.approved")(function* (market, kind, slice) {
      const rows = yield* orRepositoryError(query("approved reviews", () =>
        db.select().from(reviews).where(listed(market, kind))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .offset(Math.max(0, slice.offset)).limit(Math.max(0, slice.limit))))
      return rows.map(reviewOf)
    }),
    starCounts: Effect.fn("ReviewRepository.starCounts")(function* (market, kind) {
      const rows = yield* orRepositoryError(query("review star counts", () =>
        db.select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
          .from(reviews).where(listed(market, kind)).groupBy(reviews.rating)))
      const counts: { -readonly [K in keyof StarCounts]: number } = { ...emptyStarCounts }
      for (const row of rows) counts[row.rating as keyof StarCounts] = Number(row.count)
      return counts
    }),
    pending: Effect.fn("ReviewRepository.pending")(function* (market) {
      const rows = yield* orRepositoryError(query("pending reviews", () =>
        db.select().from(reviews)
          .where(market === undefined ? eq(reviews.status, "pending") : and(eq(reviews.status, "pending"), eq(reviews.market, market)))
          .orderBy(asc(reviews.createdAt), asc(reviews.id))))
      return rows.map(reviewOf)
    }),
    pendingPage: Effect.fn("ReviewRepository.pendingPage")(function* (slice) {
      const rows = yield* orRepositoryError(query("pending reviews page", () =>
        db.select().from(reviews).where(eq(reviews.status, "pending"))
          .orderBy(asc(reviews.createdAt), asc(reviews.id))
          .offset(Math.max(0, slice.offset)).limit(Math.max(0, slice.limit))))
      const [counted] = yield* orRepositoryError(query("count pending reviews", () =>
        db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.status, "pending"))))
      return { reviews: rows.map(reviewOf), total: Number(counted?.n ?? 0) }
    }),
    find: Effect.fn("ReviewRepository.find")(function* (id) {
      const uuid = parseUuid(id)
      if (uuid === undefined) return Option.none<StoredReview>()
      const [row] = yield* orRepositoryError(query("review by id", () => db.select().from(reviews).where(eq(reviews.id, uuid)).limit(1)))
      return row === undefined ? Option.none<StoredReview>() : Option.some(reviewOf(row))
    }),
    moderate: Effect.fn("ReviewRepository.moderate")(function* (id, status, at) {
      const uuid = parseUuid(id)
      if (uuid === undefined) return Option.none<StoredReview>()
      // Compare-and-set on the status: of two moderators deciding at once, one changes the row.
      const [row] = yield* orRepositoryError(query("moderate review", () =>
        db.update(reviews).set({ status, moderatedAt: new Date(at) }).where(and(eq(reviews.id, uuid), eq(reviews.status, "pending"))).returning()))
      return row === undefined ? Option.none<StoredReview>() : Option.some(reviewOf(row))
    })
  })

/** ReviewRepository over the shop database (table `reviews`). */
export const ReviewRepositoryPg = {
  make: makeReviewRepositoryPg,
  layer: Layer.effect(ReviewRepository, Effect.map(Database, makeReviewRepositoryPg))
}
