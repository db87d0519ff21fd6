/// <reference types="node" />
import { afterAll, beforeAll } from "@effect/vitest"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import type { BackendDataset } from "@shop/core/backend/dataset"
import { Database, type DatabaseShape } from "../../../src/postgres/Database.ts"
import { loadDataset } from "../../../src/postgres/loadDataset.ts"
import { layerTestPglite, testDatabaseVariants, type TestDatabaseVariant } from "../../../src/postgres/testDatabases.ts"

/**
 * The databases the PostgreSQL adapters are tested on: PGlite in memory always, and a real
 * PostgreSQL when TEST_DATABASE_URL is set (`export TEST_DATABASE_URL=$(scripts/pg-test-cluster.sh start)`).
 * Every test file gets its own database, opened once (beforeAll) and reset between tests.
 */
export type TestVariant = TestDatabaseVariant

export const pgliteVariant: TestVariant = { name: "PGlite (memory)", layer: layerTestPglite }

let noted = false
/** The variants to run; notes once on the console when the PostgreSQL one is skipped. */
export const testVariants = (): ReadonlyArray<TestVariant> => {
  const variants = testDatabaseVariants(process.env["TEST_DATABASE_URL"])
  if (variants.length === 1 && !noted) {
    noted = true
    console.info(
      "[postgres tests] TEST_DATABASE_URL is not set: running on PGlite only. " +
        "For real PostgreSQL: export TEST_DATABASE_URL=$(scripts/pg-test-cluster.sh start)"
    )
  }
  return variants
}

export interface SharedDatabase {
  /** The file's database, once `beforeAll` has run. */
  readonly database: () => DatabaseShape
  /** The file's database, emptied and loaded with `dataset` when the layer is built (per test). */
  readonly seeded: (dataset: BackendDataset) => Layer.Layer<Database, unknown>
  /** The file's database as it is. */
  readonly layer: () => Layer.Layer<Database>
}

/**
 * Opens `variant` once for the enclosing describe block (beforeAll) and closes it afterwards;
 * each test then resets the data instead of opening a new database.
 */
export const shareDatabase = (variant: TestVariant): SharedDatabase => {
  let scope: Scope.Closeable | undefined
  let shared: DatabaseShape | undefined
  beforeAll(async () => {
    scope = Effect.runSync(Scope.make())
    const context = await Effect.runPromise(Layer.buildWithScope(variant.layer, scope))
    shared = Context.get(context, Database)
  }, 120_000)
  afterAll(async () => {
    if (scope !== undefined) await Effect.runPromise(Scope.close(scope, Exit.void))
  }, 60_000)
  const database = (): DatabaseShape => {
    if (shared === undefined) throw new Error(`${variant.name}: database not open (beforeAll failed?)`)
    return shared
  }
  return {
    database,
    layer: () => Layer.sync(Database, database),
    seeded: (dataset) =>
      Layer.effect(Database, Effect.as(Effect.provideService(loadDataset(dataset), Database, database()), database()))
  }
}
