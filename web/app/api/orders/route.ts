import { IdempotencyKey, Order, placeOrder, PlaceOrderRequest } from "@shop/core/backend/index"
import { Effect, Schema } from "effect"
import { route } from "../../../src/server/http.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"
import { idempotencyKeyOf } from "../../../src/server/idempotency.ts"

/**
 * The order body: core's PlaceOrderRequest, whose idempotency key may instead come in the
 * `Idempotency-Key` header (the usual HTTP convention). Prices sent by a client are not in the
 * schema and are dropped by the decoder: the server prices every line from the database.
 */
const PlaceOrderBody = Schema.Struct({
  ...PlaceOrderRequest.fields,
  idempotencyKey: Schema.optionalKey(IdempotencyKey)
})

/** POST /api/orders/: places an order (201); the same key again answers the same order. */
export const POST = route({
  body: PlaceOrderBody,
  response: Order,
  status: 201,
  handler: ({ body, request }) =>
    Effect.flatMap(
      idempotencyKeyOf(request, body.idempotencyKey),
      (idempotencyKey) => placeOrder({ ...body, idempotencyKey })
    )
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
