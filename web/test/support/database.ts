import { allTableNames, Database, layerPg } from "@shop/adapters/postgres/index"
import { randomBytes } from "node:crypto"
import { Effect, Exit } from "effect"
import { runExit } from "../../src/server/runtime.ts"

/**
 * The test's database. Without TEST_DATABASE_URL: PGlite in memory (PGLITE_DATA_DIR=memory://).
 * With it: a new database on that PostgreSQL server, named after the process and a random suffix,
 * so test files running side by side never share rows; it is dropped at the end.
 */
export interface TestDatabase {
  readonly env: Readonly<Record<string, string | undefined>>
  readonly serverUrl: string | null
  readonly name: string | null
}

const quoteIdent = (name: string) => `"${name.replaceAll("\"", "\"\"")}"`

const onServer = (serverUrl: string, statement: string) =>
  Effect.runPromise(
    Effect.scoped(
      Effect.gen(function*() {
        const database = yield* Database
        yield* database.query(statement, (db) => db.execute(statement))
      }).pipe(Effect.provide(layerPg(serverUrl, { max: 1 })))
    )
  )

export const makeTestDatabase = async (): Promise<TestDatabase> => {
  const serverUrl = process.env["TEST_DATABASE_URL"]
  if (serverUrl === undefined || serverUrl === "") {
    return { env: { DATABASE_URL: undefined, PGLITE_DATA_DIR: "memory://" }, serverUrl: null, name: null }
  }
  const name = `shop_web_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  await onServer(serverUrl, `create database ${quoteIdent(name)}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  // With DATABASE_URL the shop refuses to start without its secrets (adapters/src/secrets).
  const secrets = { AUTH_TOKEN_SECRET: randomBytes(32).toString("base64"), HUMAN_VERIFICATION_SECRET: randomBytes(32).toString("base64") }
  return { env: { DATABASE_URL: url.toString(), PGLITE_DATA_DIR: undefined, ...secrets }, serverUrl, name }
}

export const dropTestDatabase = async (database: TestDatabase): Promise<void> => {
  if (database.serverUrl === null || database.name === null) return
  await onServer(database.serverUrl, `drop database if exists ${quoteIdent(database.name)} with (force)`)
}

/**
 * The shop's own security bookkeeping, written on purpose for refused requests too: the rate limits
 * count every request that decodes (a script refused at a field error still spends its budget), and
 * a human check is spent once it is checked.
 */
const bookkeeping: ReadonlySet<string> = new Set(["rate_limits", "spent_human_checks"])

/**
 * A digest of every row of every table of the app's database but the bookkeeping above: equal
 * digests before and after a request mean the request wrote nothing (no insert, update or delete).
 */
export const databaseDigest = async (): Promise<string> => {
  const exit = await runExit(
    Effect.gen(function*() {
      const database = yield* Database
      const parts: Array<string> = []
      for (const table of allTableNames.filter((name) => !bookkeeping.has(name))) {
        const rows = yield* database.query(`digest ${table}`, (db) =>
          db.execute(
            // Every insert, update (even to the same values) or delete leaves a row version with
            // a new (ctid, xmin), so hashing those is as strict as hashing the rows and reads no
            // column: the rows' text (the catalog's JSON) made each digest cost ~100 ms.
            `select count(*)::text as n, coalesce(sum(hashtextextended(ctid::text || ':' || xmin::text, 0)), 0)::text as h from ${quoteIdent(table)}`
          ))
        parts.push(`${table}:${JSON.stringify((rows as unknown as { rows?: unknown }).rows ?? rows)}`)
      }
      return parts.join("\n")
    })
  )
  if (Exit.isFailure(exit)) throw new Error(`database digest failed: ${String(exit.cause)}`)
  return exit.value
}
