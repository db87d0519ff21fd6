import type { MarketCode } from "./market.ts"
import { markets } from "./marketTable.ts"

const formatters = new Map<MarketCode, Intl.NumberFormat>()

const formatterOf = (market: MarketCode): Intl.NumberFormat => {
  let f = formatters.get(market)
  if (f === undefined) {
    const { locale, currencyCode } = markets[market]
    // Forint prices are whole: "189 990 Ft", never "189 990,00 Ft".
    const digits = currencyCode === "HUF" ? 0 : 2
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })
    formatters.set(market, f)
  }
  return f
}

/**
 * A price as the market's shoppers read it: the number in the market's locale followed by the
 * spec's currency label (SPEC 3: lei, Lev, Ft, euro), e.g. "1.999,50 lei".
 */
export const formatPrice = (market: MarketCode, amount: number): string =>
  `${formatterOf(market).format(amount)} ${markets[market].currencyLabel}`
