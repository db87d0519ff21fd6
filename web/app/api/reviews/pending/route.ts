import { pendingReviews } from "@shop/core/backend/reviews/reviewService"
import { MarketCode } from "@shop/core/markets/index"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { adminToken } from "../../../../src/storefront/reviews/adminToken.ts"
import { ModeratedReview } from "../../../../src/storefront/reviews/moderatedReview.ts"

const PendingQuery = Schema.Struct({ market: Schema.optionalKey(MarketCode) })

/**
 * GET /api/reviews/pending/?market=RO: reviews waiting for moderation, oldest first (every market
 * without `market`), for the shop's staff: `Authorization: Bearer <ADMIN_TOKEN>` (404 without the
 * setting, 401 with a wrong token). Approve or reject with POST /api/reviews/moderation/.
 */
export const GET = route({
  guard: adminToken,
  query: PendingQuery,
  response: Schema.Array(ModeratedReview),
  handler: ({ query }) => pendingReviews(query.market)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
