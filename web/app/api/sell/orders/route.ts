import { SellOrderReceipt } from "@shop/core/sell/sellTypes"
import { submitSellOrder } from "@shop/core/backend/index"
import { SellOrderPayload } from "@shop/core/sell/index"
import { Effect, Option, Schema } from "effect"
import { sessionUserOf } from "../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { keyedBody, withIdempotencyKey } from "../../../../src/server/idempotency.ts"
import { sellOrderHumanCheck } from "../../../../src/server/humanCheck.ts"

/** The human-verification widget's token (SPEC 7), beside the payload. */
const humanCheck = { humanCheck: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(20_000)))) }

/**
 * POST /api/sell/orders/ with the SPEC 3 sell-order payload, whose idempotency key may come in the
 * body (`idempotencyKey`) or in the `Idempotency-Key` header; one is required, as for shop orders.
 * The payload is validated by the core validators, priced again on the server (offer-changed when
 * the figures differ), stored (201). The same key with the same payload answers the first sell
 * order again; with another payload it is 409 `idempotency-conflict`. Past the per-address limit
 * (replays included) 429 with Retry-After. The answer carries the token that opens a guest's sale
 * (GET /api/sell/orders/{id}/, the congrats page) and never the seller's account id.
 */
export const POST = route({
  body: keyedBody({ ...SellOrderPayload.fields, ...humanCheck }),
  response: SellOrderReceipt,
  status: 201,
  limit: "sell-order",
  handler: ({ body, request }) =>
    Effect.flatMap(withIdempotencyKey(request, body), ({ key, rest }) => {
      const { humanCheck: token, ...payload } = rest
      // The human check first: a refused one writes nothing. The seller's account comes from the
      // session, never from the body: a signed-in seller's sale is the account's, with its email (the
      // funnel asks none); a visitor's sale is a guest's (null) with the email given in the funnel.
      return Effect.andThen(sellOrderHumanCheck(request, token), Effect.flatMap(sessionUserOf(request), (user) =>
        submitSellOrder(Option.match(user, {
          onNone: () => ({ ...payload, serviceDbUserId: null }),
          onSome: (u) => ({ ...payload, serviceDbUserId: u.id, userEmail: u.email })
        }), key)))
    })
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
