import { PublicId } from "@shop/core/backend/index"
import { answerSaleCounterOfferAsReader, CounterOfferAnswer, GuestSaleProgress } from "@shop/core/backend/account/saleCounterOffer"
import { Effect, Schema } from "effect"
import { route } from "../../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../../src/server/methods.ts"
import { readerOfRequest } from "../../../../../../src/server/recordReader.ts"

/**
 * POST /api/sell/orders/{id}/counter-offer/ with `{ "accept": true | false }`: the seller answers a
 * counter-offer with the reader rule of GET /api/sell/orders/{id}/: a guest's sale for the holder of
 * the token its submission answered (`Order-Token` header), an account's sale for its owner's
 * session. 200 `{ sellOrderId, status, progress }` (the progress as my sales shows it); 404 for
 * anyone else, an unknown id and one that is not a UUID; 409 `illegal-transition` when no
 * counter-offer waits; 400 for a malformed body. Nothing is written on any refusal.
 */
export const POST = route({
  params: Schema.Struct({ sellOrderId: PublicId }),
  body: CounterOfferAnswer,
  response: GuestSaleProgress,
  handler: ({ params, body, request }) =>
    Effect.flatMap(readerOfRequest(request), (reader) => answerSaleCounterOfferAsReader(params.sellOrderId, reader, body.accept))
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
