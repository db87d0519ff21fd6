/// <reference types="node" />
import { mkdtemp, rm, stat } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { count, eq } from "drizzle-orm"
import { ConfigProvider, Effect, Layer, Schema } from "effect"
import { CatalogRepository } from "@shop/core/backend/ports/CatalogRepository"
import { suiteDataset } from "@shop/core/test-support/backend/dataset"
import { Database, DatabaseError, isUniqueViolation } from "../../src/postgres/Database.ts"
import { layerFromConfig, layerPgliteDataDir } from "../../src/postgres/layers.ts"
import { loadDataset } from "../../src/postgres/loadDataset.ts"
import { migrate } from "../../src/postgres/migrate.ts"
import { resetDatabase } from "../../src/postgres/reset.ts"
import * as schema from "../../src/postgres/schema/index.ts"
import { layerBackendFromConfig } from "../../src/postgres/startup.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

class Boom extends Schema.TaggedError<Boom>()("Boom", { reason: Schema.String }) {}

const brandCount = Effect.gen(function* () {
  const database = yield* Database
  const [row] = yield* database.query("count brands", (db) => db.select({ n: count() }).from(schema.brands))
  return row?.n ?? -1
})

describe.each(testVariants())("Database on $name", (variant) => {
  const shared = shareDatabase(variant)

  it.effect("migrating again changes nothing", () =>
    Effect.gen(function* () {
      yield* loadDataset(suiteDataset)
      yield* migrate
      expect(yield* brandCount).toBe(suiteDataset.brands.length)
    }).pipe(Effect.provide(shared.layer())))

  it.effect("loads a dataset and reads amounts back exactly", () =>
    Effect.gen(function* () {
      const database = yield* Database
      const rows = yield* database.query("products", (db) =>
        db.select().from(schema.products).where(eq(schema.products.id, 101)))
      expect(rows).toHaveLength(1)
      expect(rows[0]?.price).toBe(3000)
      expect(rows[0]?.previousPrice).toBe(3500)
      // An unconstrained numeric keeps any JS number as it was written.
      yield* database.query("odd price", (db) =>
        db.update(schema.products).set({ price: 0.1 + 0.2 }).where(eq(schema.products.id, 101)))
      const [odd] = yield* database.query("products", (db) =>
        db.select({ price: schema.products.price }).from(schema.products).where(eq(schema.products.id, 101)))
      expect(odd?.price).toBe(0.1 + 0.2)
    }).pipe(Effect.provide(shared.seeded(suiteDataset))))

  it.effect("a failing transaction writes nothing and keeps its typed error", () =>
    Effect.gen(function* () {
      const database = yield* Database
      const error = yield* database.transaction("insert then fail", (tx) =>
        Effect.gen(function* () {
          yield* Effect.promise(() => tx.insert(schema.brands).values({ id: 99, slug: "acme", name: "Acme" }))
          return yield* new Boom({ reason: "no" })
        })).pipe(Effect.flip)
      expect(error).toEqual(new Boom({ reason: "no" }))
      expect(yield* brandCount).toBe(suiteDataset.brands.length)
    }).pipe(Effect.provide(shared.seeded(suiteDataset))))

  it.effect("a rejected statement is a DatabaseError with its SQLSTATE", () =>
    Effect.gen(function* () {
      const database = yield* Database
      const error = yield* database.query("duplicate brand", (db) =>
        db.insert(schema.brands).values({ id: 3, slug: "apple-2", name: "Apple" })).pipe(Effect.flip)
      expect(error).toBeInstanceOf(DatabaseError)
      expect(isUniqueViolation(error)).toBe(true)
      const inTx = yield* database.transaction("duplicate in tx", (tx) =>
        Effect.tryPromise(() => tx.insert(schema.brands).values({ id: 3, slug: "x", name: "x" }))).pipe(Effect.flip)
      expect(inTx._tag).toBe("UnknownError")
    }).pipe(Effect.provide(shared.seeded(suiteDataset))))

  it.effect("reset empties every table", () =>
    Effect.gen(function* () {
      yield* resetDatabase
      expect(yield* brandCount).toBe(0)
    }).pipe(Effect.provide(shared.seeded(suiteDataset))))
})

describe("PGlite in a data folder", () => {
  it.live("is created on first start and reused after", () =>
    Effect.gen(function* () {
      const root = yield* Effect.promise(() => mkdtemp(join(tmpdir(), "shop-pglite-")))
      yield* Effect.addFinalizer(() => Effect.promise(() => rm(root, { recursive: true, force: true })))
      const dir = join(root, "nested", "db")
      const config = ConfigProvider.layer(ConfigProvider.fromUnknown({ PGLITE_DATA_DIR: dir, DATABASE_URL: "" }))
      const open = layerFromConfig.pipe(Layer.provide(config))
      yield* Effect.gen(function* () {
        yield* migrate
        yield* loadDataset(suiteDataset)
      }).pipe(Effect.provide(open))
      expect((yield* Effect.promise(() => stat(dir))).isDirectory()).toBe(true)
      const again = yield* Effect.gen(function* () {
        yield* migrate
        return yield* brandCount
      }).pipe(Effect.provide(layerPgliteDataDir(dir)))
      expect(again).toBe(suiteDataset.brands.length)
    }), 60_000)
})

describe("layerBackendFromConfig", () => {
  it.live("migrates and seeds the configured database at startup", () =>
    Effect.gen(function* () {
      const config = ConfigProvider.layer(ConfigProvider.fromUnknown({ PGLITE_DATA_DIR: "memory://", SEED_NUMBER: "3" }))
      const brands = yield* Effect.gen(function* () {
        const catalog = yield* CatalogRepository
        return yield* catalog.brands("RO")
      }).pipe(Effect.provide(layerBackendFromConfig.pipe(Layer.provide(config))))
      expect(brands.length).toBeGreaterThanOrEqual(12)
    }), 60_000)
})
