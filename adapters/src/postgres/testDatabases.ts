/// <reference types="node" />
import { randomUUID } from "node:crypto"
import { Context, Effect, Layer } from "effect"
import pg from "pg"
import { Database } from "./Database.ts"
import { layerPg, layerPgliteMemory } from "./layers.ts"
import { migrate } from "./migrate.ts"

/**
 * Throw-away databases for test suites (here rather than under test/ so the web's integration
 * tests can use them too). Each layer build gives a new, migrated, empty database.
 */

/** Migrates the database of `layer` when it is built. */
export const migrated = <E, R>(layer: Layer.Layer<Database, E, R>) =>
  Layer.effectDiscard(migrate).pipe(Layer.provideMerge(layer))

/** A new in-memory PGlite, migrated (a cold start costs ~2.5 s and ~800 MB: share it per test file). */
export const layerTestPglite = migrated(layerPgliteMemory)

const withAdmin = <A>(url: string, run: (client: pg.Client) => Promise<A>) =>
  Effect.promise(async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return await run(client)
    } finally {
      await client.end()
    }
  })

/**
 * A new database `shop_t_<random>` on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL,
 * e.g. from scripts/pg-test-cluster.sh), migrated, and dropped (WITH FORCE) when the layer is
 * released. Test files running in parallel thus never see each other's rows.
 */
export const layerTestPg = (serverUrl: string, options: { readonly max?: number } = {}) =>
  migrated(Layer.unwrap(Effect.map(newTestPgDatabase(serverUrl), (url) => layerPg(url, { max: options.max ?? 8 }))))

/** A new, empty database `shop_t_<random>` on the server of `serverUrl`: its URL, dropped (WITH FORCE) with the scope. */
const newTestPgDatabase = (serverUrl: string) =>
  Effect.gen(function* () {
    const name = `shop_t_${randomUUID().replaceAll("-", "").slice(0, 16)}`
    yield* Effect.acquireRelease(
      withAdmin(serverUrl, (client) => client.query(`create database "${name}"`)),
      () => withAdmin(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`))
    )
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return url.toString()
  })

/**
 * Two server processes on one database, as far as the database can tell: a new migrated database on
 * the PostgreSQL server of `serverUrl` opened through two separate connection pools (each as a
 * `next start` process holds its own), or, without a server, one in-memory PGlite seen twice (PGlite
 * serves one process: both "processes" share its one connection). Closed with the scope.
 */
export const openTwoProcesses = (serverUrl: string | undefined) =>
  Effect.gen(function* () {
    const url = serverUrl?.trim() ?? ""
    if (url === "") {
      const only = Context.get(yield* Layer.build(layerTestPglite), Database)
      return [only, only] as const
    }
    const database = yield* newTestPgDatabase(url)
    const first = Context.get(yield* Layer.build(migrated(layerPg(database, { max: 8 }))), Database)
    const second = Context.get(yield* Layer.build(layerPg(database, { max: 8 })), Database)
    return [first, second] as const
  })

export interface TestDatabaseVariant {
  readonly name: string
  readonly layer: Layer.Layer<Database, unknown>
}

/**
 * The databases a suite runs on: PGlite in memory always, and PostgreSQL when `serverUrl`
 * (TEST_DATABASE_URL) is set and not blank.
 */
export const testDatabaseVariants = (serverUrl: string | undefined): ReadonlyArray<TestDatabaseVariant> => {
  const url = serverUrl?.trim() ?? ""
  const pglite: TestDatabaseVariant = { name: "PGlite (memory)", layer: layerTestPglite }
  return url === "" ? [pglite] : [pglite, { name: "PostgreSQL", layer: layerTestPg(url) }]
}
