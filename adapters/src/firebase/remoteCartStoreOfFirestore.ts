import { doc, type DocumentReference, type Firestore, getDoc, onSnapshot, setDoc } from "firebase/firestore"
import { Cause, Effect, Option, Queue, Schema, Stream } from "effect"
import { RemoteCartDocument } from "@shop/core/cart/remoteDocument"
import { readStoredCart, REMOTE_CART_COLLECTION, RemoteCartStore, RemoteCartStoreError } from "@shop/core/ports/RemoteCartStore"

/*
 * The RemoteCartStore over one Firestore client, shared by the server's layers
 * (RemoteCartStoreFirestore.ts) and the browser's client (firebaseBrowser.ts). Kept apart from the
 * layers and their configuration so the browser's lazily loaded chunk pulls in no more than it uses.
 */

type Operation = "get" | "save" | "subscribe"

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The store was unreachable or refused the call (permission-denied included). */
const unavailable = (operation: Operation, uid: string) => (error: unknown) =>
  new RemoteCartStoreError({ operation, uid, reason: "Unavailable", message: messageOf(error) })

const decode = (operation: Operation, uid: string, data: unknown) =>
  Schema.decodeUnknownEffect(RemoteCartDocument)(data).pipe(
    Effect.mapError((issue) => new RemoteCartStoreError({ operation, uid, reason: "InvalidDocument", message: issue.message }))
  )

/**
 * The RemoteCartStore on Firestore (SPEC 7): collection `carts`, one document per user id, written
 * with `setDoc(..., { merge: true })`, read with `getDoc` and live-subscribed with `onSnapshot`.
 * A uid Firestore cannot name a document with ("a/b", "..") is refused as Unavailable before any call.
 */
export const makeRemoteCartStoreFirestore = (firestore: Firestore) => {
  const reference = (operation: Operation, uid: string): Effect.Effect<DocumentReference, RemoteCartStoreError> =>
    Effect.try({ try: () => doc(firestore, REMOTE_CART_COLLECTION, uid), catch: unavailable(operation, uid) })

  const decodedOrSkipped = (uid: string, data: unknown) =>
    decode("subscribe", uid, data).pipe(
      Effect.map(Option.some),
      Effect.catch((error) =>
        Effect.as(Effect.logWarning("Skipping an undecodable remote cart snapshot", error), Option.none<RemoteCartDocument>())
      )
    )

  return RemoteCartStore.of({
    get: Effect.fn("RemoteCartStore.get")(function* (uid: string) {
      const ref = yield* reference("get", uid)
      const snapshot = yield* Effect.tryPromise({ try: () => getDoc(ref), catch: unavailable("get", uid) })
      return snapshot.exists() ? Option.some(yield* readStoredCart(uid, snapshot.data())) : Option.none()
    }),
    save: Effect.fn("RemoteCartStore.save")(function* (uid: string, document: Partial<RemoteCartDocument>) {
      const ref = yield* reference("save", uid)
      yield* Effect.tryPromise({ try: () => setDoc(ref, document, { merge: true }), catch: unavailable("save", uid) })
    }),
    subscribe: (uid: string) =>
      Stream.unwrap(Effect.map(reference("subscribe", uid), (ref) =>
        Stream.callback<unknown, RemoteCartStoreError>((queue) =>
          Effect.acquireRelease(
            Effect.sync(() =>
              onSnapshot(
                ref,
                (snapshot) => {
                  // A user without a cart yet: nothing to emit until the first write.
                  if (snapshot.exists()) Queue.offerUnsafe(queue, snapshot.data())
                },
                (error) => Queue.failCauseUnsafe(queue, Cause.fail(unavailable("subscribe", uid)(error)))
              )
            ),
            (unsubscribe) => Effect.sync(unsubscribe)
          )
        ).pipe(
          Stream.mapEffect((data) => decodedOrSkipped(uid, data)),
          Stream.filter(Option.isSome),
          Stream.map((some) => some.value)
        )
      ))
  })
}
