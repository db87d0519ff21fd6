import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fc from "fast-check"
import {
  categoriesNamed,
  categoryWordsOf,
  matchModels,
  searchCatalog,
  searchWords
} from "../../src/backend/catalog/catalogSearch.ts"
import type { CatalogModel } from "../../src/catalog/catalogTypes.ts"
import type { Category } from "../../src/catalog/category.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"

const model = (id: number, brandName: string, name: string, category: Category, productCount = 3): CatalogModel => ({
  id,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  name,
  brandId: id % 7,
  brandSlug: brandName.toLowerCase(),
  brandName,
  category,
  imagePath: `/images/${id}.svg`,
  fromPrice: 100 + id,
  productCount
})

const catalogue = [
  model(1, "Apple", "iPhone 13", "smartphone"),
  model(2, "Apple", "iPhone 13 Pro Max", "smartphone", 9),
  model(3, "Apple", "iPhone 13 Pro", "smartphone"),
  model(4, "Apple", "iPad Air", "tablet"),
  model(5, "Samsung", "Galaxy S21", "smartphone"),
  model(6, "Samsung", "Galaxy Tab S8", "tablet"),
  model(7, "Apple", "MacBook Air 13 (M1, 2020)", "laptop"),
  model(8, "Apple", "Apple Watch Series 7", "smartwatch")
]

const ro = categoryWordsOf("RO", { smartphone: ["Telefoane"], tablet: ["Tablete"] })
const names = (query: string) => matchModels(catalogue, query, ro).matches.map((m) => m.model.name)

describe("catalog search", () => {
  it("splits words without case, diacritics or punctuation", () => {
    expect(searchWords("  MacBook Air 13 (M1, 2020) ")).toEqual(["macbook", "air", "13", "m1", "2020"])
    expect(searchWords("Tabletă")).toEqual(["tableta"])
    expect(searchWords("Κινητό")).toEqual(["κινητο"])
    expect(searchWords(" ,; ")).toEqual([])
  })

  it("takes every word, whole words and the shortest name first", () => {
    expect(names("iphone 13")).toEqual(["iPhone 13", "iPhone 13 Pro", "iPhone 13 Pro Max"])
    expect(names("IPH 13 pro")).toEqual(["iPhone 13 Pro", "iPhone 13 Pro Max"])
    expect(names("m1")).toEqual(["MacBook Air 13 (M1, 2020)"])
  })

  it("matches brands and category words of the market", () => {
    expect(names("samsung")).toEqual(["Galaxy S21", "Galaxy Tab S8"])
    expect(names("tabletă samsung")).toEqual(["Galaxy Tab S8"])
    expect(names("telefoane apple")).toEqual(["iPhone 13", "iPhone 13 Pro", "iPhone 13 Pro Max"])
    expect(categoriesNamed("telefon mobil", ro)).toEqual(["smartphone"])
    expect(categoriesNamed("laptopuri ieftine", ro)).toEqual(["laptop"])
  })

  it("answers the closest models, flagged partial, when no model takes every word", () => {
    const found = matchModels(catalogue, "ipad ieftin", ro)
    expect(found.partial).toBe(true)
    expect(found.matches.map((m) => m.model.name)).toEqual(["iPad Air"])
    expect(matchModels(catalogue, "nokia", ro)).toEqual({ matches: [], partial: false })
    expect(matchModels(catalogue, "", ro)).toEqual({ matches: [], partial: false })
  })

  it("every answered model takes the same number of words, at least one", () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (query) => {
      const { matches, partial } = matchModels(catalogue, query, ro)
      const counts = new Set(matches.map((m) => m.matched))
      expect(counts.size).toBeLessThanOrEqual(1)
      for (const m of matches) expect(m.matched).toBeGreaterThan(0)
      if (!partial && matches.length > 0) expect(matches[0]?.matched).toBe(Math.min(new Set(searchWords(query)).size, 8))
    }))
  })

  it.effect("finds models of the market with the cheapest device of each", () =>
    withMemoryBackend(Effect.gen(function*() {
      const found = yield* searchCatalog("RO", "iphone")
      expect(found.models.map((m) => m.slug)).toEqual(["iphone-13-pro"])
      expect(found.devices.map((d) => d.id)).toEqual([102])
      expect(found.partial).toBe(false)
      const none = yield* searchCatalog("RO", "   ")
      expect(none.models).toEqual([])
      const phones = yield* searchCatalog("RO", "telefoane")
      expect(phones.categories).toEqual(["smartphone"])
      expect(phones.models.map((m) => m.slug).sort()).toEqual(["galaxy-s21", "iphone-13-pro"])
    })))
})
