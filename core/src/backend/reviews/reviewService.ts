import { Clock, Effect, Option, Schema } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import type { HumanCheckContext, HumanVerification } from "../../ports/HumanVerification.ts"
import { pageWindow, type PageWindow, reviewsPageSize } from "../../reviews/pagination.ts"
import { ReviewKind, reviewEmailMax, toValidReview, validateReview } from "../../reviews/review.ts"
import { type RatingSummary, summaryOfCounts } from "../../reviews/summary.ts"
import { isPublicId } from "../ports/PublicId.ts"
import { type NotFound, notFound, type RepositoryError, ValidationFailed } from "../../errors.ts"
import { SafeFreeText, SafeText } from "../../validation/safeText.ts"
import { requireHuman } from "../contact/requireHuman.ts"
import { ReviewRepository, type StoredReview } from "./ReviewRepository.ts"

/**
 * The add-review request body. Strings are only bounded here (generously: an over-long answer is a
 * field error, not a refused request); the rules are validateReview's.
 */
export const ReviewRequest = Schema.Struct({
  kind: ReviewKind,
  rating: Schema.Union([Schema.Number, SafeText(20)]),
  name: SafeText(500),
  email: SafeText(reviewEmailMax + 100),
  title: SafeText(1000),
  text: SafeFreeText(20_000),
  humanCheck: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(20_000))))
})
export type ReviewRequest = typeof ReviewRequest.Type

/** What the list shows of a review: never the email. */
export const PublicReview = Schema.Struct({
  id: Schema.String,
  rating: Schema.Number,
  name: Schema.String,
  title: Schema.String,
  text: Schema.String,
  createdAt: Schema.Number
})
export type PublicReview = typeof PublicReview.Type

export const publicReview = (review: StoredReview): PublicReview => ({
  id: review.id,
  rating: review.rating,
  name: review.name,
  title: review.title,
  text: review.text,
  createdAt: review.createdAt
})

/** Validates, checks the human, stores the review as pending. Nothing is written on a failure. */
export const submitReview = Effect.fn("Reviews.submitReview")(function*(
  market: MarketCode,
  request: ReviewRequest,
  context?: HumanCheckContext
): Effect.fn.Return<StoredReview, ValidationFailed | RepositoryError, ReviewRepository | HumanVerification> {
  const valid = toValidReview(request)
  if (Option.isNone(valid)) {
    return yield* new ValidationFailed({ fields: { ...validateReview(request) }, message: "the review has errors" })
  }
  yield* requireHuman(request.humanCheck, { ...context, action: "review" })
  const createdAt = yield* Clock.currentTimeMillis
  const repository = yield* ReviewRepository
  return yield* repository.add({ ...valid.value, market, kind: request.kind, createdAt })
})

export interface ReviewPage {
  readonly summary: RatingSummary
  readonly reviews: ReadonlyArray<PublicReview>
  readonly window: PageWindow
}

/** One page of approved reviews with the summary; a page past the end is the last page (clamped). */
export const reviewPage = Effect.fn("Reviews.reviewPage")(function*(
  market: MarketCode,
  kind: ReviewKind,
  requestedPage: number,
  pageSize: number = reviewsPageSize
): Effect.fn.Return<ReviewPage, RepositoryError, ReviewRepository> {
  const repository = yield* ReviewRepository
  const summary = summaryOfCounts(yield* repository.starCounts(market, kind))
  const pageOfReviews = pageWindow(summary.count, requestedPage, pageSize)
  const reviews = yield* repository.approved(market, kind, { offset: pageOfReviews.offset, limit: pageOfReviews.limit })
  return { summary, reviews: reviews.map(publicReview), window: pageOfReviews }
})

export const ModerationDecision = Schema.Struct({
  reviewId: Schema.String.check(Schema.isMaxLength(100)),
  decision: Schema.Literals(["approve", "reject"])
})
export type ModerationDecision = typeof ModerationDecision.Type

/** Approves or rejects a review (moderation); NotFound for an unknown or malformed id. */
export const moderateReview = Effect.fn("Reviews.moderateReview")(function*(
  decision: ModerationDecision
): Effect.fn.Return<StoredReview, NotFound | RepositoryError, ReviewRepository> {
  if (!isPublicId(decision.reviewId)) return yield* notFound("review", decision.reviewId)
  const repository = yield* ReviewRepository
  const at = yield* Clock.currentTimeMillis
  const status = decision.decision === "approve" ? "approved" as const : "rejected" as const
  const moderated = yield* repository.moderate(decision.reviewId, status, at)
  if (Option.isNone(moderated)) return yield* notFound("review", decision.reviewId)
  return moderated.value
})

/** Reviews waiting for moderation. */
export const pendingReviews = Effect.fn("Reviews.pendingReviews")(function*(market?: MarketCode): Effect.fn.Return<ReadonlyArray<StoredReview>, RepositoryError, ReviewRepository> {
  const repository = yield* ReviewRepository
  return yield* repository.pending(market)
})
