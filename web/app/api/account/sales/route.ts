import { mySalesWithProgress, SaleWithProgress } from "@shop/core/backend/account/saleProgress"
import { Effect, Schema } from "effect"
import { accountUser } from "../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** GET /api/account/sales/: the signed-in user's sell orders in the host's market, newest first, each with its progress (401 without a session). */
export const GET = route({
  signedIn: accountUser,
  response: Schema.Struct({ sales: Schema.Array(SaleWithProgress) }),
  handler: ({ user, market }) => Effect.map(mySalesWithProgress(user.id, market), (sales) => ({ sales }))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
