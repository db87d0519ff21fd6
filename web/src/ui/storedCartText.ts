import { CART_STORAGE_KEY } from "@shop/core/cart/expiry"

/**
 * The stored cart's raw text, or null when there is none. Plain constants and localStorage only (no
 * `effect`): the header badge, on every page, reads this first and loads the decoder (cartCount.ts)
 * only when a cart is stored. localStorage can throw (disabled storage, privacy modes): no cart then.
 */
export const readStoredCartText = (): string | null => {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY)
  } catch {
    return null
  }
}
