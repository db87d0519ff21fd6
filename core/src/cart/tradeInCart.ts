import type { CartState } from "./cartState.ts"
import type { CartTradeIn } from "./tradeIn.ts"

/**
 * The trade-in in the cart (issue 19). One per cart: a new one replaces the one there. It sits beside
 * the lines and never enters a total (totals.ts reads the lines only), so the amount to pay is the
 * same with or without it; the credit is paid out after the inspection, not deducted.
 */
export const setTradeIn = (cart: CartState, tradeIn: CartTradeIn): CartState => ({ ...cart, tradeIn })

export const removeTradeIn = (cart: CartState): CartState => {
  const { tradeIn: _removed, ...rest } = cart
  return rest
}

/** The cart summary's line: the estimated credit, or none without a trade-in. Shown, never subtracted. */
export const tradeInCreditLine = (cart: CartState): { readonly model: string; readonly estimate: number } | null =>
  cart.tradeIn === undefined ? null : { model: cart.tradeIn.item.model?.name ?? "", estimate: cart.tradeIn.estimate }
