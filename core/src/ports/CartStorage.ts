import type { Effect, Option } from "effect"
import { Context, Schema } from "effect"

/** The local key-value store failed (quota, privacy mode, storage disabled). */
export class CartStorageError extends Schema.TaggedError<CartStorageError>()("CartStorageError", {
  operation: Schema.Literals(["get", "set", "remove", "keys"]),
  /** The key involved; "" for `keys`, which involves none. */
  key: Schema.String,
  message: Schema.String
}) {}

export interface CartStorageShape {
  /** The stored string, or none when the key was never set or was removed. */
  readonly get: (key: string) => Effect.Effect<Option.Option<string>, CartStorageError>
  readonly set: (key: string, value: string) => Effect.Effect<void, CartStorageError>
  /** Removing a missing key succeeds. */
  readonly remove: (key: string) => Effect.Effect<void, CartStorageError>
  /**
   * Every key stored now, in no particular order (localStorage: all of the origin's keys). The cart
   * module lists them to drop carts stored under another state version's key.
   */
  readonly keys: Effect.Effect<ReadonlyArray<string>, CartStorageError>
}

/**
 * Local string storage for the cart (localStorage in the browser). The cart module owns the keys
 * and the encoding; an adapter only moves strings.
 */
export class CartStorage extends Context.Service<CartStorage, CartStorageShape>()("@shop/core/CartStorage") {}
