import { mySales } from "@shop/core/backend/account/accountArea"
import { StoredSellOrder } from "@shop/core/sell/sellTypes"
import { Effect, Schema } from "effect"
import { accountUser } from "../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** GET /api/account/sales/: the signed-in user's sell orders in the host's market, newest first (401 without a session). */
export const GET = route({
  signedIn: accountUser,
  response: Schema.Struct({ sales: Schema.Array(StoredSellOrder) }),
  handler: ({ user, market }) => Effect.map(mySales(user.id, market), (sales) => ({ sales }))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
