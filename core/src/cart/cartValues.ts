import type { CartState } from "./cartState.ts"
import { cartExpiry, DEFAULT_EXPIRY_MONTHS, STATE_VERSION } from "./expiry.ts"

/**
 * Cart values that need no decoding: a new cart, an emptied one, a stamped one. Without `effect`, so
 * the cart provider's first load (before the engine with the Schema is loaded) has an empty cart to
 * show; cartState.ts re-exports them beside the CartState schema.
 */

/** A fresh, empty cart as of `now`. */
export const initialCart = (now: number, expiryMonths: number = DEFAULT_EXPIRY_MONTHS): CartState => ({
  phoneCart: [],
  accessoryCart: [],
  batteryCart: [],
  accessories: [],
  timestamp: now,
  expireAt: cartExpiry(now, expiryMonths),
  stateVersion: STATE_VERSION
})

/**
 * SPEC 4: emptying resets the three carts and stamps the time and the state version. A trade-in goes
 * with them: it belonged to the purchase the cart was (an order placed takes it along).
 */
export const emptyCart = (cart: CartState, now: number): CartState => {
  const { tradeIn: _tradeIn, ...rest } = cart
  return { ...rest, phoneCart: [], accessoryCart: [], batteryCart: [], timestamp: now, stateVersion: STATE_VERSION }
}

export const isCartEmpty = (cart: CartState): boolean =>
  cart.phoneCart.length === 0 && cart.accessoryCart.length === 0

/** Stamps a change: the new timestamp, a renewed expiry and the current version. */
export const stampCart = (cart: CartState, now: number, expiryMonths: number = DEFAULT_EXPIRY_MONTHS): CartState => ({
  ...cart,
  timestamp: now,
  expireAt: cartExpiry(now, expiryMonths),
  stateVersion: STATE_VERSION
})
