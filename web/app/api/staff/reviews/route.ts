import { pendingReviewQueue } from "@shop/core/backend/staff/reviews"
import { StaffReviewList } from "@shop/core/staff/reviewViews"
import { StaffPageParam } from "@shop/core/staff/staffPaging"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { staffMember } from "../../../../src/server/staff/staffSession.ts"

/** Only the moderation queue is listed here; approved reviews are on the storefront's pages. */
const ReviewsQuery = Schema.Struct({ status: Schema.optionalKey(Schema.Literal("pending")), page: Schema.optionalKey(StaffPageParam) })

/** GET /api/staff/reviews/?status=pending&page=: reviews waiting for moderation in every market, oldest first, 25 to a page (reviews.moderate). */
export const GET = route({
  signedIn: staffMember,
  query: ReviewsQuery,
  response: StaffReviewList,
  handler: ({ user, query }) => pendingReviewQueue(user, query.page ?? 1)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
