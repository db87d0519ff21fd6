import { myPurchaseWithSteps, Purchase } from "@shop/core/backend/account/purchaseSteps"
import { Schema } from "effect"
import { accountUser } from "../../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"

/** GET /api/account/purchases/{id}/: one of the user's orders with its fulfilment; 404 for any other id (another user's included). */
export const GET = route({
  signedIn: accountUser,
  params: Schema.Struct({ orderId: OpaqueId }),
  response: Purchase,
  handler: ({ user, market, params }) => myPurchaseWithSteps(user.id, market, params.orderId)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
