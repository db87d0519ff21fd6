import { StaffAfterSalesTransition, transitionAfterSales } from "@shop/core/backend/staff/afterSales"
import { StaffAfterSalesDetailAnswer } from "@shop/core/backend/staff/staffAnswers"
import { Schema } from "effect"
import { route } from "../../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../../src/server/params.ts"
import { staffMember } from "../../../../../../src/server/staff/staffSession.ts"

/**
 * POST /api/staff/warranty-claims/{id}/transition/ `{ "to": "accepted" | "refused" | "received" | "refunded",
 * "reason"?: string }`: accept or refuse with a reason (returns.decide; refusing needs one), mark the
 * device received (returns.receive), refund (returns.refund). 409 for a step the request cannot take.
 */
export const POST = route({
  signedIn: staffMember,
  params: Schema.Struct({ claimId: OpaqueId }),
  body: StaffAfterSalesTransition,
  response: StaffAfterSalesDetailAnswer,
  handler: ({ user, params, body }) => transitionAfterSales(user, "warranty", params.claimId, body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
