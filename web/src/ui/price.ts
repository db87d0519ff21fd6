import { sumMoney } from "@shop/core/cart/money"

// One way to write a price, in core: the market's locale and the spec's currency label.
export { formatPrice } from "@shop/core/markets/priceFormat"

/** The previous price, when it is above the price (a struck-through lower price would mislead). */
export const previousPriceOf = (price: number, previousPrice: number | null): number | null =>
  previousPrice !== null && previousPrice > price ? previousPrice : null

/** Whole percent saved against the previous price; null when there is no saving worth a badge. */
export const discountPercent = (price: number, previousPrice: number | null): number | null => {
  const previous = previousPriceOf(price, previousPrice)
  if (previous === null) return null
  const percent = Math.round((sumMoney([previous, -price]) / previous) * 100)
  return percent >= 1 ? percent : null
}

/** The saving against the retail (new) price; null without a retail price above ours. */
export const savingOf = (price: number, retailPrice: number | null): { readonly amount: number; readonly percent: number } | null => {
  if (retailPrice === null || retailPrice <= price) return null
  const amount = sumMoney([retailPrice, -price])
  // Floored so the page never promises a point more than the shopper saves.
  return { amount, percent: Math.floor((amount / retailPrice) * 100) }
}
