import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { suiteDataset } from "@shop/core/test-support/backend/dataset"
import { Database, type DatabaseShape } from "../../src/postgres/Database.ts"
import { makeCatalogRepositoryPg } from "../../src/postgres/repositories/CatalogRepositoryPg.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/**
 * The accessories and extra services of the products in a cart or an order are read on every cart
 * refresh and order placement: one query each, the market's products joined in, not a products
 * query first and the join after.
 */
const counting = (database: DatabaseShape) => {
  const operations: Array<string> = []
  const shape: DatabaseShape = {
    ...database,
    query: (operation, run) => {
      operations.push(operation)
      return database.query(operation, run)
    }
  }
  return { shape, operations }
}

for (const variant of testVariants()) {
  describe(`CatalogRepositoryPg queries on ${variant.name}`, () => {
    const shared = shareDatabase(variant)

    it.effect("accessories and extra services of several products: one query each", () =>
      Effect.gen(function* () {
        const database = yield* Database
        const { shape, operations } = counting(database)
        const repo = makeCatalogRepositoryPg(shape)
        const accessories = yield* repo.accessories("RO", [104, 101, 999, 106, 201])
        expect(accessories.map((a) => [a.productId, a.accessories.length])).toEqual([[104, 2], [101, 6], [106, 0]])
        expect(operations).toEqual(["accessories of products"])
        const services = yield* repo.extraServices("RO", [105, 999, 101])
        expect(services.map((s) => [s.productId, s.services.map((x) => x.id)])).toEqual([[105, [701]], [101, [701, 702, 703]]])
        expect(operations).toEqual(["accessories of products", "extra services of products"])
      }).pipe(Effect.provide(shared.seeded(suiteDataset)), Effect.orDie))
  })
}
