import { RemoteCartStore } from "@shop/core/ports/RemoteCartStore"
import { Effect, Option, Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { CartParams, CartReadAnswer, CartSaveBody, cartUser, ownCart } from "../cartAccess.ts"

/** GET /api/carts/{uid}/: the signed-in user's remote cart (cartAccess.ts). */
export const GET = route({
  signedIn: cartUser,
  params: CartParams,
  response: CartReadAnswer,
  handler: ({ user, params }) =>
    Effect.gen(function*() {
      const uid = yield* ownCart(user, params.uid)
      const read = yield* RemoteCartStore.use((store) => store.get(uid))
      return Option.match(read, {
        onNone: () => ({ document: null, droppedLines: 0 }),
        onSome: ({ document, droppedLines }) => ({ document, droppedLines })
      })
    })
})

/** PUT /api/carts/{uid}/: some of the cart's fields, merged into the user's document. */
export const PUT = route({
  signedIn: cartUser,
  params: CartParams,
  body: CartSaveBody,
  response: Schema.Struct({ saved: Schema.Literal(true) }),
  handler: ({ user, params, body }) =>
    Effect.gen(function*() {
      const uid = yield* ownCart(user, params.uid)
      yield* RemoteCartStore.use((store) => store.save(uid, body))
      return { saved: true as const }
    })
})

export const { POST, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET", "PUT")
