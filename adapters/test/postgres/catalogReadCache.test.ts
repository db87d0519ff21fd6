import { describe, expect, it } from "@effect/vitest"
import { suiteDataset } from "@shop/core/test-support/backend/dataset"
import { catalogRepositorySuite } from "@shop/core/test-support/backend/catalogRepositorySuite"
import { CatalogRepository, type CatalogRepositoryShape } from "@shop/core/backend/ports/CatalogRepository"
import { sql } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { updateStaffProduct } from "@shop/core/backend/staff/products"
import { StaffProductRepository } from "@shop/core/backend/staff/productPorts"
import { AuditLogMemory } from "../../src/memory/backend/AuditLogMemory.ts"
import { makeCatalogReadCache } from "../../src/postgres/CatalogReadCache.ts"
import { Database, type DatabaseShape } from "../../src/postgres/Database.ts"
import { loadDataset } from "../../src/postgres/loadDataset.ts"
import { CatalogRepositoryPg, makeCatalogRepositoryPg } from "../../src/postgres/repositories/CatalogRepositoryPg.ts"
import { makeStaffProductRepositoryPg } from "../../src/postgres/repositories/StaffProductRepositoryPg.ts"
import { openTwoProcesses } from "../../src/postgres/testDatabases.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/**
 * Issue 15: the pages' catalog read cache answers what the repository answers (core's contract
 * suite through it), and a change committed by any connection (another server process on
 * PostgreSQL) reaches it through the catalog tables' triggers, within 2 s.
 */
const cachedLayer = Layer.effect(CatalogRepository, Effect.gen(function* () {
  const database = yield* Database
  const repository = yield* CatalogRepository
  return (yield* makeCatalogReadCache(database, repository)).repository
}))

for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    catalogRepositorySuite("CatalogReadCache over CatalogRepositoryPg", (dataset) =>
      cachedLayer.pipe(Layer.provide(CatalogRepositoryPg.layer), Layer.provide(shared.seeded(dataset)), Layer.orDie))
  })
}

/** Counts the reads that reach the database. */
const counting = (repository: CatalogRepositoryShape) => {
  let reads = 0
  const counted: CatalogRepositoryShape = {
    ...repository,
    productById: (market, id) => Effect.suspend(() => {
      reads += 1
      return repository.productById(market, id)
    })
  }
  return { counted, reads: () => reads }
}

// RO 101 of the suite dataset: an iPhone 13 Pro, 3 in stock.
const productId = 101
const market = "RO"

const priceSeen = (cache: CatalogRepositoryShape) =>
  Effect.map(cache.productById(market, productId), (product) => Option.map(product, (p) => ({ price: p.price, stock: p.stock })))

const until = <A, E>(read: Effect.Effect<A, E>, done: (a: A) => boolean) =>
  Effect.gen(function* () {
    const started = Date.now()
    for (;;) {
      const value = yield* read
      if (done(value)) return Date.now() - started
      if (Date.now() - started > 2_000) return Infinity
      yield* Effect.sleep("20 millis")
    }
  })

describe("CatalogReadCache across server processes", () => {
  it.live("answers a repeated read from memory, and a price change and a sell-out committed by the other process within 2 s", () =>
    Effect.gen(function* () {
      const [one, other]: readonly [DatabaseShape, DatabaseShape] = yield* openTwoProcesses(process.env["TEST_DATABASE_URL"])
      yield* Effect.provideService(loadDataset(suiteDataset), Database, other)
      const { counted, reads } = counting(makeCatalogRepositoryPg(one))
      const { repository: cache, version } = yield* makeCatalogReadCache(one, counted)
      const versionBefore = version()
      expect(versionBefore).toBeTypeOf("number")

      const before = yield* priceSeen(cache)
      expect(Option.isSome(before)).toBe(true)
      yield* priceSeen(cache)
      yield* priceSeen(cache)
      expect(reads()).toBe(1)

      const newPrice = Option.getOrThrow(before).price + 100
      yield* other.query("price change", (db) => db.execute(sql`update products set price = ${newPrice} where id = ${productId}`))
      const priceAfter = yield* until(priceSeen(cache), (seen) => Option.getOrThrow(seen).price === newPrice)
      expect(priceAfter).toBeLessThanOrEqual(2_000)
      // What is kept beyond the cache (the page cache) sees the change as a new version.
      expect(version()).not.toBe(versionBefore)

      yield* other.query("sold out", (db) => db.execute(sql`update products set stock = 0 where id = ${productId}`))
      const soldOutAfter = yield* until(priceSeen(cache), (seen) => Option.getOrThrow(seen).stock === 0)
      expect(soldOutAfter).toBeLessThanOrEqual(2_000)

      // Once fresh, it is kept again: the next reads do not reach the database.
      const settled = reads()
      yield* priceSeen(cache)
      expect(reads()).toBe(settled)
    }).pipe(Effect.scoped, Effect.orDie), 60_000)

  it.live("keeps the cart refresh's read per product: another cart of kept ids reads nothing, a gone id is never kept, and a sell-out by the other process shows within 2 s", () =>
    Effect.gen(function* () {
      const [one, other] = yield* openTwoProcesses(process.env["TEST_DATABASE_URL"])
      yield* Effect.provideService(loadDataset(suiteDataset), Database, other)
      const plain = makeCatalogRepositoryPg(one)
      const asked: Array<readonly [ReadonlyArray<number>, ReadonlyArray<number>]> = []
      const counted: CatalogRepositoryShape = {
        ...plain,
        cartRefreshCatalog: (m, productIds, accessoryIds) => Effect.suspend(() => {
          asked.push([productIds, accessoryIds])
          return plain.cartRefreshCatalog(m, productIds, accessoryIds)
        })
      }
      const { repository: cache } = yield* makeCatalogReadCache(one, counted)
      const refresh = (productIds: ReadonlyArray<number>, accessoryIds: ReadonlyArray<number>) =>
        Effect.gen(function* () {
          const answer = yield* cache.cartRefreshCatalog(market, productIds, accessoryIds)
          expect(answer).toEqual(yield* plain.cartRefreshCatalog(market, productIds, accessoryIds))
          return answer
        })

      yield* refresh([101, 104], [501])
      yield* refresh([106, 101, 101], [506, 501])
      expect(asked).toEqual([[[101, 104], [501]], [[106, 101, 101], [506, 501]]])
      // Another shopper's cart of devices and accessories already kept: answered from memory.
      yield* refresh([104, 106, 101], [501, 506])
      yield* refresh([], [])
      expect(asked).toHaveLength(2)
      // A device the market does not have is asked for again each time (random ids fill nothing).
      yield* refresh([101, 999], [])
      yield* refresh([101, 999], [])
      expect(asked).toHaveLength(4)

      yield* other.query("sold out", (db) => db.execute(sql`update products set stock = 0 where id = ${productId}`))
      const stockOf101 = Effect.map(cache.cartRefreshCatalog(market, [productId], []), (answer) => answer.products[0]?.product.stock)
      const soldOutAfter = yield* until(stockOf101, (stock) => stock === 0)
      expect(soldOutAfter).toBeLessThanOrEqual(2_000)
    }).pipe(Effect.scoped, Effect.orDie), 60_000)

  it.live("a staff edit (issue 18: core's update over the other process's StaffProductRepositoryPg) is what the product read answers within 2 s, its Omnibus previous price included", () =>
    Effect.gen(function* () {
      const [one, other] = yield* openTwoProcesses(process.env["TEST_DATABASE_URL"])
      yield* Effect.provideService(loadDataset(suiteDataset), Database, other)
      const { repository: cache } = yield* makeCatalogReadCache(one, makeCatalogRepositoryPg(one))
      const seen = Effect.map(cache.productById(market, 102), (p) => Option.map(p, (x) => [x.price, x.previousPrice, x.stock]))
      expect(yield* seen).toEqual(Option.some([2600, null, 1]))
      const staff = { id: "staff-1", email: "catalog@shop.test", name: "Catalog", role: "catalog", language: "en" } as const
      yield* updateStaffProduct(staff, 102, { price: 2450, stock: 4 }).pipe(
        Effect.provideService(StaffProductRepository, makeStaffProductRepositoryPg(other)),
        Effect.provide(AuditLogMemory.layer)
      )
      const after = yield* until(seen, (now) => Option.getOrThrow(now)[0] === 2450)
      expect(after).toBeLessThanOrEqual(2_000)
      // 102 had 2600 for the whole window before the cut: the reduction is announced against it.
      expect(yield* seen).toEqual(Option.some([2450, 2600, 4]))
    }).pipe(Effect.scoped, Effect.orDie), 60_000)

  it.live("a change of a table the pages show beside products (an accessory) empties it too", () =>
    Effect.gen(function* () {
      const [one, other] = yield* openTwoProcesses(process.env["TEST_DATABASE_URL"])
      yield* Effect.provideService(loadDataset(suiteDataset), Database, other)
      const { counted, reads } = counting(makeCatalogRepositoryPg(one))
      const { repository: cache } = yield* makeCatalogReadCache(one, counted)
      yield* priceSeen(cache)
      yield* other.query("accessory edit", (db) => db.execute(sql`update accessories set price = price + 1`))
      const emptied = yield* until(Effect.map(priceSeen(cache), () => reads()), (n) => n >= 2)
      expect(emptied).toBeLessThanOrEqual(2_000)
    }).pipe(Effect.scoped, Effect.orDie), 60_000)

  it.live("a review's change (a moderator's approval) moves the version the kept pages are checked against", () =>
    Effect.gen(function* () {
      const [one, other] = yield* openTwoProcesses(process.env["TEST_DATABASE_URL"])
      yield* Effect.provideService(loadDataset(suiteDataset), Database, other)
      const { version } = yield* makeCatalogReadCache(one, makeCatalogRepositoryPg(one))
      const before = version()
      expect(before).toBeTypeOf("number")
      yield* other.query("review approval", (db) => db.execute(sql`update reviews set status = 'approved' where status = 'pending'`))
      const moved = yield* until(Effect.sync(() => version()), (now) => now !== before)
      expect(moved).toBeLessThanOrEqual(2_000)
    }).pipe(Effect.scoped, Effect.orDie), 60_000)
})

describe.skipIf((process.env["TEST_DATABASE_URL"]?.trim() ?? "") === "")("CatalogReadCache when its listener is cut (PostgreSQL)", () => {
  it.live("reads the database while it cannot hear changes, and keeps answers again once it listens again", () =>
    Effect.gen(function* () {
      const [one, other] = yield* openTwoProcesses(process.env["TEST_DATABASE_URL"])
      yield* Effect.provideService(loadDataset(suiteDataset), Database, other)
      const { counted, reads } = counting(makeCatalogRepositoryPg(one))
      const { repository: cache, version } = yield* makeCatalogReadCache(one, counted)
      yield* priceSeen(cache)
      yield* priceSeen(cache)
      expect(reads()).toBe(1)

      yield* other.query("cut the listener", (db) =>
        db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`))
      // Deaf: every read goes to the database (a change now would not be heard).
      const deaf = yield* until(Effect.gen(function* () {
        const before = reads()
        yield* priceSeen(cache)
        return reads() - before
      }), (fresh) => fresh === 1)
      expect(deaf).toBeLessThanOrEqual(2_000)
      // No version while deaf: nothing may be kept from the catalog (the page cache neither).
      expect(version()).toBeUndefined()

      // Listening again (once a second): answers are kept again.
      const keptAgain = yield* until(Effect.gen(function* () {
        yield* priceSeen(cache)
        const before = reads()
        yield* priceSeen(cache)
        return reads() - before
      }), (fresh) => fresh === 0)
      expect(keptAgain).toBeLessThanOrEqual(2_000)
      expect(version()).toBeTypeOf("number")
    }).pipe(Effect.scoped, Effect.orDie), 60_000)
})

