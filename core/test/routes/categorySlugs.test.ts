import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import { Categories } from "../../src/catalog/category.ts"
import { MarketCodes } from "../../src/markets/market.ts"
import {
  alternateLink,
  alternateSlugTable,
  categoryFromCanonicalSlug,
  categoryFromSlug,
  categorySlug,
  englishCategorySlugs,
  filterSlugTable,
  isSlug,
  queryWordCategories,
  queryWords
} from "../../src/routes/index.ts"
import { market } from "./arbitraries.ts"

const category = fc.constantFrom(...Categories)

describe("category slugs", () => {
  it("RO lists phones, tablets and laptops under telefoane, tablete, laptopuri", () => {
    expect([categorySlug("RO", "smartphone"), categorySlug("RO", "tablet"), categorySlug("RO", "laptop")]).toEqual([
      "telefoane",
      "tablete",
      "laptopuri"
    ])
  })

  it("are a bijection between categories and canonical slugs in every market", () => {
    fc.assert(
      fc.property(market, category, (m, c) => {
        expect(categoryFromCanonicalSlug(m, categorySlug(m, c))).toEqual(Option.some(c))
        expect(categoryFromSlug(m, categorySlug(m, c))).toEqual(Option.some(c))
      })
    )
    for (const m of MarketCodes) {
      const slugs = Categories.map((c) => categorySlug(m, c))
      expect(new Set(slugs).size).toBe(Categories.length)
    }
  })

  it("every slug of every table is a URL slug", () => {
    for (const m of MarketCodes) {
      const all = [...Categories.map((c) => categorySlug(m, c)), ...alternateSlugTable(m).keys(), ...filterSlugTable(m).keys()]
      for (const slug of all) expect(isSlug(slug)).toBe(true)
    }
  })

  it("no slug names two categories within a market's canonical, alternate and filter tables", () => {
    for (const m of MarketCodes) {
      const seen = new Map<string, string>()
      const entries = [
        ...Categories.map((c) => [categorySlug(m, c), c] as const),
        ...alternateSlugTable(m),
        ...filterSlugTable(m)
      ]
      for (const [slug, c] of entries) {
        expect(seen.get(slug) ?? c).toBe(c)
        seen.set(slug, c)
        expect(categoryFromSlug(m, slug)).toEqual(Option.some(c))
      }
    }
  })

  it("the alternate table holds the other markets' slugs and the English ones", () => {
    fc.assert(
      fc.property(market, market, category, (m, other, c) => {
        fc.pre(m !== other && categorySlug(m, c) !== categorySlug(other, c))
        expect(alternateSlugTable(m).get(categorySlug(other, c))).toBe(c)
        for (const english of englishCategorySlugs[c]) expect(categoryFromSlug(m, english)).toEqual(Option.some(c))
      })
    )
  })

  it("an unknown slug names no category", () => {
    expect(categoryFromSlug("RO", "frigidere")).toEqual(Option.none())
  })
})

describe("alternateLink", () => {
  it("gives the target market's slug of the same category", () => {
    expect(alternateLink("RO", "telefoane", "HU")).toEqual(Option.some("telefonok"))
    expect(alternateLink("GR", "smartphones", "BG")).toEqual(Option.some("telefoni"))
    expect(alternateLink("HU", "okosora", "RO")).toEqual(Option.some("ceasuri-inteligente"))
  })

  it("maps any slug a market accepts to the target's canonical slug", () => {
    fc.assert(
      fc.property(market, market, category, (from, to, c) => {
        expect(alternateLink(from, categorySlug(from, c), to)).toEqual(Option.some(categorySlug(to, c)))
      })
    )
  })

  it("has no link for a slug that names no category", () => {
    expect(alternateLink("BG", "apple", "RO")).toEqual(Option.none())
  })
})

describe("query words", () => {
  it("every market has a localized word for mobile phone, phones, tablet, smartwatch and laptop", () => {
    for (const m of MarketCodes) {
      const words = queryWords(m)
      for (const key of Object.keys(queryWordCategories) as ReadonlyArray<keyof typeof queryWordCategories>) {
        expect(words[key].trim()).not.toBe("")
      }
    }
    expect(queryWords("BG").phones).toBe("телефони")
    expect(queryWordCategories.mobilePhone).toBe("smartphone")
  })
})
