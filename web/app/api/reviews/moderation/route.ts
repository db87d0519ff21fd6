import { ModerationDecision, moderateReview } from "@shop/core/backend/reviews/reviewService"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { adminToken } from "../../../../src/storefront/reviews/adminToken.ts"
import { ModeratedReview } from "../../../../src/storefront/reviews/moderatedReview.ts"


/**
 * Review moderation, for the shop's staff: `Authorization: Bearer <ADMIN_TOKEN>`. Without ADMIN_TOKEN
 * configured the call does not exist (404); a wrong or missing token is 401.
 * POST /api/reviews/moderation/ `{ reviewId, decision: "approve" | "reject" }`: the moderated review.
 * GET /api/reviews/pending/ lists what waits.
 */
export const POST = route({
  guard: adminToken,
  body: ModerationDecision,
  response: ModeratedReview,
  handler: ({ body }) => moderateReview(body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
