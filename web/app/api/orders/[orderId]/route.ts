import { Order, orderWithPayments, PaymentEvent } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../src/server/params.ts"

const OrderWithPayments = Schema.Struct({ order: Order, payments: Schema.Array(PaymentEvent) })

/** GET /api/orders/{id}/: the order and every recorded change of its payment state; 404 when unknown. */
export const GET = route({
  params: Schema.Struct({ orderId: OpaqueId }),
  response: OrderWithPayments,
  handler: ({ params }) => orderWithPayments(params.orderId)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
