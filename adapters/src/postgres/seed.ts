import { eq, sql } from "drizzle-orm"
import { Clock, Effect } from "effect"
import { accessoryKinds } from "../seed/data/accessoryKinds.ts"
import { generateSeed } from "../seed/generateSeed.ts"
import type { SeedData } from "../seed/types.ts"
import { Database, query } from "./Database.ts"
import { datasetRows, nameRows, type TableRows } from "./datasetRows.ts"
import { loadRows } from "./loadRows.ts"
import { loadPriceHistory } from "./priceHistoryRows.ts"
import { writeCatalogueWords } from "./seedWords.ts"
import { truncateAll } from "./reset.ts"
import * as schema from "./schema/index.ts"
import { datasetFromSeed } from "./seedDataset.ts"

export interface SeedOutcome {
  /** False when the database was seeded already and `reset` was not asked. */
  readonly seeded: boolean
  /** The seed number the database now holds. */
  readonly seedNumber: number
  readonly products: number
}

/**
 * The dataset's rows plus seed facts the dataset has no field for (release year, service months,
 * what each image draws, what kind each accessory is).
 */
export const seedRows = (seed: SeedData): TableRows => {
  const rows = datasetRows(datasetFromSeed(seed))
  const years = new Map(seed.models.map((m) => [m.legacyModelId, m.releaseYear]))
  const months = new Map(seed.extraServices.map((s) => [s.id, s.months]))
  const kinds = new Map(seed.accessories.map((a) => [a.id, a.kind]))
  return {
    ...rows,
    models: rows.models.map((m) => ({ ...m, releaseYear: years.get(m.id) ?? null })),
    extraServices: rows.extraServices.map((s) => ({ ...s, months: months.get(s.id) ?? null })),
    images: seed.images.map((i) => ({ ...i })),
    accessories: rows.accessories.map((a) => ({ ...a, kindId: kinds.get(a.id) ?? null })),
    accessoryKinds: Object.entries(accessoryKinds).map(([id, kind]) => ({ id, type: kind.type })),
    accessoryKindNames: Object.entries(accessoryKinds).flatMap(([kindId, kind]) =>
      nameRows(kind.names, (locale, name) => ({ kindId, locale, name })))
  }
}

/**
 * Fills the database with `generateSeed(seedNumber)` in one transaction: all of it or nothing.
 * Skipped when the database was seeded before (any seed number), unless `reset`, which empties
 * every table first (orders included). A table lock makes two processes seeding at once take
 * turns; the second then finds the work done. A database seeded before the catalogue had its
 * words in the market languages (migration 0011) gets them from its own seed number, orders kept.
 */
export const seedDatabase = (seedNumber: number, options: { readonly reset?: boolean } = {}) =>
  Effect.gen(function* () {
    const database = yield* Database
    const now = yield* Clock.currentTimeMillis
    return yield* database.transaction("seed database", (tx) =>
      Effect.gen(function* () {
        // Another process may be seeding: waiting for it is the point of the lock, and a first seed
        // takes longer than any shopper's call may (layers.ts PgTimeouts).
        yield* query("unlimited waits for the seed", () => tx.execute(sql`set local lock_timeout = 0`))
        yield* query("unlimited statements for the seed", () => tx.execute(sql`set local statement_timeout = 0`))
        yield* query("lock seed_info", () => tx.execute(sql`lock table ${schema.seedInfo} in exclusive mode`))
        const [done] = yield* query("seed info", () => tx.select().from(schema.seedInfo).where(eq(schema.seedInfo.id, 1)))
        if (done !== undefined && options.reset !== true) {
          yield* writeCatalogueWords(tx, () => seedRows(generateSeed(done.seedNumber)))
          return { seeded: false, seedNumber: done.seedNumber, products: -1 } satisfies SeedOutcome
        }
        const seed = generateSeed(seedNumber)
        yield* query("empty before seeding", () => truncateAll(tx))
        const rows = seedRows(seed)
        yield* loadRows(tx, rows)
        // Each product's prices until now, agreeing with the previous price it shows (the Omnibus rule).
        yield* loadPriceHistory(tx, rows.products, now)
        yield* query("record seed", () =>
          tx.insert(schema.seedInfo).values({ id: 1, seedNumber, seededAt: new Date(now).toISOString() }))
        // Fresh statistics, or the planner takes the new tables for empty ones.
        yield* query("analyze", () => tx.execute(sql`analyze`))
        return { seeded: true, seedNumber, products: seed.products.length } satisfies SeedOutcome
      }))
  }).pipe(Effect.withSpan("Database.seed"))
