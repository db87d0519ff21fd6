import { Clock, Effect, Option, Result, Schema } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import type { HumanCheckContext, HumanVerification } from "../../ports/HumanVerification.ts"
import { pageWindow, type PageWindow, reviewsPageSize } from "../../reviews/pagination.ts"
import { ReviewKind, reviewEmailMax, toValidReview, validateReview } from "../../reviews/review.ts"
import { type RatingSummary, summaryOfCounts } from "../../reviews/summary.ts"
import { isPublicId } from "../ports/PublicId.ts"
import { IllegalTransition, type NotFound, notFound, type RepositoryError, ValidationFailed } from "../../errors.ts"
import { decidedStatus, decideReview, type ReviewDecision } from "../../reviews/moderation.ts"
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

/**
 * Decides a review (core reviews/moderation.ts): NotFound for an unknown or malformed id,
 * IllegalTransition for a review already decided (before this call, or by another moderator during
 * it: the repository's compare-and-set). Answers the review before and after.
 */
export const decideReviewById = Effect.fn("Reviews.decide")(function*(
  reviewId: string,
  decision: ReviewDecision
): Effect.fn.Return<{ readonly before: StoredReview; readonly after: StoredReview }, NotFound | IllegalTransition | RepositoryError, ReviewRepository> {
  if (!isPublicId(reviewId)) return yield* notFound("review", reviewId)
  const repository = yield* ReviewRepository
  const found = yield* repository.find(reviewId)
  if (Option.isNone(found)) return yield* notFound("review", reviewId)
  const refused = (status: string) =>
    new IllegalTransition({ orderId: `review:${reviewId}`, from: status, to: decidedStatus(decision), message: `the review is already ${status}` })
  const target = decideReview(found.value.status, decision)
  if (Result.isFailure(target)) return yield* refused(target.failure)
  const moderated = yield* repository.moderate(reviewId, target.success, yield* Clock.currentTimeMillis)
  if (Option.isSome(moderated)) return { before: found.value, after: moderated.value }
  // Decided by someone else between the read and the write.
  const now = yield* repository.find(reviewId)
  return yield* refused(Option.match(now, { onNone: () => "gone", onSome: (review) => review.status }))
})
