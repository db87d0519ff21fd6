import { MarketCode } from "@shop/core/markets/index"
import { ReviewKind, ReviewStatus } from "@shop/core/reviews/review"
import { Schema } from "effect"

/** A review as the moderation calls answer it: every field, the email included (staff only). */
export const ModeratedReview = Schema.Struct({
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
