import { orderDetail } from "@shop/core/backend/staff/orders"
import { StaffOrderDetailAnswer } from "@shop/core/backend/staff/staffAnswers"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"
import { staffMember } from "../../../../../src/server/staff/staffSession.ts"

/** GET /api/staff/orders/{id}/: one order with its lines, totals, contact, delivery, payment events and fulfilment history (orders.read). */
export const GET = route({
  signedIn: staffMember,
  params: Schema.Struct({ orderId: OpaqueId }),
  response: StaffOrderDetailAnswer,
  handler: ({ user, params }) => orderDetail(user, params.orderId)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
