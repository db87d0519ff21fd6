import { afterSalesDetail } from "@shop/core/backend/staff/afterSales"
import { StaffAfterSalesDetailAnswer } from "@shop/core/backend/staff/staffAnswers"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"
import { staffMember } from "../../../../../src/server/staff/staffSession.ts"

/** GET /api/staff/warranty-claims/{id}/: the request with its order and what a refund would give back (returns.read). */
export const GET = route({
  signedIn: staffMember,
  params: Schema.Struct({ claimId: OpaqueId }),
  response: StaffAfterSalesDetailAnswer,
  handler: ({ user, params }) => afterSalesDetail(user, "warranty", params.claimId)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
