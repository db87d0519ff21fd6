import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import type { ReviewKind, ReviewStatus, ValidReview } from "../../reviews/review.ts"
import type { StarCounts } from "../../reviews/summary.ts"
import type { RepositoryError } from "../../errors.ts"

export interface NewReview extends ValidReview {
  readonly market: MarketCode
  readonly kind: ReviewKind
  /** Epoch milliseconds. */
  readonly createdAt: number
}

export interface StoredReview extends NewReview {
  /** A random UUID (ports/PublicId.ts). */
  readonly id: string
  readonly status: ReviewStatus
  readonly moderatedAt: number | null
}

export interface ReviewSlice {
  readonly offset: number
  readonly limit: number
}

/**
 * Reviews per market and kind. New reviews are `pending`; only `approved` ones are listed and counted.
 * Lists are newest first (created time, then id, so pages never overlap).
 */
export interface ReviewRepositoryShape {
  readonly add: (review: NewReview) => Effect.Effect<StoredReview, RepositoryError>
  /** Approved reviews of one market and kind, newest first, the slice asked for. */
  readonly approved: (
    market: MarketCode,
    kind: ReviewKind,
    slice: ReviewSlice
  ) => Effect.Effect<ReadonlyArray<StoredReview>, RepositoryError>
  /** Approved reviews per star of one market and kind. */
  readonly starCounts: (market: MarketCode, kind: ReviewKind) => Effect.Effect<StarCounts, RepositoryError>
  /** Reviews waiting for moderation, oldest first (every market, or one). */
  readonly pending: (market?: MarketCode) => Effect.Effect<ReadonlyArray<StoredReview>, RepositoryError>
  /** Pending reviews of every market, oldest first (the moderation queue), the slice asked for, and how many wait. */
  readonly pendingPage: (slice: ReviewSlice) => Effect.Effect<{ readonly reviews: ReadonlyArray<StoredReview>; readonly total: number }, RepositoryError>
  /** A review by id, whatever its status; none for an unknown or malformed id. */
  readonly find: (id: string) => Effect.Effect<Option.Option<StoredReview>, RepositoryError>
  /**
   * Decides a pending review (core reviews/moderation.ts), atomically: none when the id names nothing
   * or the review is no longer pending (another moderator decided it first), nothing changed then.
   */
  readonly moderate: (
    id: string,
    status: "approved" | "rejected",
    at: number
  ) => Effect.Effect<Option.Option<StoredReview>, RepositoryError>
}

export class ReviewRepository extends Context.Service<ReviewRepository, ReviewRepositoryShape>()(
  "@shop/core/ReviewRepository"
) {}
