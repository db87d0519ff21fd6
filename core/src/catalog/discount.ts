import { sumMoney } from "../cart/money.ts"

/**
 * The discount rule, for the listing's sort, the product cards and page, and the cart's lines: a
 * previous price counts only when it is above the price (a struck-through lower price would
 * mislead). The database sorts by the same rule in SQL (adapters' listing.ts), which is its copy.
 */

/** The previous price to show struck through, or null when there is none above the price. */
export const previousPriceOf = (price: number, previousPrice: number | null): number | null =>
  previousPrice !== null && previousPrice > price ? previousPrice : null

/**
 * The listing's `discount` key: (previousPrice - price) / previousPrice, 0 without a previous price
 * above the price. Plain arithmetic, as the SQL computes it, so both sorts agree.
 */
export const discountOf = (p: { readonly price: number; readonly previousPrice: number | null }): number => {
  const previous = previousPriceOf(p.price, p.previousPrice)
  return previous === null ? 0 : (previous - p.price) / previous
}

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
