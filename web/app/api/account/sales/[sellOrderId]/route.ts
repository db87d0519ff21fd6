import { mySale } from "@shop/core/backend/account/accountArea"
import { StoredSellOrder } from "@shop/core/sell/sellTypes"
import { Schema } from "effect"
import { accountUser } from "../../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"

/** GET /api/account/sales/{id}/: one of the user's sell orders; 404 for any other id (another user's included). */
export const GET = route({
  signedIn: accountUser,
  params: Schema.Struct({ sellOrderId: OpaqueId }),
  response: StoredSellOrder,
  handler: ({ user, market, params }) => mySale(user.id, market, params.sellOrderId)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
