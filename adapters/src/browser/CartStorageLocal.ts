import { Effect, Layer, Option } from "effect"
import { CartStorage, CartStorageError } from "@shop/core/ports/CartStorage"

/** The part of the Web Storage API the adapter uses; `window.localStorage` in the browser. */
export interface StorageLike {
  readonly length: number
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  key(index: number): string | null
}

const failure = (operation: CartStorageError["operation"], key: string) => (cause: unknown) =>
  new CartStorageError({ operation, key, message: cause instanceof Error ? cause.message : String(cause) })

/**
 * CartStorage over Web Storage. Every call can throw (storage disabled, quota exceeded, privacy
 * modes): each becomes a CartStorageError, which the cart module logs and survives (SPEC 8).
 */
export const makeCartStorageLocal = (storage: () => StorageLike) =>
  CartStorage.of({
    get: (key) => Effect.try({ try: () => Option.fromNullishOr(storage().getItem(key)), catch: failure("get", key) }),
    set: (key, value) => Effect.try({ try: () => storage().setItem(key, value), catch: failure("set", key) }),
    remove: (key) => Effect.try({ try: () => storage().removeItem(key), catch: failure("remove", key) }),
    keys: Effect.try({
      try: () => {
        const store = storage()
        const keys: Array<string> = []
        for (let index = 0; index < store.length; index++) {
          const key = store.key(index)
          if (key !== null) keys.push(key)
        }
        return keys
      },
      catch: failure("keys", "")
    })
  })

export const CartStorageLocal = {
  /** The browser's localStorage, looked up on each call (it may be swapped or disabled at run time). */
  layer: Layer.sync(CartStorage, () => makeCartStorageLocal(() => window.localStorage)),
  /** Any Web Storage object (tests pass an in-memory one). */
  layerOf: (storage: StorageLike) => Layer.succeed(CartStorage, makeCartStorageLocal(() => storage))
}
