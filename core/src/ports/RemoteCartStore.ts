import type { Effect, Option, Stream } from "effect"
import { Context, Schema } from "effect"
import type { RemoteCartDocument } from "../cart/remoteDocument.ts"

/**
 * `Unavailable`: the store could not be reached or refused the call. `InvalidDocument`: the stored
 * document does not decode as a RemoteCartDocument (older shape, partial write); the cart module
 * treats it as no remote cart.
 */
export class RemoteCartStoreError extends Schema.TaggedError<RemoteCartStoreError>()("RemoteCartStoreError", {
  operation: Schema.Literals(["get", "save", "subscribe"]),
  uid: Schema.String,
  reason: Schema.Literals(["Unavailable", "InvalidDocument"]),
  message: Schema.String
}) {}

export interface RemoteCartStoreShape {
  readonly get: (uid: string) => Effect.Effect<Option.Option<RemoteCartDocument>, RemoteCartStoreError>
  /** Writes the given fields into the user's document, keeping the others (merge by uid). */
  readonly save: (uid: string, document: Partial<RemoteCartDocument>) => Effect.Effect<void, RemoteCartStoreError>
  /**
   * The user's document now (when it exists) and after every later write, like a live snapshot
   * listener. Snapshots that do not decode are skipped (and logged) by the adapter, not emitted.
   */
  readonly subscribe: (uid: string) => Stream.Stream<RemoteCartDocument, RemoteCartStoreError>
}

/** SPEC 7: the signed-in user's cart, one document per user id in the `carts` collection. */
export class RemoteCartStore extends Context.Service<RemoteCartStore, RemoteCartStoreShape>()(
  "@shop/core/RemoteCartStore"
) {}

/** SPEC 7: the collection name production adapters use. */
export const REMOTE_CART_COLLECTION = "carts"
