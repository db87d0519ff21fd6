import { Option } from "effect"
import { Categories, type Category } from "../catalog/category.ts"
import { MarketCodes, type MarketCode } from "../markets/market.ts"
import { marketTables, type QueryWords } from "./tables/index.ts"

/**
 * English slugs accepted in every market, so a link shared from an English page or typed by
 * hand still lands on the right listing.
 */
export const englishCategorySlugs: { readonly [C in Category]: ReadonlyArray<string> } = {
  smartphone: ["smartphones", "phones", "mobile-phones"],
  tablet: ["tablets"],
  laptop: ["laptops"],
  smartwatch: ["smartwatches", "watches"],
  console: ["consoles", "game-consoles"]
}

/** Which category each query word names (SPEC 2.3 query-word table). */
export const queryWordCategories: { readonly [W in keyof QueryWords]: Category } = {
  mobilePhone: "smartphone",
  phones: "smartphone",
  tablet: "tablet",
  smartwatch: "smartwatch",
  laptop: "laptop"
}

/**
 * A market's alternate-slug table: the other markets' canonical slugs plus the English
 * ones, each to its canonical category. Derived rather than typed four times, so adding a
 * market's slug updates every other market's alternates.
 */
const buildAlternates = (market: MarketCode): ReadonlyMap<string, Category> => {
  const own = new Set(Object.values(marketTables[market].categorySlugs))
  const entries: Array<readonly [string, Category]> = []
  for (const category of Categories) {
    for (const slug of englishCategorySlugs[category]) entries.push([slug, category])
    for (const other of MarketCodes) {
      if (other !== market) entries.push([marketTables[other].categorySlugs[category], category])
    }
  }
  return new Map(entries.filter(([slug]) => !own.has(slug)))
}

interface CategoryIndex {
  readonly canonical: ReadonlyMap<string, Category>
  readonly alternate: ReadonlyMap<string, Category>
  readonly filter: ReadonlyMap<string, Category>
  /** canonical, then alternate, then filter: the order `categoryFromSlug` reads them in. */
  readonly any: ReadonlyMap<string, Category>
}

const buildIndex = (market: MarketCode): CategoryIndex => {
  const table = marketTables[market]
  const canonical = new Map(Categories.map((c) => [table.categorySlugs[c], c] as const))
  const alternate = buildAlternates(market)
  const filter = new Map(Object.entries(table.filterSlugs))
  return { canonical, alternate, filter, any: new Map([...filter, ...alternate, ...canonical]) }
}

const indexes: { readonly [M in MarketCode]: CategoryIndex } = {
  RO: buildIndex("RO"),
  BG: buildIndex("BG"),
  HU: buildIndex("HU"),
  GR: buildIndex("GR")
}

/** The localized slug of a category listing, e.g. RO smartphone -> `telefoane`. */
export const categorySlug = (market: MarketCode, category: Category): string =>
  marketTables[market].categorySlugs[category]

/** The category a slug names in a market: its canonical slug, an alternate or a filter slug. */
export const categoryFromSlug = (market: MarketCode, slug: string): Option.Option<Category> =>
  Option.fromUndefinedOr(indexes[market].any.get(slug))

/** Only the market's own canonical slugs (the bijection of SPEC 2.3). */
export const categoryFromCanonicalSlug = (market: MarketCode, slug: string): Option.Option<Category> =>
  Option.fromUndefinedOr(indexes[market].canonical.get(slug))

export const alternateSlugTable = (market: MarketCode): ReadonlyMap<string, Category> => indexes[market].alternate

export const filterSlugTable = (market: MarketCode): ReadonlyMap<string, Category> => indexes[market].filter

/**
 * The slug `toMarket` uses for the listing `slug` names in `fromMarket`, for hreflang /
 * language-switch links: RO `telefoane` -> HU `telefonok`.
 */
export const alternateLink = (fromMarket: MarketCode, slug: string, toMarket: MarketCode): Option.Option<string> =>
  Option.map(categoryFromSlug(fromMarket, slug), (category) => categorySlug(toMarket, category))

export const queryWords = (market: MarketCode): QueryWords => marketTables[market].queryWords
