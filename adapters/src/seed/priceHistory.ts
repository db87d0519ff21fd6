import { historyBehind, type PriceSpan } from "@shop/core/catalog/omnibus"

const day = 24 * 60 * 60 * 1000

/**
 * The price history written with catalogue rows that come without one (the seed, a test dataset, the
 * memory fake's products), as of `now`: a product showing a previous price was reduced from it 1 to
 * 20 days before `now` (by its id, so the seed stays a function of its number), after that price had
 * held for the whole 30-day window; any other product has had its price for the window. Core's
 * Omnibus rule over this history gives back exactly the previous price the row shows.
 */
export const priceHistoryOf = (
  product: { readonly id: number; readonly price: number; readonly previousPrice: number | null },
  now: number
): ReadonlyArray<PriceSpan> => historyBehind(product.price, product.previousPrice, now, (1 + (product.id % 20)) * day)
