import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fc from "fast-check"
import { listing } from "../../src/backend/catalog/catalogService.ts"
import { productDetailById } from "../../src/backend/catalog/productDetail.ts"
import { availableShapes } from "../../src/backend/catalog/shopCalls.ts"
import type { BackendDataset } from "../../src/backend/dataset.ts"
import { compareStorage, storageBytes } from "../../src/catalog/storageOrder.ts"
import { suiteDataset } from "../support/backend/dataset.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"

describe("compareStorage", () => {
  it("orders by capacity, not text", () => {
    expect(["128GB", "256GB", "64GB", "1TB", "512 GB", "32 GB"].toSorted(compareStorage)).toEqual(
      ["32 GB", "64GB", "128GB", "256GB", "512 GB", "1TB"]
    )
    expect(["2TB", "1TB", "825GB"].toSorted(compareStorage)).toEqual(["825GB", "1TB", "2TB"])
    expect(storageBytes("1TB")).toBe(2 ** 40)
    expect(storageBytes("Wi-Fi")).toBeUndefined()
  })

  it("puts values without a capacity last, in code-point order", () => {
    expect(["other", "64GB", "Another", "16GB"].toSorted(compareStorage)).toEqual(["16GB", "64GB", "Another", "other"])
  })

  it("is a total order: antisymmetric and transitive (property)", () => {
    const value = fc.oneof(
      fc.tuple(fc.integer({ min: 1, max: 2048 }), fc.constantFrom("GB", " GB", "TB", "MB")).map(([n, u]) => `${n}${u}`),
      fc.string({ maxLength: 6 })
    )
    fc.assert(fc.property(value, value, value, (a, b, c) => {
      expect(Math.sign(compareStorage(a, b))).toBe(-Math.sign(compareStorage(b, a)) || 0)
      if (compareStorage(a, b) <= 0 && compareStorage(b, c) <= 0) expect(compareStorage(a, c)).toBeLessThanOrEqual(0)
    }))
  })
})

/** The suite's iPhone 13 Pro (product 101) in more storages: 64, 512 GB and 1 TB. */
const withStorages: BackendDataset = (() => {
  const base = suiteDataset.products.find((p) => p.product.id === 101)
  if (base === undefined) throw new Error("the suite dataset lost product 101")
  const variant = (id: number, storage: string) => ({
    market: base.market,
    product: { ...base.product, id, stock: 2, spec: { ...base.product.spec, storage } }
  })
  return { ...suiteDataset, products: [...suiteDataset.products, variant(111, "1 TB"), variant(112, "512 GB"), variant(113, "64 GB")] }
})()

describe("storage order in the catalogue's answers", () => {
  it.effect("listing facets, product detail options and available shapes list storage by capacity", () =>
    withMemoryBackend(
      Effect.gen(function*() {
        const page = yield* listing("RO", { modelSlug: "iphone-13-pro" })
        expect(page.facets.storage.map((f) => f.value)).toEqual(["64 GB", "128 GB", "512 GB", "1 TB"])
        const detail = yield* productDetailById("RO", 101)
        expect(detail.options.storage.map((o) => o.value)).toEqual(["64 GB", "128 GB", "256 GB", "512 GB", "1 TB"])
        const shapes = yield* availableShapes({ locale: "ro", productId: 101 })
        expect(shapes.data.relatedSpecs.find((s) => s.name === "storage")?.items).toEqual(["64 GB", "128 GB", "512 GB", "1 TB"])
      }),
      withStorages
    ))
})
