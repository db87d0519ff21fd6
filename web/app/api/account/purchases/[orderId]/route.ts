import { myPurchase } from "@shop/core/backend/account/accountArea"
import { Order } from "@shop/core/orders/orderTypes"
import { Schema } from "effect"
import { accountUser } from "../../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"

/** GET /api/account/purchases/{id}/: one of the user's orders; 404 for any other id (another user's included). */
export const GET = route({
  signedIn: accountUser,
  params: Schema.Struct({ orderId: OpaqueId }),
  response: Order,
  handler: ({ user, market, params }) => myPurchase(user.id, market, params.orderId)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
