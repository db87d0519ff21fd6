import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import type { ListingQuery } from "../../../src/backend/catalog/listingQuery.ts"
import { defaultListingQuery } from "../../../src/backend/catalog/listingQuery.ts"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { defaultMarketSettings } from "../../../src/backend/dataset.ts"
import { CatalogRepository } from "../../../src/backend/ports/CatalogRepository.ts"
import type { CatalogRepositoryShape } from "../../../src/backend/ports/CatalogRepository.ts"
import { compareForListing } from "../../../src/backend/catalog/listingOrder.ts"
import type { CartRefreshCatalog } from "../../../src/catalog/catalogTypes.ts"
import type { MarketCode } from "../../../src/markets/market.ts"
import { roReturnAddress, suiteDataset } from "./dataset.ts"

/**
 * The cart refresh's read (`cartRefreshCatalog`) as the four separate reads answer it: the reference
 * the one-call read must equal, for every adapter.
 */
export const separateReads = (
  repo: CatalogRepositoryShape,
  market: MarketCode,
  productIds: ReadonlyArray<number>,
  accessoryIds: ReadonlyArray<number>
) =>
  Effect.gen(function*() {
    const [products, accessories, services, loose] = yield* Effect.all([
      repo.productsByIds(market, productIds),
      repo.accessories(market, productIds),
      repo.extraServices(market, productIds),
      repo.accessoriesByIds(market, accessoryIds)
    ])
    const answer: CartRefreshCatalog = {
      products: products.map((product) => ({
        product,
        accessories: accessories.find((entry) => entry.productId === product.id)?.accessories ?? [],
        services: services.find((entry) => entry.productId === product.id)?.services ?? []
      })),
      accessories: loose
    }
    return answer
  })

const refreshMarkets: ReadonlyArray<MarketCode> = ["RO", "BG"]
const templates = suiteDataset.products.map((entry) => entry.product)
/** Prices with cents (numeric columns must read back as the same numbers), text beyond ASCII. */
const anyPrice = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100)
const anyName = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("Husă \"Pro\" ✓", "Θήκη\\ 'κινητού'", "tab\tand\nline"))
const linksOf = (productIds: ReadonlyArray<number>) =>
  productIds.length === 0 ? fc.constant([]) : fc.uniqueArray(fc.constantFrom(...productIds), { maxLength: 4 })

/**
 * A random catalogue for the cart refresh's read: a few products in RO and BG (stock, prices and
 * previous prices varied; models, settings and the rest from the suite's dataset), accessories and
 * extra services of either market linked to random products, in a random display order.
 */
const anyRefreshCatalogue: fc.Arbitrary<BackendDataset> = fc
  .uniqueArray(fc.record({
    id: fc.integer({ min: 1, max: 14 }),
    template: fc.integer({ min: 0, max: templates.length - 1 }),
    market: fc.constantFrom(...refreshMarkets),
    stock: fc.integer({ min: 0, max: 3 }),
    price: anyPrice,
    previousPrice: fc.option(anyPrice, { nil: null })
  }), { selector: (p) => p.id, maxLength: 8 })
  .chain((rows) => {
    const productIds = rows.map((row) => row.id)
    const accessory = fc.record({
      market: fc.constantFrom(...refreshMarkets),
      name: anyName,
      type: fc.constantFrom("CASE", "CHARGER", "BATTERY", "WRAPPING_TAX"),
      price: anyPrice,
      isActive: fc.boolean(),
      productIds: linksOf(productIds)
    })
    const service = fc.record({
      market: fc.constantFrom(...refreshMarkets),
      key: anyName,
      price: anyPrice,
      isActive: fc.boolean(),
      productIds: linksOf(productIds)
    })
    return fc.record({
      accessories: fc.uniqueArray(fc.tuple(fc.integer({ min: 500, max: 512 }), accessory), { selector: ([id]) => id, maxLength: 8 }),
      services: fc.uniqueArray(fc.tuple(fc.integer({ min: 700, max: 712 }), service), { selector: ([id]) => id, maxLength: 6 })
    }).map(({ accessories, services }): BackendDataset => ({
      ...suiteDataset,
      products: rows.map((row) => {
        const template = templates[row.template] ?? templates[0]!
        return {
          market: row.market,
          product: { ...template, id: row.id, stock: row.stock, price: row.price, previousPrice: row.previousPrice }
        }
      }),
      accessories: accessories.map(([id, a]) => ({
        market: a.market,
        accessory: {
          id,
          name: a.name,
          price: a.price,
          isActive: a.isActive,
          type: a.type,
          isWrappingTax: a.type === "WRAPPING_TAX",
          imagePath: `/images/accessories/${id}.svg`
        },
        productIds: a.productIds
      })),
      extraServices: services.map(([id, v]) => ({
        market: v.market,
        service: { id, type: "WARRANTY", key: v.key, price: v.price, isActive: v.isActive },
        productIds: v.productIds
      })),
      // The suite's limited items and sell data do not depend on these products.
      settings: suiteDataset.settings
    }))
  })

/** What a cart may send: any market, ids known or not, repeated or not. */
const anyRefreshAsk = fc.tuple(
  fc.constantFrom<MarketCode>("RO", "BG", "HU"),
  fc.array(fc.integer({ min: 1, max: 16 }), { maxLength: 8 }),
  fc.array(fc.integer({ min: 498, max: 514 }), { maxLength: 6 })
)

/** Accessory 505 of the suite dataset as every read of it answers. */
const giftWrapping = {
  id: 505,
  name: "Gift wrapping",
  type: "WRAPPING_TAX",
  price: 9,
  isActive: true,
  isWrappingTax: true,
  imagePath: "/images/accessories/505.svg"
}

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

    it.effect("names models in the market's language, the catalogue's name where the language has none", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        expect((yield* repo.models("RO", { brandSlug: "apple" })).map((m) => [m.slug, m.name])).toEqual([
          ["apple-watch-series-7", "Apple Watch Seria 7"],
          ["ipad-air", "iPad Air (generația a 4-a)"],
          ["iphone-13-pro", "iPhone 13 Pro"]
        ])
        expect((yield* repo.models("BG", {})).map((m) => m.name)).toEqual(["iPhone 13 Pro"])
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

    it.effect("sorts by discount exactly as core's discount rule does, whatever the previous prices (above, equal, below, none)", () => {
      // One random catalogue (a fixed seed: the same for every adapter), in stock, prices in cents.
      const price = fc.integer({ min: 100, max: 400_000 }).map((minor) => minor / 100)
      const rows = fc.sample(fc.tuple(price, fc.oneof(price.map((p) => [p] as const), fc.constant([null] as const), fc.constant(["same"] as const))), { numRuns: 40, seed: 18 })
      const template = suiteDataset.products[0]!.product
      const products = rows.map(([p, [previous]], i) => ({
        ...template,
        id: 1000 + i,
        stock: 1,
        price: p,
        previousPrice: previous === "same" ? p : previous
      }))
      // In HU, where the suite's dataset has no products of its own.
      const dataset: BackendDataset = {
        ...suiteDataset,
        products: [...suiteDataset.products, ...products.map((product) => ({ market: "HU" as const, product }))]
      }
      return Effect.provide(Effect.gen(function*() {
        const listed = yield* (yield* CatalogRepository).listProducts("HU", { ...defaultListingQuery, sort: "discount", pageSize: 50 })
        expect(ids(listed)).toEqual([...products].sort(compareForListing("discount")).map((p) => p.id))
      }), makeLayer(dataset))
    })

    it.effect("filters by category, brand, model, price bounds and spec values", () =>
      run(Effect.gen(function*() {
        expect(ids(yield* list({ category: "smartphone", sort: "price-asc" }))).toEqual([104, 102, 101])
        expect(ids(yield* list({ brandSlug: "apple", sort: "price-asc" }))).toEqual([106, 105, 102, 101])
        expect(ids(yield* list({ modelSlug: "iphone-13-pro" }))).toEqual([102, 101])
        expect(ids(yield* list({ priceMin: 1200, priceMax: 1800, sort: "price-asc" }))).toEqual([107, 105, 104])
        expect(ids(yield* list({ storage: ["128 GB", "64 GB"], sort: "price-asc" }))).toEqual([107, 105, 104, 102, 101])
        expect(ids(yield* list({ colour: ["blue"], shape: ["good"] }))).toEqual([102])
        expect(ids(yield* list({ colour: ["No Such Colour"] }))).toEqual([])
      })))

    it.effect("filters colours by family: every maker's colour name of the family matches", () =>
      run(Effect.gen(function*() {
        // Phantom Gray (104) and Space Gray (105) are grey; Graphite (103) too, but out of stock.
        expect(ids(yield* list({ colour: ["grey"], sort: "price-asc" }))).toEqual([105, 104])
        expect(ids(yield* list({ colour: ["black", "white"], sort: "price-asc" }))).toEqual([106, 107])
        // A maker's name is not a family.
        expect(ids(yield* list({ colour: ["Sierra Blue"] }))).toEqual([])
      })))

    it.effect("offers colour families in catalogue order, named in the market's language or else in English", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        expect((yield* list({})).facets.colour).toEqual([
          { value: "black", label: "Negru", count: 1 },
          { value: "white", label: "Alb", count: 1 },
          { value: "grey", label: "Grey", count: 2 },
          { value: "blue", label: "Albastru", count: 2 }
        ])
        expect((yield* repo.listProducts("GR", defaultListingQuery)).facets.colour).toEqual([
          { value: "grey", label: "Γκρι", count: 1 }
        ])
        expect((yield* repo.listProducts("BG", defaultListingQuery)).facets.colour).toEqual([
          { value: "blue", label: "Син", count: 1 }
        ])
      })))

    it.effect("answers products with their market's words beside the catalogue's values", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        const ro = Option.getOrThrow(yield* repo.productById("RO", 101))
        expect([ro.spec.color, ro.labels.color]).toEqual(["Sierra Blue", "Albastru Sierra"])
        const bg = Option.getOrThrow(yield* repo.productById("BG", 201))
        expect([bg.spec.color, bg.labels.color]).toEqual(["Sierra Blue", "Син Sierra"])
        const [watch] = yield* repo.variantsOfModel("RO", 5001)
        expect(watch?.labels).toEqual({ model: "Apple Watch Seria 7", color: "Miezul nopții", connectivity: null, material: null })
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
          colour: [{ value: "grey", label: "Grey", count: 1 }, { value: "blue", label: "Albastru", count: 2 }],
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
        expect(accessories.find((a) => a.id === 505)).toEqual(giftWrapping)
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

    it.effect("answers the cart refresh's read in one call: products with their offers, then loose accessories", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        const answer = yield* repo.cartRefreshCatalog("RO", [104, 999, 101, 104, 201, 106], [506, 601, 501, 506])
        expect(answer.products.map((entry) => [
          entry.product.id,
          entry.accessories.map((a) => a.id),
          entry.services.map((s) => [s.id, s.isActive])
        ])).toEqual([
          [104, [502, 505], [[701, true], [702, true]]],
          [101, [501, 502, 503, 504, 505, 506], [[701, true], [702, true], [703, false]]],
          [106, [], [[701, true]]]
        ])
        expect(answer.products[1]?.product).toEqual(suiteDataset.products[0]?.product)
        expect(answer.products[0]?.accessories[1]).toEqual(giftWrapping)
        expect(answer.accessories.map((a) => [a.id, a.isActive])).toEqual([[506, false], [501, true]])
        expect(yield* repo.cartRefreshCatalog("RO", [], [])).toEqual({ products: [], accessories: [] })
        expect(yield* repo.cartRefreshCatalog("HU", [101], [501])).toEqual({ products: [], accessories: [] })
      })))

    it.effect("the cart refresh's read equals what productsByIds, accessories, extraServices and accessoriesByIds answer", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        const asks: ReadonlyArray<readonly [MarketCode, ReadonlyArray<number>, ReadonlyArray<number>]> = [
          ["RO", [101, 102, 103, 104, 105, 106, 107, 201, 301], [501, 502, 503, 504, 505, 506, 601]],
          ["RO", [107, 103, 107, 2_147_483_647], [505, 505]],
          ["BG", [101, 201], [601, 501]],
          ["GR", [301], []]
        ]
        for (const [market, productIds, accessoryIds] of asks) {
          expect(yield* repo.cartRefreshCatalog(market, productIds, accessoryIds)).toEqual(
            yield* separateReads(repo, market, productIds, accessoryIds)
          )
        }
      })))

    it("on random catalogues, the cart refresh's read equals the four separate reads", async () => {
      await fc.assert(
        fc.asyncProperty(anyRefreshCatalogue, fc.array(anyRefreshAsk, { minLength: 1, maxLength: 4 }), (dataset, asks) =>
          Effect.runPromise(Effect.provide(
            Effect.gen(function*() {
              const repo = yield* CatalogRepository
              for (const [market, productIds, accessoryIds] of asks) {
                expect(yield* repo.cartRefreshCatalog(market, productIds, accessoryIds)).toEqual(
                  yield* separateReads(repo, market, productIds, accessoryIds)
                )
              }
            }),
            makeLayer(dataset)
          ))),
        { numRuns: 12 }
      )
    })

    it.effect("answers the sitemaps' read: every product of the market by id, with its brand's and model's slugs", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        for (const market of ["RO", "BG", "HU"] as const) {
          const pages = yield* repo.catalogPages(market)
          expect(pages.updatedAt === null || Number.isFinite(pages.updatedAt)).toBe(true)
          const products = suiteDataset.products
            .filter((entry) => entry.market === market)
            .map((entry) => entry.product)
            .sort((a, b) => a.id - b.id)
          expect(pages.products.map((row) => [row.category, row.brandName, row.modelName, row.storage, row.colour, row.legacyModelId, row.shape, row.inStock]))
            .toEqual(products.map((p) => [p.category, p.brandName, p.modelName, p.spec.storage, p.spec.color, p.legacyModelId, p.spec.shape, p.stock > 0]))
          // The slugs are the listings' own: the models in stock are the model pages the shop has.
          const inStock = new Set(pages.products.filter((row) => row.inStock).map((row) => `${row.brandSlug}/${row.modelSlug}`))
          const models = yield* repo.models(market, {})
          expect([...inStock].sort()).toEqual(models.map((m) => `${m.brandSlug}/${m.slug}`).sort())
        }
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

    it.effect("answers each market's return address, none for a market without one", () =>
      run(Effect.gen(function*() {
        const repo = yield* CatalogRepository
        expect(yield* repo.returnAddress("RO")).toEqual(Option.some(roReturnAddress))
        expect(Option.map(yield* repo.returnAddress("GR"), (a) => [a.city, a.region])).toEqual(Option.some(["Ασπρόπυργος", null]))
        expect(yield* repo.returnAddress("BG")).toEqual(Option.none())
        expect(yield* repo.returnAddress("HU")).toEqual(Option.none())
      })))
  })
