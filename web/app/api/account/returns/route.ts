import { AfterSalesProgress } from "@shop/core/account/afterSales"
import { myReturns } from "@shop/core/backend/account/returns"
import { Effect, Schema } from "effect"
import { accountUser } from "../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

const ReturnView = Schema.Struct({
  id: Schema.String,
  orderId: Schema.String,
  lines: Schema.Array(Schema.Int),
  reason: Schema.String,
  courierAddress: Schema.String,
  pickupDate: Schema.String,
  createdAt: Schema.Number,
  /** How the shop's staff handled it (status, the reason of their decision, received, refunded). */
  ...AfterSalesProgress.fields
})

/** GET /api/account/returns/: the signed-in user's return requests in the host's market, newest first, with the shop's decision. */
export const GET = route({
  signedIn: accountUser,
  response: Schema.Struct({ returns: Schema.Array(ReturnView) }),
  handler: ({ user, market }) =>
    Effect.map(myReturns(user.id, market), (returns) => ({
      returns: returns.map(({ order: _order, userId: _userId, ...request }) => request)
    }))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
