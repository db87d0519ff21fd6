import { IdempotencyKey, submitSellOrder } from "@shop/core/backend/index"
import { SellOrderPayload } from "@shop/core/sell/index"
import { Effect, Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { idempotencyKeyOf } from "../../../../src/server/idempotency.ts"

const SubmittedSellOrder = Schema.Struct({ sellOrderId: Schema.String, payload: SellOrderPayload })

/**
 * The SPEC 3 sell-order payload, whose idempotency key may come in the body (`idempotencyKey`) or,
 * the usual HTTP convention, in the `Idempotency-Key` header; one is required, as for shop orders.
 */
const SellOrderBody = Schema.Struct({
  ...SellOrderPayload.fields,
  idempotencyKey: Schema.optionalKey(IdempotencyKey)
})

/**
 * POST /api/sell/orders/ with the sell-order payload: validated by the core validators, priced
 * again on the server (offer-changed when the figures differ), stored (201). The same key with the
 * same payload answers the first sell order again; with another payload it is 409
 * `idempotency-conflict`.
 */
export const POST = route({
  body: SellOrderBody,
  response: SubmittedSellOrder,
  status: 201,
  handler: ({ body, request }) => {
    const { idempotencyKey: fromBody, ...payload } = body
    return Effect.flatMap(idempotencyKeyOf(request, fromBody), (key) => submitSellOrder(payload, key))
  }
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
