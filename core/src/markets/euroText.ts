import { euroEquivalentOrNull } from "../cart/amounts.ts"
import type { MarketCode } from "./market.ts"
import { markets } from "./marketTable.ts"

const formatters = new Map<MarketCode, Intl.NumberFormat>()

const formatterOf = (market: MarketCode): Intl.NumberFormat => {
  let f = formatters.get(market)
  if (f === undefined) {
    f = new Intl.NumberFormat(markets[market].locale, { style: "currency", currency: "EUR" })
    formatters.set(market, f)
  }
  return f
}

/**
 * SPEC 9 euro equivalent of `amount` (in the market's own currency), written the way the market's
 * shoppers write numbers and with the euro sign ("505,67 €" in Bulgaria), so it cannot be taken for
 * the Lev price it follows; null in a market that shows no equivalent. The conversion rule stays
 * with core's euroEquivalentOrNull; this is the one place that writes its result, for every page
 * (euro.ts gives it as an Option). Without `effect`, for the client islands' first load.
 */
export const euroEquivalentText = (market: MarketCode, amount: number): string | null => {
  const euro = euroEquivalentOrNull(amount, market)
  return euro === null ? null : formatterOf(market).format(euro)
}
