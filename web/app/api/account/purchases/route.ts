import { myPurchasesWithSteps, Purchase } from "@shop/core/backend/account/purchaseSteps"
import { Effect, Schema } from "effect"
import { accountUser } from "../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/**
 * GET /api/account/purchases/: the signed-in user's orders in the host's market, newest first, each with
 * its fulfilment (state, tracking number, steps); 401 without a session.
 */
export const GET = route({
  signedIn: accountUser,
  response: Schema.Struct({ orders: Schema.Array(Purchase) }),
  handler: ({ user, market }) => Effect.map(myPurchasesWithSteps(user.id, market), (orders) => ({ orders }))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
