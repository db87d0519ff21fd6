import { Effect, Layer, Option, Ref } from "effect"
import { CartStorage } from "@shop/core/ports/CartStorage"

const make = Effect.gen(function* () {
  const entries = yield* Ref.make<ReadonlyMap<string, string>>(new Map())
  return CartStorage.of({
    get: Effect.fn("CartStorage.get")(function* (key: string) {
      return Option.fromNullishOr((yield* Ref.get(entries)).get(key))
    }),
    set: Effect.fn("CartStorage.set")(function* (key: string, value: string) {
      yield* Ref.update(entries, (current) => new Map(current).set(key, value))
    }),
    remove: Effect.fn("CartStorage.remove")(function* (key: string) {
      yield* Ref.update(entries, (current) => {
        const next = new Map(current)
        next.delete(key)
        return next
      })
    }),
    keys: Ref.get(entries).pipe(Effect.map((current): ReadonlyArray<string> => [...current.keys()]))
  })
})

/** Local cart storage in memory, empty at each layer build (tests, server-side rendering). */
export const CartStorageMemory = {
  layer: Layer.effect(CartStorage, make)
}
