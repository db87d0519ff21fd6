/// <reference types="node" />
import { mkdir } from "node:fs/promises"
import { resolve } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import lockfile from "proper-lockfile"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator"
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres"
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator"
import { Effect, Layer, Option, Redacted } from "effect"
import pg from "pg"
import { Database, DatabaseError, makeDatabase, toDatabaseError, type ListenHandlers } from "./Database.ts"
import * as schema from "./schema/index.ts"
import { databasePoolSize, databaseTimeouts, databaseUrl, defaultPgTimeouts, pgliteDataDir, type PgTimeouts } from "../settings.ts"

// The defaults live beside their settings (src/settings.ts).
export { defaultPgliteDataDir, defaultPgTimeouts, type PgTimeouts } from "../settings.ts"

const MEMORY = "memory://"

/**
 * How long a lock whose holder stopped refreshing it (killed, crashed) counts as held. Long enough
 * that a busy holder (PGlite runs on the main thread: a seed or a long query blocks the refresh)
 * keeps it, short enough that a restart after a crash waits little.
 */
const lockStaleMs = 30_000

/** What a second process on the same data folder is told. */
export const pgliteFolderInUse = (folder: string) =>
  `The embedded database in ${folder} is in use by another process. PGlite serves one process only: stop the other ` +
  `one, or use PostgreSQL (DATABASE_URL) to run more than one server. (A process that was killed leaves the folder ` +
  `free after ${lockStaleMs / 1000} seconds.)`

/**
 * An exclusive lock on the data folder for as long as PGlite has it open (issue 14): two processes on
 * one folder each keep their own copy in memory and write over each other, which sold a last unit
 * twice and corrupted an index. proper-lockfile makes `<folder>.lock` atomically and refreshes it; a
 * lock its holder stopped refreshing is stale after lockStaleMs, so a crash does not lock the shop out.
 */
const lockFolder = (folder: string) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: () =>
        lockfile.lock(folder, {
          realpath: false,
          stale: lockStaleMs,
          retries: 0,
          // Losing the lock (the file removed, a stall long enough for another process to take it)
          // means two processes may write one folder: stop at once rather than corrupt it.
          onCompromised: (error) => {
            console.error(`The lock on ${folder} was lost (${error.message}); stopping so that two processes never write it.`)
            process.exit(1)
          }
        }),
      catch: (error) =>
        (error as { code?: string }).code === "ELOCKED"
          ? new DatabaseError({ operation: `lock ${folder}`, message: pgliteFolderInUse(folder), code: null })
          : toDatabaseError(`lock ${folder}`)(error)
    }),
    (release) => Effect.promise(() => release().catch(() => undefined))
  )

/**
 * Opens PGlite (a data folder, or memory when `dataDir` is undefined or "memory://") and closes it
 * with the scope: an open PGlite keeps Node alive and holds ~800 MB. A data folder is locked first
 * and unlocked after PGlite has closed.
 */
const acquirePglite = (dataDir: string | undefined) =>
  Effect.gen(function* () {
    if (dataDir === undefined || dataDir === MEMORY) {
      return yield* Effect.acquireRelease(
        Effect.tryPromise({ try: () => PGlite.create(), catch: toDatabaseError(`open PGlite ${MEMORY}`) }),
        (client) => Effect.promise(() => (client.closed ? Promise.resolve() : client.close()))
      )
    }
    // PGlite creates the cluster inside the folder on first start and reopens it afterwards.
    const absolute = resolve(dataDir)
    yield* Effect.tryPromise({ try: () => mkdir(absolute, { recursive: true }), catch: toDatabaseError(`create ${absolute}`) })
    yield* lockFolder(absolute)
    return yield* Effect.acquireRelease(
      Effect.tryPromise({ try: () => PGlite.create(absolute), catch: toDatabaseError(`open PGlite ${absolute}`) }),
      (client) => Effect.promise(() => (client.closed ? Promise.resolve() : client.close()))
    )
  })

const pgliteLayer = (dataDir: string | undefined) =>
  Layer.effect(
    Database,
    Effect.map(acquirePglite(dataDir), (client) => {
      const db = drizzlePglite({ client, schema })
      return makeDatabase(
        "pglite",
        db,
        (migrationsFolder) => migratePglite(db, { migrationsFolder }),
        (channel, handlers) => client.listen(channel, handlers.notify)
      )
    })
  )

/** PGlite persisted in `dir` (created on first start, reused after). */
export const layerPgliteDataDir = (dir: string) => pgliteLayer(dir)

/** PGlite in memory: one fresh, empty database per layer build (tests). Migrate before use. */
export const layerPgliteMemory = pgliteLayer(undefined)

export interface PgOptions {
  /** Pool size (connections), default 10. */
  readonly max?: number
  /** How long a call may wait (PgTimeouts in src/settings.ts). */
  readonly timeouts?: Partial<PgTimeouts>
}

/** Any 64-bit number; every process migrating the same database takes this advisory lock. */
const MIGRATION_LOCK = 7_316_840_012

/**
 * Drizzle's pg migrator takes no lock, so two processes (two web servers, two test files)
 * starting together would both create the tables. A session advisory lock on one dedicated
 * connection makes them migrate one after the other; the second then finds nothing to do.
 */
const migrateWithLock = async (pool: pg.Pool, migrationsFolder: string): Promise<void> => {
  const client = await pool.connect()
  try {
    // Waiting for another process's migrations is the point of the lock: no timeout here.
    await client.query("set statement_timeout = 0; set lock_timeout = 0")
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK])
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder })
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK])
      await client.query("reset statement_timeout; reset lock_timeout")
    }
  } finally {
    client.release()
  }
}

/**
 * LISTEN on one connection taken from the pool for the listener's lifetime. A broken connection
 * (server restart, network) is reported once through `handlers.lost`; the caller listens again.
 */
const listenOnPool = async (pool: pg.Pool, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> => {
  const client = await pool.connect()
  let done = false
  const lost = (reason: string) => {
    if (done) return
    done = true
    handlers.lost(reason)
  }
  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) handlers.notify(message.payload ?? "")
  }
  const onError = (error: Error) => lost(error.message)
  const onEnd = () => lost("the listening connection ended")
  client.on("notification", onNotification)
  client.on("error", onError)
  client.on("end", onEnd)
  // A pooled client is reused: it goes back without this listener's handlers (or is destroyed).
  const release = (destroy: boolean) => {
    client.off("notification", onNotification)
    client.off("error", onError)
    client.off("end", onEnd)
    client.release(destroy)
  }
  try {
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`)
  } catch (error) {
    done = true
    release(true)
    throw error
  }
  return async () => {
    if (done) return release(true)
    done = true
    try {
      await client.query(`UNLISTEN ${client.escapeIdentifier(channel)}`)
      release(false)
    } catch {
      release(true)
    }
  }
}

/** PostgreSQL through a pg Pool; the pool is ended with the scope. */
export const layerPg = (url: Redacted.Redacted<string> | string, options: PgOptions = {}) =>
  Layer.effect(
    Database,
    Effect.gen(function* () {
      const pool = yield* Effect.acquireRelease(
        Effect.tryPromise({
          try: async () => {
            const timeouts = { ...defaultPgTimeouts, ...options.timeouts }
            const pool = new pg.Pool({
              connectionString: typeof url === "string" ? url : Redacted.value(url),
              max: options.max ?? 10,
              connectionTimeoutMillis: timeouts.connectMs,
              statement_timeout: timeouts.statementMs,
              lock_timeout: timeouts.lockMs,
              idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
              query_timeout: timeouts.statementMs + 5_000,
              keepAlive: true
            })
            // An idle client losing its connection must not crash the process; the pool replaces it.
            pool.on("error", () => undefined)
            // Fail at startup, not at the first request, when the server is unreachable.
            const client = await pool.connect()
            client.release()
            return pool
          },
          catch: toDatabaseError("connect to PostgreSQL")
        }),
        (pool) => Effect.promise(() => pool.end())
      )
      const db = drizzlePg({ client: pool, schema })
      return makeDatabase("pg", db, (migrationsFolder) => migrateWithLock(pool, migrationsFolder), (channel, handlers) =>
        listenOnPool(pool, channel, handlers))
    })
  )

/**
 * Picks the database from configuration: PostgreSQL when DATABASE_URL is set (a secret, so
 * redacted), else PGlite in PGLITE_DATA_DIR (default `.data/pglite`; "memory://" for memory).
 * DATABASE_POOL_SIZE sizes the pg pool; the DATABASE_*_TIMEOUT_MS settings bound its waits.
 */
export const layerFromConfig = Layer.unwrap(
  Effect.gen(function* () {
    const url = yield* databaseUrl
    const dataDir = yield* pgliteDataDir
    const max = yield* databasePoolSize
    const timeouts = yield* databaseTimeouts
    return Option.match(url, {
      onSome: (url) => layerPg(url, { max, timeouts }),
      onNone: () => layerPgliteDataDir(dataDir)
    })
  })
)
