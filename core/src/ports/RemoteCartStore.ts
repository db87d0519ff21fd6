import type { Option, Stream } from "effect"
import { Context, Effect, Result, Schema } from "effect"
import { type RemoteCartDocument, type RemoteCartRead, readRemoteCart } from "../cart/remoteDocument.ts"

/**
 * `Unavailable`: the store could not be reached or refused the call. `InvalidDocument`: the stored
 * document cannot be read even in part (a field missing after a partial write, a broken stamp,
 * another state version: cart/remoteDocument.ts readRemoteCart); the cart module treats it as no
 * remote cart.
 */
export class RemoteCartStoreError extends Schema.TaggedError<RemoteCartStoreError>()("RemoteCartStoreError", {
  operation: Schema.Literals(["get", "save", "subscribe"]),
  uid: Schema.String,
  reason: Schema.Literals(["Unavailable", "InvalidDocument"]),
  message: Schema.String
}) {}

export interface RemoteCartStoreShape {
  /**
   * The user's document (none without one), read with core readRemoteCart: lines that do not decode
   * are left out and counted in `droppedLines`, never dropped silently.
   */
  readonly get: (uid: string) => Effect.Effect<Option.Option<RemoteCartRead>, RemoteCartStoreError>
  /** Writes the given fields into the user's document, keeping the others (merge by uid). */
  readonly save: (uid: string, document: Partial<RemoteCartDocument>) => Effect.Effect<void, RemoteCartStoreError>
  /**
   * The user's document now (when it exists) and after every later write, like a live snapshot
   * listener. Snapshots that do not decode are skipped (and logged) by the adapter, not emitted.
   */
  readonly subscribe: (uid: string) => Stream.Stream<RemoteCartDocument, RemoteCartStoreError>
}

/** A stored document as every adapter's `get` reads it (readRemoteCart), or InvalidDocument. */
export const readStoredCart = (uid: string, stored: unknown): Effect.Effect<RemoteCartRead, RemoteCartStoreError> => {
  const read = readRemoteCart(stored)
  return Result.isSuccess(read)
    ? Effect.succeed(read.success)
    : Effect.fail(new RemoteCartStoreError({ operation: "get", uid, reason: "InvalidDocument", message: read.failure }))
}

/** SPEC 7: the signed-in user's cart, one document per user id in the `carts` collection. */
export class RemoteCartStore extends Context.Service<RemoteCartStore, RemoteCartStoreShape>()(
  "@shop/core/RemoteCartStore"
) {}

/** SPEC 7: the collection name production adapters use. */
export const REMOTE_CART_COLLECTION = "carts"
