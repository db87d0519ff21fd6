import { describe, expect, it } from "@effect/vitest"
import { compareForListing, isListed } from "../../src/backend/catalog/listingOrder.ts"
import type { Product } from "../../src/catalog/product.ts"

const product = (id: number, price: number, previousPrice: number | null, stock = 1): Product => ({
  id, legacyModelId: 1, legacySellId: null, legacySku: `SKU-${id}`, legacyShapeId: 1, stock, price, previousPrice,
  retailPrice: null, brandName: "Apple", modelName: "iPhone", category: "smartphone", imagePath: "/p.svg",
  naming: { title: "t", modelDisplayName: "m", shortTitle: "s", configSummary: "c" },
  spec: { shape: "good", color: "Black", storage: null, connectivity: null, material: null, size: null },
  labels: { model: "iPhone", color: "Negru", connectivity: null, material: null }
})

describe("listingOrder", () => {
  const items = [product(1, 100, 200), product(2, 100, null), product(3, 150, 300), product(4, 50, 40)]
  const ids = (sort: Parameters<typeof compareForListing>[0]) => items.toSorted(compareForListing(sort)).map((p) => p.id)

  it("sorts by each sort's keys, ties by id ascending", () => {
    expect(ids("price-asc")).toEqual([4, 1, 2, 3])
    expect(ids("price-desc")).toEqual([3, 1, 2, 4])
    expect(ids("newest")).toEqual([4, 3, 2, 1])
    expect(ids("discount")).toEqual([1, 3, 2, 4])
  })

  it("lists products in stock only", () => {
    expect(isListed(product(1, 1, null, 0))).toBe(false)
    expect(isListed(product(1, 1, null, 2))).toBe(true)
  })
})
