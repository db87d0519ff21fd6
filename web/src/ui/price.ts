import { markets, type MarketCode } from "@shop/core/markets/index"

/**
 * Prices in the market's currency (core markets' currencyCode), in the market's locale. Forints are
 * shown without fractions: HUF prices are whole and "12 990,00 Ft" is not how shops write them.
 */
const formatters = new Map<MarketCode, Intl.NumberFormat>()

const formatterOf = (market: MarketCode): Intl.NumberFormat => {
  const found = formatters.get(market)
  if (found !== undefined) return found
  const settings = markets[market]
  const made = new Intl.NumberFormat(settings.locale, {
    style: "currency",
    currency: settings.currencyCode,
    ...(settings.currencyCode === "HUF" ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {})
  })
  formatters.set(market, made)
  return made
}

export const formatPrice = (market: MarketCode, amount: number): string => formatterOf(market).format(amount)
