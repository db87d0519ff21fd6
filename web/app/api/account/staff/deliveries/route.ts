import { markOrderDelivered } from "@shop/core/backend/account/returns"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { adminToken } from "../../../../../src/storefront/reviews/adminToken.ts"

/**
 * For the shop's staff (and the e2e): POST /api/account/staff/deliveries/ `{ orderId }` with
 * `Authorization: Bearer <ADMIN_TOKEN>` records that the order was delivered now (the first instant
 * stays), which opens its return window. Without ADMIN_TOKEN configured the call does not exist (404);
 * a wrong or missing token is 401; an unknown order 404.
 */
export const POST = route({
  guard: adminToken,
  body: Schema.Struct({ orderId: Schema.String.check(Schema.isMaxLength(128)) }),
  response: Schema.Struct({ orderId: Schema.String, deliveredAt: Schema.Number }),
  handler: ({ body }) => markOrderDelivered(body.orderId)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
