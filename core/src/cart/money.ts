import { Option } from "effect"
import type { MarketCode } from "../markets/market.ts"
import { euroEquivalentOrNull } from "./amounts.ts"

export * from "./amounts.ts"

/** SPEC 9 euro-equivalent line (amounts.ts euroEquivalentOrNull), none in a market that shows none. */
export const euroEquivalent = (amount: number, market: MarketCode): Option.Option<number> =>
  Option.fromNullishOr(euroEquivalentOrNull(amount, market))
