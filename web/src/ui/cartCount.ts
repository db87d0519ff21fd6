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
