import { Schema } from "effect"
import { MarketCode } from "../markets/market.ts"
import { ReviewKind, ReviewStatus } from "../reviews/review.ts"
import { StaffPageInfo } from "./staffPaging.ts"

/** A review as moderators see it: every field, the reviewer's email included (staff only). */
export const StaffReview = Schema.Struct({
  id: Schema.String,
  market: MarketCode,
  kind: ReviewKind,
  status: ReviewStatus,
  rating: Schema.Number,
  name: Schema.String,
  email: Schema.String,
  title: Schema.String,
  text: Schema.String,
  createdAt: Schema.Number,
  moderatedAt: Schema.NullOr(Schema.Number)
})
export type StaffReview = typeof StaffReview.Type

export const StaffReviewList = Schema.Struct({ ...StaffPageInfo, reviews: Schema.Array(StaffReview) })
export type StaffReviewList = typeof StaffReviewList.Type

/** The moderation queue's page size. */
export const reviewQueuePageSize = 25
