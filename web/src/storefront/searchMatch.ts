import { Categories, type Category } from "@shop/core/catalog/index"
import type { MarketCode } from "@shop/core/markets/index"
import { queryWordCategories, queryWords } from "@shop/core/routes/index"

/** Lower case, no diacritics or Greek tonos, single spaces: "Tabletă" and "tableta" compare equal. */
export const normalizeQuery = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim()

/**
 * The categories a search names, through the market's query words (SPEC 2.3) and the localized
 * category names: "telefon mobil iphone" -> smartphone. The listing search proper comes with the
 * listing pages; until then the shop root offers these categories.
 */
export const categoriesOfQuery = (
  market: MarketCode,
  query: string,
  categoryNames: { readonly [C in Category]: string }
): ReadonlyArray<Category> => {
  const q = normalizeQuery(query)
  if (q.length < 2) return []
  const words = queryWords(market)
  const hits = new Set<Category>()
  for (const key of Object.keys(queryWordCategories) as Array<keyof typeof queryWordCategories>) {
    const word = normalizeQuery(words[key])
    if (q.includes(word) || word.includes(q)) hits.add(queryWordCategories[key])
  }
  for (const category of Categories) {
    const name = normalizeQuery(categoryNames[category])
    if (q.includes(name) || name.includes(q)) hits.add(category)
  }
  return Categories.filter((c) => hits.has(c))
}
