import { Effect, Layer, Option, PubSub, Ref, Schema, Stream } from "effect"
import { RemoteCartDocument } from "@shop/core/cart/remoteDocument"
import { readStoredCart, RemoteCartStore, RemoteCartStoreError } from "@shop/core/ports/RemoteCartStore"

type StoredDocument = Partial<RemoteCartDocument>

const make = Effect.gen(function* () {
  // Documents are kept as written (partial ones included) and decoded on the way out, like a
  // document database would hand them back.
  const documents = yield* Ref.make<ReadonlyMap<string, StoredDocument>>(new Map())
  const writes = yield* PubSub.unbounded<readonly [uid: string, document: StoredDocument]>()

  const decode = (operation: "subscribe", uid: string, stored: StoredDocument) =>
    Schema.decodeUnknownEffect(RemoteCartDocument)(stored).pipe(
      Effect.mapError((issue) =>
        new RemoteCartStoreError({ operation, uid, reason: "InvalidDocument", message: String(issue) })
      )
    )

  /** A snapshot that does not decode is skipped with a warning, as the port promises. */
  const decodedOrSkipped = (uid: string, stored: StoredDocument) =>
    decode("subscribe", uid, stored).pipe(
      Effect.map(Option.some),
      Effect.catch((error) => Effect.as(Effect.logWarning("Skipping an undecodable remote cart snapshot", error), Option.none()))
    )

  return RemoteCartStore.of({
    get: Effect.fn("RemoteCartStore.get")(function* (uid: string) {
      const stored = (yield* Ref.get(documents)).get(uid)
      return stored === undefined ? Option.none() : Option.some(yield* readStoredCart(uid, stored))
    }),
    save: Effect.fn("RemoteCartStore.save")(function* (uid: string, document: Partial<RemoteCartDocument>) {
      const merged = yield* Ref.modify(documents, (current) => {
        const next: StoredDocument = { ...current.get(uid), ...document }
        return [next, new Map(current).set(uid, next)] as const
      })
      yield* PubSub.publish(writes, [uid, merged] as const)
    }),
    subscribe: (uid: string) =>
      Stream.unwrap(Effect.gen(function* () {
        // Subscribe before reading the current document so no write falls in between.
        const subscription = yield* PubSub.subscribe(writes)
        const current = (yield* Ref.get(documents)).get(uid)
        const later = Stream.fromSubscription(subscription).pipe(
          Stream.filter(([writtenUid]) => writtenUid === uid),
          Stream.map(([, stored]) => stored)
        )
        return Stream.concat(Stream.fromIterable(current === undefined ? [] : [current]), later).pipe(
          Stream.mapEffect((stored) => decodedOrSkipped(uid, stored)),
          Stream.filter(Option.isSome),
          Stream.map((some) => some.value)
        )
      }))
  })
})

/** The remote cart store in memory, empty at each layer build; merges saves by uid like Firestore. */
export const RemoteCartStoreMemory = {
  layer: Layer.effect(RemoteCartStore, make)
}
