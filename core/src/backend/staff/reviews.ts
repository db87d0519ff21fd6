import { Effect } from "effect"
import type { ReviewDecision } from "../../reviews/moderation.ts"
import type { StaffReview, StaffReviewList } from "../../staff/reviewViews.ts"
import { reviewQueuePageSize } from "../../staff/reviewViews.ts"
import type { StaffActor } from "../../staff/roles.ts"
import { staffPageInfo, staffSlice } from "../../staff/staffPaging.ts"
import { decideReviewById } from "../reviews/reviewService.ts"
import { ReviewRepository, type StoredReview } from "../reviews/ReviewRepository.ts"
import { requirePermission } from "./access.ts"
import { audit } from "./audit.ts"

/**
 * Review moderation under staff roles (issue 18; it replaced the ADMIN_TOKEN calls): the queue of
 * pending reviews of every market, oldest first, and a decision per review (core reviews/moderation.ts:
 * a pending review is decided once; a decided one is a 409), each one audited.
 */

const staffReview = (review: StoredReview): StaffReview => ({ ...review })

/** A page of the moderation queue. */
export const pendingReviewQueue = Effect.fn("Staff.pendingReviews")(function*(actor: StaffActor, page: number) {
  yield* requirePermission(actor, "reviews.moderate")
  const found = yield* (yield* ReviewRepository).pendingPage(staffSlice(page, reviewQueuePageSize))
  return { ...staffPageInfo(page, reviewQueuePageSize, found.total), reviews: found.reviews.map(staffReview) } satisfies StaffReviewList
})

const decide = (action: string, decision: ReviewDecision) => (actor: StaffActor, reviewId: string) =>
  Effect.gen(function*() {
    yield* requirePermission(actor, "reviews.moderate")
    const { before, after } = yield* decideReviewById(reviewId, decision)
    yield* audit(actor, action, `review:${reviewId}`, { status: before.status }, { status: after.status, moderatedAt: after.moderatedAt })
    return staffReview(after)
  })

/** The review is listed and counted on its market's pages from now on. */
export const approveReview = Effect.fn("Staff.approveReview")(decide("review.approve", "approve"))

/** The review is never shown. */
export const rejectReview = Effect.fn("Staff.rejectReview")(decide("review.reject", "reject"))
