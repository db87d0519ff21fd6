/// <reference types="node" />
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { previousPriceOf } from "@shop/core/catalog/discount"
import { currentReference, currentSpan, type PriceSpan } from "@shop/core/catalog/omnibus"
import { suiteDataset } from "@shop/core/test-support/backend/dataset"
import { Database } from "../../src/postgres/Database.ts"
import { findMigrationsFolder } from "../../src/postgres/migrate.ts"
import * as schema from "../../src/postgres/schema/index.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/** The statements of migration 0015 that fill the history of products already in the database. */
const backfill = readFileSync(join(findMigrationsFolder() ?? "", "0015_price_history.sql"), "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => statement.split("\n").filter((line) => !line.startsWith("--")).join("\n").trim())
  .filter((statement) => statement.startsWith("INSERT INTO \"product_prices\""))

for (const variant of testVariants()) {
  describe(`migration 0015 on ${variant.name}`, () => {
    const shared = shareDatabase(variant)

    it.effect("gives products that had no history one over which the Omnibus rule shows the previous price they show", () =>
      Effect.gen(function* () {
        expect(backfill).toHaveLength(2)
        const database = yield* Database
        yield* database.query("no history yet", (db) => db.execute(sql`delete from product_prices`))
        for (const statement of backfill) yield* database.query("backfill", (db) => db.execute(sql.raw(statement)))
        const rows = yield* database.query("history", (db) =>
          db.select().from(schema.productPrices).orderBy(schema.productPrices.startedAt))
        for (const { product } of suiteDataset.products) {
          const history: ReadonlyArray<PriceSpan> = rows
            .filter((row) => row.productId === product.id)
            .map((row) => ({ price: row.price, from: row.startedAt.getTime(), until: row.endedAt?.getTime() ?? null }))
          expect(currentSpan(history)?.price, `product ${product.id}`).toBe(product.price)
          expect(currentReference(history), `product ${product.id}`).toBe(previousPriceOf(product.price, product.previousPrice))
        }
      }).pipe(Effect.provide(shared.seeded(suiteDataset)), Effect.orDie), 60_000)
  })
}
