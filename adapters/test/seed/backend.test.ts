import { describe, expect, it } from "@effect/vitest"
import { BackendDataset } from "@shop/core/backend/dataset"
import { productDetail } from "@shop/core/backend/catalog/productDetail"
import { quoteOffers } from "@shop/core/backend/sell/quoteService"
import { Product } from "@shop/core/catalog/product"
import { withMemoryBackend } from "@shop/core/test-support/backend/memoryBackend"
import { Effect, Schema } from "effect"
import { datasetFromSeed } from "../../src/postgres/seedDataset.ts"
import { seed } from "./fixture.ts"

/**
 * The seed through core's backend services on the in-memory repositories: its product URLs open
 * their product pages and its buyback prices quote offers.
 */
const dataset = datasetFromSeed(seed)

describe("seed on core's backend", () => {
  it("decodes as core's BackendDataset", () => {
    expect(() => Schema.decodeUnknownSync(BackendDataset)(dataset)).not.toThrow()
  })

  it("gives products exactly core's Product fields (no seed bookkeeping)", () => {
    const fields = Object.keys(Product.fields).toSorted()
    for (const { product } of dataset.products.filter((_, i) => i % 97 === 0)) {
      expect(Object.keys(product).toSorted()).toEqual(fields)
    }
  })

  it.effect("opens the product page of a sample of product URLs in every market", () =>
    withMemoryBackend(
      Effect.gen(function*() {
        const sample = seed.products.filter((_, i) => i % 97 === 0)
        for (const p of sample) {
          const [pathname, search] = p.productUrl.split("?")
          const detail = yield* productDetail(p.market, pathname ?? "", search ?? "")
          expect(detail.product.id, p.productUrl).toBe(p.id)
          expect(detail.options.shape.some((o) => o.selected && o.value === p.spec.shape)).toBe(true)
        }
      }),
      dataset
    ))

  it.effect("quotes offers for a bought-back iPhone from the funnel's ids", () =>
    withMemoryBackend(
      Effect.gen(function*() {
        const family = seed.families.find((f) => f.name === "iPhone 13 Pro")
        const storage = seed.sellOptions.find((o) => o.familyId === family?.id && o.attribute === "storage")
        const colour = seed.sellOptions.find((o) => o.familyId === family?.id && o.attribute === "colour")
        if (family === undefined || storage === undefined || colour === undefined) return expect.fail("no iPhone 13 Pro")
        const quote = yield* quoteOffers("RO", [{
          category: family.categoryId,
          brand: family.brandId,
          model: { id: family.id, name: family.name },
          config: { colour: colour.id, storage: storage.id, provider: 530 },
          answers: { "liquid-contact": [1], "burn-in": [3], "grading-display": [6], "grading-case": [10], battery: [14], "phone-defects": [22] }
        }])
        expect(quote._tag).toBe("OffersQuoted")
        if (quote._tag !== "OffersQuoted") return
        const base = seed.sellPrices.find((p) => p.market === "RO" && p.familyId === family.id && p.storageOptionId === storage.id)
        const normal = quote.offers[0]?.offers.find((o) => o.id === 1)
        expect(normal?.value).toBeGreaterThanOrEqual(base?.basePrice ?? Number.POSITIVE_INFINITY)
      }),
      dataset
    ))
})
