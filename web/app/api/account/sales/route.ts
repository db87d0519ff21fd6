import { mySales } from "@shop/core/backend/account/accountArea"
import { StoredSellOrder } from "@shop/core/sell/sellTypes"
import { Effect, Schema } from "effect"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { accountRoute } from "../accountRoute.ts"

/** GET /api/account/sales/: the signed-in user's sell orders in the host's market, newest first (401 without a session). */
export const GET = accountRoute({
  response: Schema.Struct({ sales: Schema.Array(StoredSellOrder) }),
  handler: ({ user, market }) => Effect.map(mySales(user.id, market), (sales) => ({ sales }))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
