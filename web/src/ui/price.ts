// One way to write a price, and one discount rule, in core: the market's locale and the spec's
// currency label; a previous price only above the price, its percent, the saving against retail.
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"

export { formatPrice }
export { discountPercent, previousPriceOf, savingOf } from "@shop/core/catalog/discount"

/**
 * A price that a line never breaks ("0,00 / lei" on a phone): the spaces inside it (between number
 * and currency, Hungarian thousands) become no-break spaces. For amounts inside sentences; an amount
 * in an element of its own gets `white-space: nowrap` instead.
 */
export const unbreakablePrice = (market: MarketCode, amount: number): string => formatPrice(market, amount).replace(/ /g, "\u00a0")
