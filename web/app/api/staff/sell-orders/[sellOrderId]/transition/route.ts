import { transitionSellOrder } from "@shop/core/backend/staff/sellOrders"
import { StaffSellOrderDetail } from "@shop/core/backend/staff/sellOrderViews"
import { SellOrderStep } from "@shop/core/sell/sellOrderSteps"
import { Schema } from "effect"
import { route } from "../../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../../src/server/params.ts"
import { staffMember } from "../../../../../../src/server/staff/staffSession.ts"

/**
 * POST /api/staff/sell-orders/{id}/transition/, by step (docs/decisions-staff.md, docs/decisions-buyback.md "Machine"):
 * { "to": "received", "reference", "note"? } | { "to": "inspected", "devices": [{ "itemIndex", "config", "answers",
 * "imei"? , "serial"?, "note"? }], "note"? } (core decides evaluated or counter-offered, or records a paid instant-sell
 * order's reconciliation) | { "to": "paid", "amount" (the amount due), "reference", "paidOn"?, "note"? } |
 * { "to": "returned", "reference", "note"? } | { "to": "cancelled", "note" }: the order after the move. 403 without
 * the step's permission, 409 a step the status does not allow (or a payout without payout details), 422 a bad value
 * with the field (an inspection's: `<subject>-<itemIndex>`, `imei-<itemIndex>`, `serial-<itemIndex>`, `devices`).
 */
export const POST = route({
  signedIn: staffMember,
  params: Schema.Struct({ sellOrderId: OpaqueId }),
  body: SellOrderStep,
  response: StaffSellOrderDetail,
  handler: ({ user, params, body }) => transitionSellOrder(user, params.sellOrderId, body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
