import { CART_STORAGE_KEY } from "@shop/core/cart/expiry"
import { readStoredCart } from "@shop/core/cart/persistence"
import { cartItemCount } from "@shop/core/cart/totals"

/**
 * The header badge's count from the stored cart text: decoded with core's CartState schema (through
 * readStoredCart, which also refuses other state versions and expired carts) and counted by core's
 * cartItemCount. Anything unusable counts 0: the badge never breaks the page.
 */
export const storedCartCount = (text: string | null, now: number): number => {
  if (text === null) return 0
  const reading = readStoredCart(text, now)
  return reading._tag === "Usable" ? cartItemCount(reading.cart) : 0
}

/** localStorage can throw (disabled storage, privacy modes): treat that as no cart. */
const readStored = (): string | null => {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY)
  } catch {
    return null
  }
}

export const currentCartCount = (): number => storedCartCount(readStored(), Date.now())
