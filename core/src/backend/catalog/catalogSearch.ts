import { Effect } from "effect"
import { Categories, type Category } from "../../catalog/category.ts"
import type { MarketCode } from "../../markets/market.ts"
import { categorySlug, queryWordCategories, queryWords } from "../../routes/categorySlugs.ts"
import type { RepositoryError } from "../../errors.ts"
import { CatalogRepository } from "../ports/CatalogRepository.ts"
import { listingFor } from "./catalogService.ts"
import type { CatalogModel } from "../../catalog/catalogTypes.ts"
import type { ListedProduct } from "../../catalog/listedProduct.ts"
import { defaultListingQuery } from "./listingQuery.ts"

/**
 * The shop's search (the header search box, SPEC 2.3 query words): a query is split into words and
 * matched against the in-stock models of the market — brand name, model name and the words naming
 * the model's category (the market's query words and category slug, plus the names the caller
 * shows, e.g. the localized "Telefoane"). A model matches when every query word starts a word of
 * it ("iph 13" finds "iPhone 13"); when no model takes every word, the models taking the most words
 * are answered and the result says it is partial, so a stray word ("iphone ieftin") still helps.
 */

/** Lower case, no diacritics or Greek tonos: "Tabletă" and "tableta" compare equal. */
const fold = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

/** The words of a text: letters and digits, everything else separates ("(M1, 2020)" -> m1, 2020). */
export const searchWords = (text: string): ReadonlyArray<string> =>
  fold(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "")

/** A query longer than this many words is cut: nobody types more, and matching stays cheap. */
export const maxQueryWords = 8

/** Words naming each category, beside the market's own (query words, slug); e.g. localized names. */
export type CategoryTerms = { readonly [C in Category]?: ReadonlyArray<string> }

export const categoryWordsOf = (market: MarketCode, extra: CategoryTerms = {}): { readonly [C in Category]: ReadonlyArray<string> } => {
  const words = queryWords(market)
  const texts = (category: Category): ReadonlyArray<string> => [
    categorySlug(market, category),
    ...(Object.keys(queryWordCategories) as Array<keyof typeof queryWordCategories>)
      .filter((key) => queryWordCategories[key] === category)
      .map((key) => words[key]),
    ...(extra[category] ?? [])
  ]
  const out = {} as Record<Category, ReadonlyArray<string>>
  for (const category of Categories) out[category] = [...new Set(texts(category).flatMap(searchWords))]
  return out
}

export interface ModelMatch {
  readonly model: CatalogModel
  /** How many query words the model takes. */
  readonly matched: number
  readonly score: number
}

/** Points per query word: a whole word of the model's name beats a prefix, which beats the brand or category. */
const wordScore = (query: string, model: ReadonlyArray<string>, brand: ReadonlyArray<string>, category: ReadonlyArray<string>): number => {
  if (model.includes(query)) return 4
  if (model.some((w) => w.startsWith(query))) return 3
  if (brand.includes(query)) return 2
  if (brand.some((w) => w.startsWith(query))) return 1.5
  if (category.some((w) => w.startsWith(query) || (query.length >= 4 && query.startsWith(w.slice(0, Math.max(4, w.length - 2)))))) return 1
  return 0
}

/**
 * The models a query names, best first: most words taken, then score, then the shortest name
 * (so "iphone 13" puts iPhone 13 before iPhone 13 Pro Max), then most devices in stock, then name.
 */
export const matchModels = (
  models: ReadonlyArray<CatalogModel>,
  query: string,
  categoryWords: { readonly [C in Category]: ReadonlyArray<string> }
): { readonly matches: ReadonlyArray<ModelMatch>; readonly partial: boolean } => {
  const words = [...new Set(searchWords(query))].slice(0, maxQueryWords)
  if (words.length === 0) return { matches: [], partial: false }
  const scored = models.flatMap((model): Array<ModelMatch & { readonly length: number }> => {
    const name = searchWords(model.name)
    const brand = searchWords(model.brandName)
    const scores = words.map((w) => wordScore(w, name, brand, categoryWords[model.category]))
    const matched = scores.filter((s) => s > 0).length
    return matched === 0 ? [] : [{ model, matched, score: scores.reduce((a, b) => a + b, 0), length: name.length }]
  })
  const best = scored.reduce((most, m) => Math.max(most, m.matched), 0)
  const matches = scored
    .filter((m) => m.matched === best)
    .sort((a, b) =>
      b.score - a.score || a.length - b.length || b.model.productCount - a.model.productCount ||
      (a.model.name < b.model.name ? -1 : a.model.name > b.model.name ? 1 : a.model.id - b.model.id))
    .map(({ matched, model, score }) => ({ model, matched, score }))
  return { matches, partial: matches.length > 0 && best < words.length }
}

/** The categories a query names by their words alone ("telefoane" -> smartphone). */
export const categoriesNamed = (
  query: string,
  categoryWords: { readonly [C in Category]: ReadonlyArray<string> }
): ReadonlyArray<Category> => {
  const words = searchWords(query).slice(0, maxQueryWords)
  return Categories.filter((c) => words.some((w) => w.length >= 3 && wordScore(w, [], [], categoryWords[c]) > 0))
}

export interface SearchResult {
  readonly query: string
  readonly models: ReadonlyArray<CatalogModel>
  /** Every model matched, beyond the `models` shown. */
  readonly modelCount: number
  /** No model took every word: these are the closest. */
  readonly partial: boolean
  readonly categories: ReadonlyArray<Category>
  /** The cheapest in-stock device of each of the first models. */
  readonly devices: ReadonlyArray<ListedProduct>
}

export interface SearchLimits {
  readonly models: number
  readonly devices: number
}

export const defaultSearchLimits: SearchLimits = { models: 24, devices: 8 }

/** The search over the market's in-stock models, plus the best price of the first few. */
export const searchCatalog = Effect.fn("Catalog.searchCatalog")(function*(
  market: MarketCode,
  query: string,
  extraCategoryTerms: CategoryTerms = {},
  limits: SearchLimits = defaultSearchLimits
): Effect.fn.Return<SearchResult, RepositoryError, CatalogRepository> {
  const categoryWords = categoryWordsOf(market, extraCategoryTerms)
  const categories = categoriesNamed(query, categoryWords)
  if (searchWords(query).length === 0) return { query, models: [], modelCount: 0, partial: false, categories, devices: [] }
  const repo = yield* CatalogRepository
  const { matches, partial } = matchModels(yield* repo.models(market, {}), query, categoryWords)
  const models = matches.slice(0, limits.models).map((m) => m.model)
  const cheapest = yield* Effect.forEach(models.slice(0, limits.devices), (model) =>
    listingFor(market, { ...defaultListingQuery, brandSlug: model.brandSlug, modelSlug: model.slug, sort: "price-asc", pageSize: 1 }))
  return { query, models, modelCount: matches.length, partial, categories, devices: cheapest.flatMap((page) => page.items) }
})
