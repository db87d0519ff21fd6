import { approveReview } from "@shop/core/backend/staff/reviews"
import { StaffReview } from "@shop/core/staff/reviewViews"
import { Schema } from "effect"
import { route } from "../../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../../src/server/params.ts"
import { staffMember } from "../../../../../../src/server/staff/staffSession.ts"

/** POST /api/staff/reviews/{id}/approve/: decides a pending review (reviews.moderate); 409 once decided, 404 for an unknown id. */
export const POST = route({
  signedIn: staffMember,
  params: Schema.Struct({ reviewId: OpaqueId }),
  response: StaffReview,
  handler: ({ user, params }) => approveReview(user, params.reviewId)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
