import { Clock, Effect, Option, Stream } from "effect"
import type { CartStorage } from "../ports/CartStorage.ts"
import type { RemoteCartStoreError } from "../ports/RemoteCartStore.ts"
import { RemoteCartStore } from "../ports/RemoteCartStore.ts"
import { type CartState, isCartEmpty } from "./cartState.ts"
import { isExpired, STATE_VERSION } from "./expiry.ts"
import { mergeCarts } from "./merge.ts"
import type { CartPersistenceOptions } from "./persistence.ts"
import { commitCart, saveCart } from "./persistence.ts"
import type { RemoteCartDocument, RemoteCartRead } from "./remoteDocument.ts"
import { cartFromRemote, toRemoteDocument } from "./remoteDocument.ts"

/** SPEC 4 "Cart persistence and sync": the rules first (pure), then the programs over the ports. */

export type RemoteUsability = "usable" | "other-version" | "expired"

/** A remote cart of another state version is dropped (SPEC 4); an expired one too (SPEC 9). */
export const remoteUsability = (document: RemoteCartDocument, now: number): RemoteUsability =>
  document.stateVersion !== STATE_VERSION ? "other-version" : isExpired(document.expireAt, now) ? "expired" : "usable"

/** SPEC 4: a live remote snapshot is applied only when its timestamp differs from the local one. */
export const remoteSnapshotToApply = (
  local: CartState,
  document: RemoteCartDocument,
  now: number
): Option.Option<CartState> =>
  remoteUsability(document, now) === "usable" && document.timestamp !== local.timestamp
    ? Option.some(cartFromRemote(document, local))
    : Option.none()

export interface LoginSyncOptions extends CartPersistenceOptions {
  /** Set when the shopper had a local cart worth keeping at login (SPEC 4 merge flag). */
  readonly merge: boolean
}

/**
 * The SPEC 4 merge flag at a session for `uid`: set when the browser last settled another account's
 * cart, or none (a login, not a reload), and the local cart has something to keep. A reload of the same
 * account takes the remote cart as it is, so a line removed on another device does not come back.
 */
export const loginMergeFlag = (lastSettledUid: string | null, uid: string, local: CartState): boolean =>
  lastSettledUid !== uid && !isCartEmpty(local)

/**
 * SPEC 4 login rule: with the merge flag the local and remote carts are merged; without it the
 * account's remote cart replaces the local one. A missing or unusable remote cart leaves the
 * local cart as it is.
 */
export const cartOnLogin = (
  local: CartState,
  remote: Option.Option<RemoteCartDocument>,
  options: { readonly merge: boolean; readonly now: number }
): CartState => {
  if (Option.isNone(remote) || remoteUsability(remote.value, options.now) !== "usable") return local
  const remoteCart = cartFromRemote(remote.value, local)
  return options.merge ? mergeCarts(local, remoteCart) : remoteCart
}

/** Saves the cart in the user's remote document (merge by uid); failures are logged (SPEC 8). */
export const saveRemoteCart = Effect.fn("Cart.saveRemoteCart")(function*(uid: string, cart: CartState): Effect.fn.Return<void, never, RemoteCartStore> {
  const store = yield* RemoteCartStore
  yield* store.save(uid, toRemoteDocument(cart)).pipe(
    Effect.catch((error) => Effect.logError("Failed to save the cart remotely", error))
  )
})

/**
 * The remote cart at login; unreadable or unusable ones count as none, with the reason logged. Lines
 * the store left out (readRemoteCart) are counted, for the shopper to be told.
 */
const readRemoteAtLogin = (uid: string, now: number): Effect.Effect<Option.Option<RemoteCartRead>, never, RemoteCartStore> =>
  Effect.gen(function*() {
    const store = yield* RemoteCartStore
    const remote = yield* store.get(uid).pipe(
      Effect.catch((error) =>
        Effect.as(Effect.logWarning("Ignoring the remote cart", error), Option.none<RemoteCartRead>())
      )
    )
    if (Option.isSome(remote)) {
      const usability = remoteUsability(remote.value.document, now)
      if (usability !== "usable") yield* Effect.logWarning(`Dropping the remote cart: ${usability}`)
      if (remote.value.droppedLines > 0) yield* Effect.logWarning(`The remote cart had ${remote.value.droppedLines} unreadable line(s), left out`)
    }
    return remote
  })

/** The login's outcome: the settled cart, and how many lines of the saved cart could not be read. */
export interface LoginSync {
  readonly cart: CartState
  /** Lines of the remote cart left out because they did not decode; the page tells the shopper. */
  readonly droppedLines: number
}

/**
 * Login: settle the cart by cartOnLogin, store it locally and remotely (which also replaces a
 * dropped remote cart, and writes back a remote cart without the lines it could not read), and
 * return it. A merged cart is a change, so it gets a new stamp.
 */
export const syncOnLogin = Effect.fn("Cart.syncOnLogin")(function*(
  uid: string,
  local: CartState,
  options: LoginSyncOptions
): Effect.fn.Return<LoginSync, never, RemoteCartStore | CartStorage> {
  const now = yield* Clock.currentTimeMillis
  const remote = yield* readRemoteAtLogin(uid, now)
  const settled = cartOnLogin(local, Option.map(remote, (read) => read.document), { merge: options.merge, now })
  const merged = options.merge && settled !== local
  const cart = merged ? yield* commitCart(settled, options) : settled
  if (!merged) yield* saveCart(cart)
  yield* saveRemoteCart(uid, cart)
  return { cart, droppedLines: Option.match(remote, { onNone: () => 0, onSome: (read) => read.droppedLines }) }
})

/** A change made while signed in: stamped, stored locally, saved remotely (SPEC 4). */
export const commitSignedInCart = Effect.fn("Cart.commitSignedInCart")(function*(
  uid: string,
  cart: CartState,
  options: CartPersistenceOptions = {}
): Effect.fn.Return<CartState, never, RemoteCartStore | CartStorage> {
  const stamped = yield* commitCart(cart, options)
  yield* saveRemoteCart(uid, stamped)
  return stamped
})

/**
 * The live remote subscription as the carts to apply locally: each snapshot is checked against the
 * current local cart (read through `currentLocal`) and kept only when SPEC 4 says to apply it. The
 * caller stores each emitted cart with saveCart and puts it in its state.
 */
export const remoteCartUpdates = <R>(
  uid: string,
  currentLocal: Effect.Effect<CartState, never, R>
): Stream.Stream<CartState, RemoteCartStoreError, R | RemoteCartStore> =>
  Stream.unwrap(
    Effect.gen(function*() {
      const store = yield* RemoteCartStore
      return store.subscribe(uid).pipe(
        Stream.mapEffect((document) =>
          Effect.gen(function*() {
            const local = yield* currentLocal
            const now = yield* Clock.currentTimeMillis
            return remoteSnapshotToApply(local, document, now)
          })
        ),
        Stream.filter(Option.isSome),
        Stream.map((some) => some.value)
      )
    })
  )
