import { Order, placeOrder, PlaceOrderRequest } from "@shop/core/backend/index"
import { AccountAreaRepository } from "@shop/core/backend/account/ports"
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

/** POST /api/orders/: places an order (201); the same key again answers the same order. */
export const POST = route({
  body: PlaceOrderBody,
  response: Order,
  status: 201,
  handler: ({ body, request }) =>
    Effect.flatMap(withIdempotencyKey(request, body), ({ key, rest }) => placeOrder({ ...rest, idempotencyKey: key })).pipe(
      // The account area (issue 6): a signed-in shopper's order is theirs; the owner comes from the
      // session cookie, never from the body. A guest's order has no owner.
      Effect.tap((order) =>
        Effect.flatMap(sessionUserOf(request), Option.match({
          onNone: () => Effect.void,
          onSome: (user) => AccountAreaRepository.use((owners) => owners.claimOrder(order.id, user.id))
        })))
    )
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
