import { getTableName, is, sql } from "drizzle-orm"
import { PgTable } from "drizzle-orm/pg-core"
import { Effect } from "effect"
import { Database, type Db } from "./Database.ts"
import * as schema from "./schema/index.ts"

/** Every table of the schema (drizzle's own migrations table lives in its own schema). */
export const allTableNames: ReadonlyArray<string> = (Object.values(schema) as ReadonlyArray<unknown>)
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))

/** One statement: empties every table and restarts the identity sequences (order ids start at 1). */
export const truncateAll = (db: Db) =>
  db.execute(sql.raw(`truncate table ${allTableNames.map((n) => `"${n}"`).join(", ")} restart identity cascade`))

/**
 * Empties the database, keeping its schema (the CLI's `reset`; tests between cases). Fast on both
 * drivers: a TRUNCATE, not a DROP and a new migration.
 */
export const resetDatabase = Effect.gen(function* () {
  const database = yield* Database
  yield* database.query("reset database", truncateAll)
}).pipe(Effect.withSpan("Database.reset"))
