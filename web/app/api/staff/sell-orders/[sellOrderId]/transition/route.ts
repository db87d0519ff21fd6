import { transitionSellOrder } from "@shop/core/backend/staff/sellOrders"
import { StaffSellOrderDetail } from "@shop/core/backend/staff/sellOrderViews"
import { SellOrderStep } from "@shop/core/sell/sellOrderSteps"
import { Schema } from "effect"
import { route } from "../../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../../src/server/params.ts"
import { staffMember } from "../../../../../../src/server/staff/staffSession.ts"

/**
 * POST /api/staff/sell-orders/{id}/transition/ { "to": "received", "reference", "note"? } | { "to": "evaluated",
 * "amount", "note" } | { "to": "paid", "amount", "reference", "paidOn"?, "note"? } | { "to": "cancelled", "note" }:
 * the order after the move (docs/decisions-staff.md). 403 without the step's permission, 409 a move the status
 * does not allow (or a payout without payout details), 422 a bad value with the field.
 */
export const POST = route({
  signedIn: staffMember,
  params: Schema.Struct({ sellOrderId: OpaqueId }),
  body: SellOrderStep,
  response: StaffSellOrderDetail,
  handler: ({ user, params, body }) => transitionSellOrder(user, params.sellOrderId, body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
