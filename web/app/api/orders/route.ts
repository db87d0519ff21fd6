import { OrderReceipt } from "@shop/core/orders/orderTypes"
import { placeOrderWithTradeIn } from "@shop/core/backend/index"
import { PlaceOrderRequest } from "@shop/core/orders/placeOrderRequest"
import { Effect, Option } from "effect"
import { sessionUserOf } from "../../../src/server/auth/sessionUser.ts"
import { route } from "../../../src/server/http.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"
import { keyedBody, withIdempotencyKey } from "../../../src/server/idempotency.ts"

/**
 * The order body: core's PlaceOrderRequest, whose idempotency key may instead come in the
 * `Idempotency-Key` header. Prices sent by a client are not in the schema and are dropped by the
 * decoder: the server prices every line from the database.
 */
const PlaceOrderBody = keyedBody(PlaceOrderRequest.fields)

/**
 * POST /api/orders/: places an order (201) and answers it with the token that opens a guest's order
 * (core access/recordAccess.ts); the same key again answers the same order. A signed-in shopper's
 * order is theirs from the moment it is stored: the owner comes from the session cookie, never from
 * the body, and core placeOrder stores it with the order. Past the per-address limit (replays
 * included) 429 with Retry-After: every order holds stock. A `tradeIn` (the old device as the sell
 * funnel described it, no amount) is quoted again here and becomes the order's linked sell order (core
 * placeOrderWithTradeIn); a device the shop does not buy refuses the order (not-accepted) before
 * anything is stored.
 */
export const POST = route({
  body: PlaceOrderBody,
  response: OrderReceipt,
  status: 201,
  limit: "place-order",
  handler: ({ body, request }) =>
    Effect.gen(function*() {
      const { key, rest } = yield* withIdempotencyKey(request, body)
      const owner = Option.getOrNull(Option.map(yield* sessionUserOf(request), (user) => user.id))
      return yield* placeOrderWithTradeIn({ ...rest, idempotencyKey: key }, owner)
    })
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
