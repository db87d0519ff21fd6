import { mySaleWithProgress, SaleWithProgress } from "@shop/core/backend/account/saleProgress"
import { Schema } from "effect"
import { accountUser } from "../../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"

/** GET /api/account/sales/{id}/: one of the user's sell orders with its progress; 404 for any other id (another user's included). */
export const GET = route({
  signedIn: accountUser,
  params: Schema.Struct({ sellOrderId: OpaqueId }),
  response: SaleWithProgress,
  handler: ({ user, market, params }) => mySaleWithProgress(user.id, market, params.sellOrderId)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
