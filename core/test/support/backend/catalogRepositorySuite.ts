import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import type { ListingQuery } from "../../../src/backend/catalog/listingQuery.ts"
import { defaultListingQuery } from "../../../src/backend/catalog/listingQuery.ts"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { defaultMarketSettings } from "../../../src/backend/dataset.ts"
import { CatalogRepository } from "../../../src/backend/ports/CatalogRepository.ts"
import { suiteDataset } from "./dataset.ts"

/**
 * Contract every CatalogRepository adapter passes. `makeLayer` must give a fresh store holding
 * exactly the dataset it is handed (see dataset.ts for the facts asserted here).
 */
export const catalogRepositorySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<CatalogRepository>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, CatalogRepository>) =>
      Effect.provide(effect, makeLayer(suiteDataset))
    const list = (query: Partial<ListingQuery>) =>
      Effect.gen(function*() {
        const repo = yield* CatalogRepository
        return yield* repo.listProducts("RO", { ...defaultListingQuery, ...query })
      })
    const ids = (page: { readonly items: ReadonlyArray<{ readonly id: number }> }) => page.items.map((p) => p.id)

    it.effect("lists brands with in-stock products of the market, by name, with counts", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        expect(yield* repo.brands("RO")).toEqual([
          { id: 3, slug: "apple", name: "Apple", productCount: 4 },
          { id: 9, slug: "nintendo", name: "Nintendo", productCount: 1 },
          { id: 1, slug: "samsung", name: "Samsung", productCount: 1 }
        ])
        expect((yield* repo.brands("RO", "tablet")).map((b) => [b.slug, b.productCount])).toEqual([["apple", 1]])
        expect((yield* repo.brands("BG")).map((b) => b.slug)).toEqual(["apple"])
        expect(yield* repo.brands("HU")).toEqual([])
      })))

    it.effect("lists models with their lowest in-stock price, by brand then name", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        const models = yield* repo.models("RO", {})
        expect(models.map((m) => [m.slug, m.fromPrice, m.productCount])).toEqual([
          ["apple-watch-series-7", 900, 1],
          ["ipad-air", 1500, 1],
          ["iphone-13-pro", 2600, 2],
          ["switch-oled", 1200, 1],
          ["galaxy-s21", 1800, 1]
        ])
        const iphone = models.find((m) => m.id === 1043)
        expect(iphone).toEqual({
          id: 1043,
          slug: "iphone-13-pro",
          name: "iPhone 13 Pro",
          brandId: 3,
          brandSlug: "apple",
          brandName: "Apple",
          category: "smartphone",
          imagePath: "/images/models/1043.svg",
          fromPrice: 2600,
          productCount: 2
        })
        expect((yield* repo.models("RO", { category: "smartphone", brandSlug: "apple" })).map((m) => m.id)).toEqual([1043])
        expect(yield* repo.models("RO", { brandSlug: "garmin" })).toEqual([])
      })))

    it.effect("lists in-stock products only, newest first by default, with the total", () =>
      run(Effect.gen(function*() {
        const page = yield* list({})
        expect(ids(page)).toEqual([107, 106, 105, 104, 102, 101])
        expect(page.total).toBe(6)
        expect(page.items.find((p) => p.id === 101)).toEqual(suiteDataset.products[0]?.product)
      })))

    it.effect("sorts by price both ways and by discount, ties by id", () =>
      run(Effect.gen(function*() {
        expect(ids(yield* list({ sort: "price-asc" }))).toEqual([106, 107, 105, 104, 102, 101])
        expect(ids(yield* list({ sort: "price-desc" }))).toEqual([101, 102, 104, 105, 107, 106])
        // 104: 25 %, 101: 14.3 %, 106: 10 %, 107: 4 %, then the undiscounted 102 and 105 by id.
        expect(ids(yield* list({ sort: "discount" }))).toEqual([104, 101, 106, 107, 102, 105])
      })))

    it.effect("filters by category, brand, model, price bounds and spec values", () =>
      run(Effect.gen(function*() {
        expect(ids(yield* list({ category: "smartphone", sort: "price-asc" }))).toEqual([104, 102, 101])
        expect(ids(yield* list({ brandSlug: "apple", sort: "price-asc" }))).toEqual([106, 105, 102, 101])
        expect(ids(yield* list({ modelSlug: "iphone-13-pro" }))).toEqual([102, 101])
        expect(ids(yield* list({ priceMin: 1200, priceMax: 1800, sort: "price-asc" }))).toEqual([107, 105, 104])
        expect(ids(yield* list({ storage: ["128 GB", "64 GB"], sort: "price-asc" }))).toEqual([107, 105, 104, 102, 101])
        expect(ids(yield* list({ colour: ["Sierra Blue"], shape: ["good"] }))).toEqual([102])
        expect(ids(yield* list({ colour: ["No Such Colour"] }))).toEqual([])
      })))

    it.effect("pages through the matches and keeps the total", () =>
      run(Effect.gen(function*() {
        const first = yield* list({ sort: "price-asc", pageSize: 4 })
        const second = yield* list({ sort: "price-asc", pageSize: 4, page: 2 })
        const third = yield* list({ sort: "price-asc", pageSize: 4, page: 3 })
        expect([ids(first), ids(second), ids(third)]).toEqual([[106, 107, 105, 104], [102, 101], []])
        expect([first.total, second.total, third.total]).toEqual([6, 6, 6])
      })))

    it.effect("counts facets over the scope, ignoring the spec and price filters", () =>
      run(Effect.gen(function*() {
        const page = yield* list({ category: "smartphone", storage: ["256 GB"], priceMax: 10 })
        expect(page.items).toEqual([])
        expect(page.facets).toEqual({
          storage: [{ value: "128 GB", count: 3 }],
          colour: [{ value: "Phantom Gray", count: 1 }, { value: "Sierra Blue", count: 2 }],
          shape: [{ value: "excellent", count: 2 }, { value: "good", count: 1 }],
          price: { min: 1800, max: 3000 }
        })
        const empty = yield* list({ brandSlug: "garmin" })
        expect(empty).toEqual({ items: [], total: 0, facets: { storage: [], colour: [], shape: [], price: null } })
      })))

    it.effect("finds a product of the market by id, out of stock included", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        expect(Option.map(yield* repo.productById("RO", 103), (p) => p.stock)).toEqual(Option.some(0))
        expect(yield* repo.productById("BG", 101)).toEqual(Option.none())
        expect(yield* repo.productById("RO", 999)).toEqual(Option.none())
        expect((yield* repo.productsByIds("RO", [104, 999, 101, 104, 201])).map((p) => p.id)).toEqual([104, 101])
      })))

    it.effect("lists every variant of a model in the market, by id", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        expect((yield* repo.variantsOfModel("RO", 1043)).map((p) => p.id)).toEqual([101, 102, 103])
        expect((yield* repo.variantsOfModel("BG", 1043)).map((p) => p.id)).toEqual([201])
        expect(yield* repo.variantsOfModel("RO", 777)).toEqual([])
      })))

    it.effect("answers the accessories of each known product in display order, inactive flagged", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        const answer = yield* repo.accessories("RO", [104, 101, 999, 104])
        expect(answer.map((entry) => [entry.productId, entry.accessories.map((a) => a.id)])).toEqual([
          [104, [502, 505]],
          [101, [501, 502, 503, 504, 505, 506]]
        ])
        const accessories = answer[1]?.accessories ?? []
        expect(accessories.find((a) => a.id === 506)?.isActive).toBe(false)
        expect(accessories.find((a) => a.id === 505)).toEqual({
          id: 505,
          name: "Gift wrapping",
          type: "WRAPPING_TAX",
          price: 9,
          isActive: true,
          isWrappingTax: true,
          imagePath: "/images/accessories/505.svg"
        })
        expect(yield* repo.accessories("RO", [106])).toEqual([{ productId: 106, accessories: [] }])
        expect(yield* repo.accessories("BG", [101])).toEqual([])
      })))

    it.effect("answers the extra services of each known product, inactive flagged", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        const answer = yield* repo.extraServices("RO", [101, 105])
        expect(answer.map((entry) => [entry.productId, entry.services.map((s) => [s.id, s.isActive])])).toEqual([
          [101, [[701, true], [702, true], [703, false]]],
          [105, [[701, true]]]
        ])
        expect(answer[0]?.services[0]).toEqual({
          id: 701,
          type: "WARRANTY",
          key: "warranty-extension-1y",
          price: 199,
          isActive: true
        })
      })))

    it.effect("answers accessories by id in the market, in the order asked", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        expect((yield* repo.accessoriesByIds("RO", [506, 601, 501, 506])).map((a) => [a.id, a.isActive])).toEqual([
          [506, false],
          [501, true]
        ])
        expect((yield* repo.accessoriesByIds("BG", [601])).map((a) => a.price)).toEqual([39])
      })))

    it.effect("answers each market's settings, and the defaults for a market without any", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        expect(yield* repo.cartLimitations("RO")).toEqual({
          isActive: true,
          maxCartItems: 3,
          limitedItems: [{ modelName: "iPhone 13 Pro", storage: "128 GB" }],
          maxCartLimitedItems: 2
        })
        expect((yield* repo.warrantySettings("RO")).geniusMinOrderValue).toBe(500)
        expect(yield* repo.shippingRates("BG")).toEqual({ courier: 8, locker: 6, cashOnDeliveryFee: 3, freeShippingFrom: null })
        const hu = defaultMarketSettings("HU")
        expect(yield* repo.cartLimitations("HU")).toEqual(hu.cartLimitations)
        expect(yield* repo.warrantySettings("HU")).toEqual(hu.warrantySettings)
        expect(yield* repo.shippingRates("HU")).toEqual(hu.shipping)
      })))
  })
