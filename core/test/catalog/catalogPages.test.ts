import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { Option, Result } from "effect"
import { type CatalogPageProduct, catalogPageRefs } from "../../src/catalog/catalogPages.ts"
import { Categories } from "../../src/catalog/category.ts"
import { MarketCodes } from "../../src/markets/market.ts"
import { pageHref } from "../../src/routes/alternates.ts"
import { productUrl } from "../../src/routes/productUrl.ts"

const name = fc.constantFrom("Apple", "Samsung", "iPhone 13 Pro", "Galaxy S21+", "Sierra Blue", "Midnight", "Ροζ", "Черен")
const row: fc.Arbitrary<CatalogPageProduct> = fc.record({
  category: fc.constantFrom(...Categories),
  brandSlug: fc.constantFrom("apple", "samsung"),
  brandName: name,
  modelSlug: fc.constantFrom("iphone-13", "galaxy-s21"),
  modelName: name,
  storage: fc.option(fc.constantFrom("64 GB", "128 GB", "1 TB"), { nil: null }),
  colour: name,
  legacyModelId: fc.nat({ max: 5000 }),
  shape: fc.constantFrom("excellent", "very-good", "good", "fair"),
  inStock: fc.boolean()
})

describe("the catalogue's pages (sitemaps, issue 17)", () => {
  it("property: one product page per row, at the very URL the shop links the product with", () => {
    fc.assert(fc.property(fc.constantFrom(...MarketCodes), fc.array(row, { maxLength: 12 }), (market, rows) => {
      const refs = catalogPageRefs({ updatedAt: null, products: rows })
      expect(refs.products).toHaveLength(rows.length)
      refs.products.forEach((page, i) => {
        const source = rows[i]
        if (source === undefined) throw new Error("row")
        const expected = productUrl(market, {
          category: source.category,
          brand: source.brandName,
          model: source.modelName,
          storage: source.storage,
          colour: source.colour,
          legacyModelId: source.legacyModelId,
          shape: source.shape
        })
        expect(pageHref(market, page)).toEqual(Result.isSuccess(expected) ? Option.some(expected.success) : Option.none())
      })
    }))
  })

  it("property: brand and model pages are those with a device in stock, each once, sorted", () => {
    fc.assert(fc.property(fc.array(row, { maxLength: 12 }), (rows) => {
      const refs = catalogPageRefs({ updatedAt: null, products: rows })
      const stocked = rows.filter((r) => r.inStock)
      expect(refs.brands.map((b) => (b.route.key === "shopBrand" ? b.route.params.brand : ""))).toEqual([...new Set(stocked.map((r) => r.brandSlug))].sort())
      const models = refs.models.map((m) => (m.route.key === "shopModel" ? `${m.route.params.brand}/${m.route.params.model}` : ""))
      expect(models).toEqual([...new Set(stocked.map((r) => `${r.brandSlug}/${r.modelSlug}`))].sort())
    }))
  })
})
