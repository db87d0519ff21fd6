import { Clock, Effect, Option, Result, Schema } from "effect"
import { CartStorage } from "../ports/CartStorage.ts"
import type { CartState } from "./cartState.ts"
import { CartState as CartStateSchema, initialCart, stampCart } from "./cartState.ts"
import { CART_STORAGE_KEY, DEFAULT_EXPIRY_MONTHS, isExpired, STATE_VERSION } from "./expiry.ts"

export interface CartPersistenceOptions {
  /** Cart lifetime in calendar months (SPEC 9: an environment setting, default 1). */
  readonly expiryMonths?: number
}

const StoredCart = Schema.fromJsonString(CartStateSchema)

export const encodeStoredCart = (cart: CartState): string => Schema.encodeSync(StoredCart)(cart)

export type StoredCartReading =
  | { readonly _tag: "Usable"; readonly cart: CartState }
  | { readonly _tag: "Drop"; readonly reason: string }

/** Why a stored cart cannot be used (undecodable, another version, expired), or the cart. */
export const readStoredCart = (text: string, now: number): StoredCartReading => {
  const decoded = Schema.decodeUnknownResult(StoredCart)(text)
  if (Result.isFailure(decoded)) return { _tag: "Drop", reason: `undecodable: ${String(decoded.failure)}` }
  const cart = decoded.success
  if (cart.stateVersion !== STATE_VERSION) {
    return { _tag: "Drop", reason: `state version ${cart.stateVersion} is not ${STATE_VERSION}` }
  }
  if (isExpired(cart.expireAt, now)) return { _tag: "Drop", reason: `expired at ${cart.expireAt}` }
  return { _tag: "Usable", cart }
}

/** Stamps a change with the clock: timestamp now, expiry renewed, current version. */
export const stampNow = (cart: CartState, options: CartPersistenceOptions = {}): Effect.Effect<CartState> =>
  Effect.map(Clock.currentTimeMillis, (now) => stampCart(cart, now, options.expiryMonths ?? DEFAULT_EXPIRY_MONTHS))

/**
 * Writes the cart as it is (no new stamp: a remote snapshot stored locally keeps its timestamp,
 * so it is not echoed back). Storage failures are logged, never raised (SPEC 8).
 */
export const saveCart = (cart: CartState): Effect.Effect<void, never, CartStorage> =>
  Effect.gen(function*() {
    const storage = yield* CartStorage
    yield* storage.set(CART_STORAGE_KEY, encodeStoredCart(cart)).pipe(
      Effect.catch((error) => Effect.logError("Failed to store the cart locally", error))
    )
  })

/** SPEC 4 "every change stores a local cart": stamp, store, and hand back the stamped cart. */
export const commitCart = (cart: CartState, options: CartPersistenceOptions = {}): Effect.Effect<CartState, never, CartStorage> =>
  Effect.tap(stampNow(cart, options), saveCart)

/**
 * The stored cart, or a fresh empty one. A stored cart that is undecodable, of another version or
 * past its expiry is removed with a logged reason.
 */
export const loadCart = (options: CartPersistenceOptions = {}): Effect.Effect<CartState, never, CartStorage> =>
  Effect.gen(function*() {
    const storage = yield* CartStorage
    const now = yield* Clock.currentTimeMillis
    const fresh = initialCart(now, options.expiryMonths ?? DEFAULT_EXPIRY_MONTHS)
    const text = yield* storage.get(CART_STORAGE_KEY).pipe(
      Effect.catch((error) => Effect.as(Effect.logError("Failed to read the stored cart", error), Option.none<string>()))
    )
    if (Option.isNone(text)) return fresh
    const reading = readStoredCart(text.value, now)
    if (reading._tag === "Usable") return reading.cart
    yield* Effect.logWarning(`Dropping the stored cart: ${reading.reason}`)
    yield* storage.remove(CART_STORAGE_KEY).pipe(
      Effect.catch((error) => Effect.logError("Failed to remove the stored cart", error))
    )
    return fresh
  })
