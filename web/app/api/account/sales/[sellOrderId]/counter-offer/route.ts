import { answerMySaleCounterOffer, CounterOfferAnswer } from "@shop/core/backend/account/saleCounterOffer"
import { SaleWithProgress } from "@shop/core/backend/account/saleProgress"
import { accountUser } from "../../../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../../src/server/params.ts"
import { Schema } from "effect"

/**
 * POST /api/account/sales/{id}/counter-offer/ with `{ "accept": true | false }`: the signed-in seller
 * accepts the counter-offer of one of their sales (the new amount is paid) or declines it (the device
 * is sent back free). 200 with the sale as GET /api/account/sales/{id}/ answers it, now accepted or
 * declined; 401 without a session; 404 for a sale that is not the user's (another user's, a guest's,
 * another market's, an unknown id); 409 `illegal-transition` when the sale has no counter-offer
 * waiting (answered already, lapsed, or never made); 400 for a malformed body. Nothing is written on
 * any refusal.
 */
export const POST = route({
  signedIn: accountUser,
  params: Schema.Struct({ sellOrderId: OpaqueId }),
  body: CounterOfferAnswer,
  response: SaleWithProgress,
  handler: ({ user, market, params, body }) => answerMySaleCounterOffer(user.id, market, params.sellOrderId, body.accept)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
