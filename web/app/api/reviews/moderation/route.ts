import { ModerationDecision, moderateReview, pendingReviews } from "@shop/core/backend/reviews/reviewService"
import { ReviewKind, ReviewStatus } from "@shop/core/reviews/review"
import { MarketCode } from "@shop/core/markets/index"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { withAdminToken } from "../../../../src/storefront/reviews/adminToken.ts"

const ModeratedReview = Schema.Struct({
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

const PendingQuery = Schema.Struct({ market: Schema.optionalKey(MarketCode) })

/**
 * Review moderation, for the shop's staff: `Authorization: Bearer <ADMIN_TOKEN>`. Without ADMIN_TOKEN
 * configured the call does not exist (404); a wrong or missing token is 401.
 * - GET /api/reviews/moderation/?market=RO: reviews waiting, oldest first (every market without `market`);
 * - POST /api/reviews/moderation/ `{ reviewId, decision: "approve" | "reject" }`: the moderated review.
 */
export const GET = withAdminToken(route({
  query: PendingQuery,
  response: Schema.Array(ModeratedReview),
  handler: ({ query }) => pendingReviews(query.market)
}))

export const POST = withAdminToken(route({
  body: ModerationDecision,
  response: ModeratedReview,
  handler: ({ body }) => moderateReview(body)
}))

export const { PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET", "POST")
