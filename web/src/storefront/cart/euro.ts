import { markets, type MarketCode } from "@shop/core/markets/market"

const formatters = new Map<MarketCode, Intl.NumberFormat>()

/**
 * The BG euro-equivalent line (SPEC 9; core computes the amount): written in the market's locale
 * with the euro sign, e.g. "786,86 €", so it cannot be mistaken for the Lev price above it.
 */
export const formatEuro = (market: MarketCode, amount: number): string => {
  let f = formatters.get(market)
  if (f === undefined) {
    f = new Intl.NumberFormat(markets[market].locale, { style: "currency", currency: "EUR" })
    formatters.set(market, f)
  }
  return f.format(amount)
}
