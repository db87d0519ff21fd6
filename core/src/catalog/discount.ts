import { sumMoney } from "../cart/money.ts"

/**
 * The discount rule, for the listing's sort and badges, the product page and the cart's lines: a
 * previous price counts only when it is above the price (a struck-through lower price would
 * mislead). Which previous price a product has is the EU Omnibus rule's (omnibus.ts): the lowest
 * price of the 30 days before its last reduction, decided when the price changed and stored with the
 * product, so every reader shows the same one. The database sorts by this rule in SQL (adapters'
 * listing.ts, over the same stored column); the catalog repository contract suite holds the two
 * orders equal over random prices.
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

/**
 * The saving against the retail (new) price; null without a retail price above ours. Not a price
 * reduction (it compares with another product, the device new), so the Omnibus rule does not apply;
 * the product page says "compared with a new device" and never strikes the new price through.
 */
export const savingOf = (price: number, retailPrice: number | null): { readonly amount: number; readonly percent: number } | null => {
  if (retailPrice === null || retailPrice <= price) return null
  const amount = sumMoney([retailPrice, -price])
  // Floored so the page never promises a point more than the shopper saves.
  return { amount, percent: Math.floor((amount / retailPrice) * 100) }
}
