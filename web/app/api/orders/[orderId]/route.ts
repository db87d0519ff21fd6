import { Order } from "@shop/core/orders/orderTypes"
import { orderWithPayments } from "@shop/core/backend/index"
import { PaymentEvent } from "@shop/core/payments/paymentState"
import { Effect, Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../src/server/params.ts"
import { readerOfRequest } from "../../../../src/server/recordReader.ts"

const OrderWithPayments = Schema.Struct({ order: Order, payments: Schema.Array(PaymentEvent) })

/**
 * GET /api/orders/{id}/: the order and every recorded change of its payment state, for its owner's
 * session or the holder of a guest order's token (`Order-Token` header); 404 for anyone else, as for
 * an unknown id.
 */
export const GET = route({
  params: Schema.Struct({ orderId: OpaqueId }),
  response: OrderWithPayments,
  handler: ({ params, request }) => Effect.flatMap(readerOfRequest(request), (reader) => orderWithPayments(params.orderId, reader))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
