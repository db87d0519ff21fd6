import { Clock, Effect, Option, Result, Schema } from "effect"
import type { CartStorageShape } from "../ports/CartStorage.ts"
import { CartStorage } from "../ports/CartStorage.ts"
import type { CartState } from "./cartState.ts"
import { CartState as CartStateSchema, initialCart, stampCart } from "./cartState.ts"
import { CART_STORAGE_KEY, CART_STORAGE_KEY_PREFIX, DEFAULT_EXPIRY_MONTHS, isExpired, STATE_VERSION } from "./expiry.ts"

export interface CartPersistenceOptions {
  /** Cart lifetime in calendar months (SPEC 9: an environment setting, default 1). */
  readonly expiryMonths?: number
}

const StoredCart = Schema.fromJsonString(CartStateSchema)

export const encodeStoredCart = (cart: CartState): string => Schema.encodeSync(StoredCart)(cart)

export type StoredCartReading =
  | { readonly _tag: "Usable"; readonly cart: CartState }
  | { readonly _tag: "Drop"; readonly reason: string }

const decodeStoredCart = Schema.decodeUnknownResult(StoredCart)
const decodeCartValue = Schema.decodeUnknownResult(CartStateSchema)

/**
 * The stored cart, decoded. A trade-in that does not decode (an older or tampered copy) is left out and
 * the rest of the cart read as usual: losing the estimate costs the shopper one funnel, losing the cart
 * costs every line (issue 19).
 */
const decodeStored = (text: string): Result.Result<CartState, unknown> => {
  const whole = decodeStoredCart(text)
  if (Result.isSuccess(whole)) return whole
  const parsed = Result.try(() => JSON.parse(text) as unknown)
  if (Result.isFailure(parsed)) return whole
  const value = parsed.success
  if (typeof value !== "object" || value === null || Array.isArray(value) || !("tradeIn" in value)) return whole
  const { tradeIn: _dropped, ...rest } = value as Record<string, unknown>
  const withoutTradeIn = decodeCartValue(rest)
  return Result.isSuccess(withoutTradeIn) ? withoutTradeIn : whole
}

/** Why a stored cart cannot be used (undecodable, another version, expired), or the cart. */
export const readStoredCart = (text: string, now: number): StoredCartReading => {
  const decoded = decodeStored(text)
  if (Result.isFailure(decoded)) return { _tag: "Drop", reason: `undecodable: ${String(decoded.failure)}` }
  const cart = decoded.success
  if (cart.stateVersion !== STATE_VERSION) {
    return { _tag: "Drop", reason: `state version ${cart.stateVersion} is not ${STATE_VERSION}` }
  }
  if (isExpired(cart.expireAt, now)) return { _tag: "Drop", reason: `expired at ${cart.expireAt}` }
  return { _tag: "Usable", cart }
}

/** Stamps a change with the clock: timestamp now, expiry renewed, current version. */
export const stampNow = Effect.fn("Cart.stampNow")(function*(cart: CartState, options: CartPersistenceOptions = {}): Effect.fn.Return<CartState> {
  const now = yield* Clock.currentTimeMillis
  return stampCart(cart, now, options.expiryMonths ?? DEFAULT_EXPIRY_MONTHS)
})

/**
 * Writes the cart as it is (no new stamp: a remote snapshot stored locally keeps its timestamp,
 * so it is not echoed back). Storage failures are logged, never raised (SPEC 8).
 */
export const saveCart = Effect.fn("Cart.saveCart")(function*(cart: CartState): Effect.fn.Return<void, never, CartStorage> {
  const storage = yield* CartStorage
  yield* storage.set(CART_STORAGE_KEY, encodeStoredCart(cart)).pipe(
    Effect.catch((error) => Effect.logError("Failed to store the cart locally", error))
  )
})

/** SPEC 4 "every change stores a local cart": stamp, store, and hand back the stamped cart. */
export const commitCart = Effect.fn("Cart.commitCart")(function*(cart: CartState, options: CartPersistenceOptions = {}): Effect.fn.Return<CartState, never, CartStorage> {
  const stamped = yield* stampNow(cart, options)
  yield* saveCart(stamped)
  return stamped
})

/** Keys of carts stored by another state version: `cart-state-<other version>`. */
export const otherVersionKeys = (keys: ReadonlyArray<string>): ReadonlyArray<string> =>
  keys.filter((key) => key.startsWith(CART_STORAGE_KEY_PREFIX) && key !== CART_STORAGE_KEY)

const removeLogged = (storage: CartStorageShape, key: string, reason: string): Effect.Effect<void> =>
  Effect.logWarning(`Dropping the stored cart ${key}: ${reason}`).pipe(
    Effect.andThen(storage.remove(key)),
    Effect.catch((error) => Effect.logError(`Failed to remove the stored cart ${key}`, error))
  )

/**
 * SPEC 4/9: carts of another state version are dropped. Their key holds their version, so the current
 * key never reads them; they are found by listing the keys and removed, each with a logged reason.
 */
const dropOtherVersions = (storage: CartStorageShape): Effect.Effect<void> =>
  storage.keys.pipe(
    Effect.flatMap((keys) =>
      Effect.forEach(
        otherVersionKeys(keys),
        (key) =>
          removeLogged(storage, key, `state version ${key.slice(CART_STORAGE_KEY_PREFIX.length)} is not ${STATE_VERSION}`),
        { discard: true }
      )
    ),
    Effect.catch((error) => Effect.logError("Failed to list the stored carts", error))
  )

/**
 * The stored cart, or a fresh empty one. A stored cart that is undecodable, of another version or
 * past its expiry is removed with a logged reason, and so is every cart stored under another
 * version's key.
 */
export const loadCart = Effect.fn("Cart.loadCart")(function*(options: CartPersistenceOptions = {}): Effect.fn.Return<CartState, never, CartStorage> {
  const storage = yield* CartStorage
  const now = yield* Clock.currentTimeMillis
  yield* dropOtherVersions(storage)
  const fresh = initialCart(now, options.expiryMonths ?? DEFAULT_EXPIRY_MONTHS)
  const text = yield* storage.get(CART_STORAGE_KEY).pipe(
    Effect.catch((error) => Effect.as(Effect.logError("Failed to read the stored cart", error), Option.none<string>()))
  )
  if (Option.isNone(text)) return fresh
  const reading = readStoredCart(text.value, now)
  if (reading._tag === "Usable") return reading.cart
  yield* removeLogged(storage, CART_STORAGE_KEY, reading.reason)
  return fresh
})
