import { describe, expect, it } from "@effect/vitest"
import { count, eq, sql } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { defaultListingQuery } from "@shop/core/backend/catalog/listingQuery"
import { CatalogRepository } from "@shop/core/backend/ports/CatalogRepository"
import { ImageRepository } from "@shop/core/backend/ports/ImageRepository"
import { LocationsRepository } from "@shop/core/backend/ports/LocationsRepository"
import { SellCatalogRepository } from "@shop/core/backend/ports/SellCatalogRepository"
import { MarketCodes } from "@shop/core/markets/market"
import { previousPriceOf } from "@shop/core/catalog/discount"
import { currentReference, currentSpan, type PriceSpan } from "@shop/core/catalog/omnibus"
import { Database } from "../../src/postgres/Database.ts"
import { layerRepositories } from "../../src/postgres/repositories/index.ts"
import { resetDatabase } from "../../src/postgres/reset.ts"
import * as schema from "../../src/postgres/schema/index.ts"
import { seedDatabase } from "../../src/postgres/seed.ts"
import { datasetFromSeed } from "../../src/postgres/seedDataset.ts"
import { generateSeed } from "../../src/seed/generateSeed.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

const seedNumber = 42
const seed = generateSeed(seedNumber)
const dataset = datasetFromSeed(seed)

const rowCount = (table: typeof schema.products | typeof schema.productAccessories | typeof schema.images) =>
  Effect.gen(function* () {
    const database = yield* Database
    const [row] = yield* database.query("count", (db) => db.select({ n: count() }).from(table))
    return row?.n ?? -1
  })

for (const variant of testVariants()) {
  describe(`seedDatabase on ${variant.name}`, () => {
    const shared = shareDatabase(variant)
    const layer = () => layerRepositories.pipe(Layer.provideMerge(shared.layer()))

    it.effect("seeds once, skips when seeded, and seeds again with reset", () =>
      Effect.gen(function* () {
        yield* resetDatabase
        const first = yield* seedDatabase(seedNumber)
        expect(first).toEqual({ seeded: true, seedNumber, products: seed.products.length })
        expect(yield* rowCount(schema.products)).toBe(seed.products.length)
        expect(yield* rowCount(schema.images)).toBe(seed.images.length)
        const links = dataset.accessories.reduce((n, a) => n + new Set(a.productIds).size, 0)
        expect(yield* rowCount(schema.productAccessories)).toBe(links)
        expect((yield* seedDatabase(seedNumber + 1)).seeded).toBe(false)
        expect(yield* rowCount(schema.products)).toBe(seed.products.length)
        const again = yield* seedDatabase(seedNumber + 1, { reset: true })
        expect(again).toEqual({ seeded: true, seedNumber: seedNumber + 1, products: generateSeed(seedNumber + 1).products.length })
      }).pipe(Effect.provide(layer())), 120_000)

    it.effect("writes each product's price history so that the Omnibus rule gives back the previous price it shows", () =>
      Effect.gen(function* () {
        yield* seedDatabase(seedNumber, { reset: true })
        const database = yield* Database
        const spans = yield* database.query("price history", (db) =>
          db.select().from(schema.productPrices).orderBy(schema.productPrices.startedAt, schema.productPrices.id))
        const histories = new Map<number, Array<PriceSpan>>()
        for (const row of spans) {
          const history = histories.get(row.productId) ?? []
          history.push({ price: row.price, from: row.startedAt.getTime(), until: row.endedAt?.getTime() ?? null })
          histories.set(row.productId, history)
        }
        expect(histories.size).toBe(seed.products.length)
        let reduced = 0
        for (const { product } of dataset.products) {
          const history = histories.get(product.id) ?? []
          expect(currentSpan(history)?.price, `product ${product.id}`).toBe(product.price)
          const shown = previousPriceOf(product.price, product.previousPrice)
          expect(currentReference(history), `product ${product.id}`).toBe(shown)
          if (shown !== null) reduced += 1
        }
        // Most seeded products show a reduction (the seed draws one for four in five).
        expect(reduced).toBeGreaterThan(seed.products.length / 2)
      }).pipe(Effect.provide(layer())), 120_000)

    it.effect("the repositories serve the seeded catalogue in every market", () =>
      Effect.gen(function* () {
        yield* seedDatabase(seedNumber, { reset: true })
        const catalog = yield* CatalogRepository
        const sell = yield* SellCatalogRepository
        const locations = yield* LocationsRepository
        for (const market of MarketCodes) {
          const marketProducts = dataset.products.filter((p) => p.market === market)
          // Every product reads back exactly as the seed made it (a sample, to stay quick).
          for (const { product } of marketProducts.filter((_, i) => i % 97 === 0)) {
            expect(yield* catalog.productById(market, product.id)).toEqual(Option.some(product))
          }
          const page = yield* catalog.listProducts(market, { ...defaultListingQuery, pageSize: 60 })
          expect(page.total).toBe(marketProducts.filter((p) => p.product.stock > 0).length)
          expect(page.items).toHaveLength(60)
          expect((yield* catalog.brands(market)).length).toBeGreaterThanOrEqual(12)
          const first = page.items[0]
          if (first === undefined) throw new Error("empty listing")
          const [related] = yield* catalog.accessories(market, [first.id])
          const expected = dataset.accessories
            .filter((a) => a.market === market && a.productIds.includes(first.id))
            .map((a) => a.accessory)
          expect(related?.accessories).toEqual(expected)
          expect((yield* catalog.shippingRates(market)).courier).toBeGreaterThan(0)
          expect((yield* sell.sellModels(market, {})).length).toBeGreaterThan(0)
          expect((yield* sell.deductions(market)).length).toBeGreaterThan(0)
          expect((yield* locations.lockers(market)).length).toBeGreaterThan(0)
          expect((yield* locations.counties(market)).length).toBeGreaterThan(0)
          // The sitemaps' read: every product of the market, stamped with the seed's time.
          const pages = yield* catalog.catalogPages(market)
          expect(pages.products).toHaveLength(marketProducts.length)
          // (it.effect runs on the test clock: the seed's time is its zero.)
          expect(pages.updatedAt).toBe(0)
        }
      }).pipe(Effect.provide(layer())), 120_000)

    it.effect("brings the market's words into a database seeded before them, keeping its orders and stock", () =>
      Effect.gen(function* () {
        yield* seedDatabase(seedNumber, { reset: true })
        const database = yield* Database
        // The state migration 0011 leaves a database seeded before it in: no words, English labels.
        yield* database.query("forget the accessories' words", (db) => db.execute(sql`update accessories set kind_id = null, name = 'Silicone case'`))
        yield* database.query("forget the products' words", (db) => db.execute(sql`
          update products set title = model_name, model_label = model_name, colour_label = color,
            connectivity_label = connectivity, material_label = material`))
        yield* database.query("sell one", (db) => db.execute(sql`update products set stock = 0 where id = ${seed.products[0]!.id}`))
        for (const table of ["colour_names", "colours", "colour_family_names", "colour_families", "spec_value_names", "model_names", "accessory_kind_names", "accessory_kinds", "return_addresses"]) {
          yield* database.query(`forget ${table}`, (db) => db.execute(sql`delete from ${sql.identifier(table)}`))
        }
        expect((yield* seedDatabase(seedNumber)).seeded).toBe(false)
        const catalog = yield* CatalogRepository
        const first = dataset.products[0]!
        // Words back, stock as the shop left it.
        expect(yield* catalog.productById(first.market, first.product.id)).toEqual(Option.some({ ...first.product, stock: 0 }))
        const [accessory] = dataset.accessories
        expect((yield* catalog.accessoriesByIds(accessory!.market, [accessory!.accessory.id]))[0]?.name).toBe(accessory!.accessory.name)
        expect(Option.isSome(yield* catalog.returnAddress("HU"))).toBe(true)
        const listing = yield* catalog.listProducts("RO", defaultListingQuery)
        expect(listing.facets.colour.length).toBeGreaterThan(5)
        // Once there, the words are not written again.
        yield* database.query("rename a colour", (db) => db.execute(sql`update colour_family_names set name = 'Negru!' where family_id = 'black' and locale = 'ro'`))
        yield* seedDatabase(seedNumber)
        expect((yield* catalog.listProducts("RO", defaultListingQuery)).facets.colour[0]?.label).toBe("Negru!")
      }).pipe(Effect.provide(layer())), 120_000)

    it.effect("serves the picture of every product, accessory and buyback model, as the seed drew it", () =>
      Effect.gen(function* () {
        yield* seedDatabase(seedNumber, { reset: true })
        const images = yield* ImageRepository
        const paths = new Set([
          ...dataset.products.map((p) => p.product.imagePath),
          ...dataset.accessories.map((a) => a.accessory.imagePath),
          ...dataset.sellModels.map((m) => m.imagePath)
        ])
        const drawn = new Map(seed.images.map((i) => [i.path, i.svg]))
        for (const path of paths) {
          expect(Option.map(yield* images.byPath(path), (i) => [i.contentType, "body" in i ? i.body : null]), path).toEqual(
            Option.some(["image/svg+xml", drawn.get(path)])
          )
        }
        // The descriptive columns keep the seed's facts, not the dataset's blanks.
        const first = seed.images[0]!
        const database = yield* Database
        const [row] = yield* database.query("image row", (db) => db.select().from(schema.images).where(eq(schema.images.path, first.path)))
        expect(row).toEqual({ ...first, contentType: "image/svg+xml", data: null, width: 800, height: 800 })
      }).pipe(Effect.provide(layer())), 120_000)
  })
}
