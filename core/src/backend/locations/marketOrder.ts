import { marketSettings, type Locale, type MarketCode } from "../../markets/market.ts"

/**
 * Place names in the order the market's shoppers read them: the alphabet of the market's locale
 * (ro, bg, hu, el), so "Călărași" comes before "Cluj" in Romania and "Érd" before "Esztergom" in
 * Hungary, which code-point order gets wrong. Numbers inside names count as numbers
 * ("Sector 2" before "Sector 10"). Names the collator finds equal are ordered by id (code point),
 * so the order is total and the same whatever order the repository answered in.
 *
 * This is the one place lists of places are ordered; repositories answer in id order and the
 * locations service sorts (SQL collations differ between servers and PGlite, Intl does not).
 */

const collators = new Map<Locale, Intl.Collator>()

/** One collator per locale: building one is costly and they hold no state. */
const collatorFor = (locale: Locale): Intl.Collator => {
  const known = collators.get(locale)
  if (known !== undefined) return known
  const made = new Intl.Collator(locale, { numeric: true })
  collators.set(locale, made)
  return made
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Comparison of two named rows in the market's order: name by locale, then id. */
export const compareByMarketName = (market: MarketCode) => {
  const collator = collatorFor(marketSettings(market).locale)
  return (a: { readonly name: string; readonly id: string }, b: { readonly name: string; readonly id: string }): number =>
    collator.compare(a.name, b.name) || byCodePoint(a.id, b.id)
}

/** A sorted copy of `rows` in the market's order. */
export const sortByMarketName = <A extends { readonly name: string; readonly id: string }>(
  market: MarketCode,
  rows: ReadonlyArray<A>
): ReadonlyArray<A> => [...rows].sort(compareByMarketName(market))
