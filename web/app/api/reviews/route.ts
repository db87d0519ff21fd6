import { ReviewRequest, submitReview } from "@shop/core/backend/reviews/reviewService"
import { ReviewStatus } from "@shop/core/reviews/review"
import { Schema } from "effect"
import { route } from "../../../src/server/http.ts"
import { humanCheckContext } from "../../../src/server/humanCheck.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"

/**
 * POST /api/reviews/ with `{ kind, rating, name, email, title, text, humanCheck }`: stored pending
 * (shown once a moderator approves it). Field errors and a failed human check are 422
 * `validation-failed` with `fields`; an undecodable body is 400; nothing is written on either; 429
 * with Retry-After past the per-address limit.
 */
export const POST = route({
  body: ReviewRequest,
  response: Schema.Struct({ id: Schema.String, status: ReviewStatus }),
  status: 201,
  limit: "review",
  handler: ({ body, market, request }) => submitReview(market, body, humanCheckContext(request))
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
