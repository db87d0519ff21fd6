/// <reference types="node" />
import { existsSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { Effect, Option } from "effect"
import { migrationsDir } from "../settings.ts"
import { Database, DatabaseError } from "./Database.ts"

const hasJournal = (folder: string) => existsSync(join(folder, "meta", "_journal.json"))

/**
 * adapters/migrations. Found from this file first; a bundler (Next.js) may have moved the code,
 * so the usual places from the working directory (repository root, or web/) come next.
 */
export const findMigrationsFolder = (): string | undefined => {
  const candidates = [
    resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "migrations"),
    resolve(process.cwd(), "adapters", "migrations"),
    resolve(process.cwd(), "..", "adapters", "migrations"),
    resolve(process.cwd(), "migrations")
  ]
  return candidates.find(hasJournal)
}

/**
 * Applies the drizzle-kit migrations (adapters/migrations, or MIGRATIONS_DIR) with the migrator of
 * the database's driver. Already applied migrations are skipped, so every start may run it.
 */
export const migrate = Effect.gen(function* () {
  const database = yield* Database
  const folder = Option.getOrElse(yield* migrationsDir, findMigrationsFolder)
  if (folder === undefined || !hasJournal(folder)) {
    return yield* new DatabaseError({
      operation: "migrate",
      message: `no drizzle migrations found (looked for meta/_journal.json in ${folder ?? "adapters/migrations"}); set MIGRATIONS_DIR`,
      code: null
    })
  }
  yield* database.migrate(folder)
}).pipe(Effect.withSpan("Database.migrate"))
