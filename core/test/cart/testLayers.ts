import { Effect, Layer, Option, PubSub, Ref, Schema, Stream } from "effect"
import { RemoteCartDocument } from "../../src/cart/remoteDocument.ts"
import { CartStorage, CartStorageError } from "../../src/ports/CartStorage.ts"
import { readStoredCart, RemoteCartStore, RemoteCartStoreError } from "../../src/ports/RemoteCartStore.ts"

/**
 * Small in-test implementations of the cart ports (core cannot import the adapters package).
 * They expose their backing Ref so a test can plant or inspect raw data.
 */

export const cartStorageTest = (initial: ReadonlyArray<readonly [string, string]> = []) =>
  Effect.gen(function*() {
    const entries = yield* Ref.make(new Map(initial))
    const layer = Layer.succeed(CartStorage)(CartStorage.of({
      get: (key) => Effect.map(Ref.get(entries), (m) => Option.fromNullishOr(m.get(key))),
      set: (key, value) => Ref.update(entries, (m) => new Map(m).set(key, value)),
      remove: (key) =>
        Ref.update(entries, (m) => {
          const next = new Map(m)
          next.delete(key)
          return next
        }),
      keys: Effect.map(Ref.get(entries), (m) => [...m.keys()])
    }))
    return { entries, layer }
  })

export const failingCartStorage = Layer.succeed(CartStorage)(CartStorage.of({
  get: (key) => Effect.fail(new CartStorageError({ operation: "get", key, message: "storage disabled" })),
  set: (key) => Effect.fail(new CartStorageError({ operation: "set", key, message: "quota exceeded" })),
  remove: (key) => Effect.fail(new CartStorageError({ operation: "remove", key, message: "storage disabled" })),
  keys: Effect.fail(new CartStorageError({ operation: "keys", key: "", message: "storage disabled" }))
}))

export const remoteCartStoreTest = (initial: ReadonlyArray<readonly [string, Partial<RemoteCartDocument>]> = []) =>
  Effect.gen(function*() {
    const documents = yield* Ref.make(new Map(initial))
    const changes = yield* PubSub.unbounded<readonly [string, RemoteCartDocument]>()
    const decode = (uid: string, raw: Partial<RemoteCartDocument>) =>
      Schema.decodeUnknownEffect(RemoteCartDocument)(raw).pipe(
        Effect.mapError((issue) =>
          new RemoteCartStoreError({ operation: "get", uid, reason: "InvalidDocument", message: String(issue) })
        )
      )
    const layer = Layer.succeed(RemoteCartStore)(RemoteCartStore.of({
      get: (uid) =>
        Effect.flatMap(Ref.get(documents), (m) => {
          const raw = m.get(uid)
          return raw === undefined ? Effect.succeed(Option.none()) : Effect.map(readStoredCart(uid, raw), Option.some)
        }),
      save: (uid, document) =>
        Effect.gen(function*() {
          const merged = { ...(yield* Ref.get(documents)).get(uid), ...document }
          yield* Ref.update(documents, (m) => new Map(m).set(uid, merged))
          const decoded = yield* Effect.option(decode(uid, merged))
          if (Option.isSome(decoded)) yield* PubSub.publish(changes, [uid, decoded.value] as const)
        }),
      subscribe: (uid) =>
        Stream.unwrap(Effect.gen(function*() {
          const subscription = yield* PubSub.subscribe(changes)
          const raw = (yield* Ref.get(documents)).get(uid)
          const current = raw === undefined ? Option.none() : yield* Effect.option(decode(uid, raw))
          return Stream.concat(
            Stream.fromIterable(Option.toArray(current)),
            Stream.fromSubscription(subscription).pipe(Stream.filter(([u]) => u === uid), Stream.map(([, d]) => d))
          )
        }))
    }))
    return { documents, changes, layer }
  })
