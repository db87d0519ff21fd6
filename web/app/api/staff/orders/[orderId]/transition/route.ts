import { StaffOrderTransition, transitionOrder } from "@shop/core/backend/staff/orders"
import { StaffOrderDetailAnswer } from "@shop/core/backend/staff/staffAnswers"
import { Schema } from "effect"
import { route } from "../../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../../src/server/params.ts"
import { staffMember } from "../../../../../../src/server/staff/staffSession.ts"

/**
 * POST /api/staff/orders/{id}/transition/ `{ "to": "packed" | "shipped" | "delivered" | "cancelled",
 * "trackingNumber"?: string, "note"?: string }`: one fulfilment step (orders.fulfil; cancelled:
 * orders.cancel). 409 for a step the order cannot take (or lost to a concurrent one), 422 for a bad
 * tracking number or note, or a paid order the gateway cannot refund. Answers the order after the step.
 */
export const POST = route({
  signedIn: staffMember,
  params: Schema.Struct({ orderId: OpaqueId }),
  body: StaffOrderTransition,
  response: StaffOrderDetailAnswer,
  handler: ({ user, params, body }) => transitionOrder(user, params.orderId, body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
