import { Option } from "effect"
import { euroEquivalentText } from "./euroText.ts"
import type { MarketCode } from "./market.ts"

/** SPEC 9 euro equivalent of `amount` as written (euroText.ts), none in a market that shows no equivalent. */
export const formatEuroEquivalent = (market: MarketCode, amount: number): Option.Option<string> =>
  Option.fromNullishOr(euroEquivalentText(market, amount))
