import { adminTokenActor, deliverOrder } from "@shop/core/backend/staff/orders"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { adminToken } from "../../../../../src/storefront/reviews/adminToken.ts"

/**
 * Kept as a thin alias for the e2e (issue 18): staff deliver an order with POST
 * /api/staff/orders/{id}/transition/ `{ "to": "delivered" }`. POST /api/account/staff/deliveries/
 * `{ orderId }` with `Authorization: Bearer <ADMIN_TOKEN>` takes the order through the fulfilment steps
 * it has not taken (packed, shipped, delivered: core backend/staff/orders.ts deliverOrder, each step
 * recorded and audited as the "ADMIN_TOKEN deliveries call"), which opens its return window; an order
 * delivered already answers its first delivery instant. Without ADMIN_TOKEN configured the call does
 * not exist (404); a wrong or missing token is 401; an unknown order 404; an order that cannot be
 * delivered (unpaid card, cancelled) 409.
 */
export const POST = route({
  guard: adminToken,
  body: Schema.Struct({ orderId: Schema.String.check(Schema.isMaxLength(128)) }),
  response: Schema.Struct({ orderId: Schema.String, deliveredAt: Schema.Number }),
  handler: ({ body }) => deliverOrder(adminTokenActor, body.orderId)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
