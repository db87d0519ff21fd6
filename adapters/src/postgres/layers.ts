/// <reference types="node" />
import { mkdir } from "node:fs/promises"
import { resolve } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator"
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres"
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator"
import { Config, Effect, Layer, Option, Redacted } from "effect"
import pg from "pg"
import { Database, makeDatabase, toDatabaseError, type ListenHandlers } from "./Database.ts"
import * as schema from "./schema/index.ts"

/** Where the embedded database lives when nothing else is configured (DESIGN: embedded default). */
export const defaultPgliteDataDir = ".data/pglite"

const MEMORY = "memory://"

/**
 * Opens PGlite (a data folder, or memory when `dataDir` is undefined or "memory://") and closes it
 * with the scope: an open PGlite keeps Node alive and holds ~800 MB.
 */
const acquirePglite = (dataDir: string | undefined) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        if (dataDir === undefined || dataDir === MEMORY) return PGlite.create()
        // PGlite creates the cluster inside the folder on first start and reopens it afterwards.
        const absolute = resolve(dataDir)
        await mkdir(absolute, { recursive: true })
        return PGlite.create(absolute)
      },
      catch: toDatabaseError(`open PGlite ${dataDir ?? MEMORY}`)
    }),
    (client) => Effect.promise(() => (client.closed ? Promise.resolve() : client.close()))
  )

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
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK])
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder })
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK])
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
            const pool = new pg.Pool({
              connectionString: typeof url === "string" ? url : Redacted.value(url),
              max: options.max ?? 10
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
 * DATABASE_POOL_SIZE sizes the pg pool.
 */
export const layerFromConfig = Layer.unwrap(
  Effect.gen(function* () {
    const url = yield* Config.option(Config.Redacted("DATABASE_URL"))
    const dataDir = yield* Config.String("PGLITE_DATA_DIR").pipe(Config.withDefault(defaultPgliteDataDir))
    const max = yield* Config.Int("DATABASE_POOL_SIZE").pipe(Config.withDefault(10))
    // An empty DATABASE_URL (a blank line in an .env file) means "not set".
    return Option.match(Option.filter(url, (u) => Redacted.value(u).trim() !== ""), {
      onSome: (url) => layerPg(url, { max }),
      onNone: () => layerPgliteDataDir(dataDir)
    })
  })
)
