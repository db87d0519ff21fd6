import { Option } from "effect"
import { euroEquivalent } from "../cart/money.ts"
import { markets, type MarketCode } from "./market.ts"

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
 * the Lev price it follows. None in a market that shows no equivalent. The conversion rule stays
 * with core euroEquivalent; this is the one place that writes its result, for every page.
 */
export const formatEuroEquivalent = (market: MarketCode, amount: number): Option.Option<string> =>
  Option.map(euroEquivalent(amount, market), (euro) => formatterOf(market).format(euro))
