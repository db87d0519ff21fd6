import { myPurchase } from "@shop/core/backend/account/accountArea"
import { Order } from "@shop/core/orders/orderTypes"
import { Schema } from "effect"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"
import { accountRoute } from "../../accountRoute.ts"

/** GET /api/account/purchases/{id}/: one of the user's orders; 404 for any other id (another user's included). */
export const GET = accountRoute({
  params: Schema.Struct({ orderId: OpaqueId }),
  response: Order,
  handler: ({ user, market, params }) => myPurchase(user.id, market, params.orderId)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
