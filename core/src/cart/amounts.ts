import type { MarketCode } from "../markets/market.ts"
import { markets } from "../markets/marketTable.ts"

/**
 * Prices travel as numbers in major units (lei, Lev, Ft, euro). Sums go through integer minor
 * units so that 0.1 + 0.2 style drift never reaches a subtotal or a comparison. Plain arithmetic
 * without `effect`, so client islands can total and format on their first load; money.ts
 * re-exports it with the Option form of the euro equivalent.
 */

/** Major units -> integer minor units. `toPrecision(15)` strips the binary noise of `x * 100`. */
export const toMinor = (amount: number): number => Math.round(Number((amount * 100).toPrecision(15)))

export const fromMinor = (minor: number): number => minor / 100

/** Rounds a major-unit amount to 2 decimals, half away from zero on the decimal value. */
export const round2 = (amount: number): number =>
  amount < 0 ? -fromMinor(toMinor(-amount)) : fromMinor(toMinor(amount))

export const sumMoney = (amounts: Iterable<number>): number => {
  let minor = 0
  for (const amount of amounts) minor += toMinor(amount)
  return fromMinor(minor)
}

/** SPEC 9: the fixed BGN/EUR rate the Bulgarian storefront uses for its euro-equivalent line. */
export const BGN_PER_EUR = 1.95583

/** Converts a Lev amount to euro: divide by 1.95583, round to 2 decimals (SPEC 9). */
export const levToEuro = (amount: number): number => round2(amount / BGN_PER_EUR)

/**
 * SPEC 9 euro-equivalent amount, for the markets whose table entry says so (`showsEuroEquivalent`:
 * Bulgaria, the Lev storefront), null elsewhere. The market table holds the rule; this only converts.
 */
export const euroEquivalentOrNull = (amount: number, market: MarketCode): number | null =>
  markets[market].showsEuroEquivalent ? levToEuro(amount) : null
