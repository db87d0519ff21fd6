/// <reference types="node" />
import { randomUUID } from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import { sql } from "drizzle-orm"
import { Context, Deferred, Effect, Fiber, Layer, Option, Stream } from "effect"
import pg from "pg"
import { RemoteCartStore } from "@shop/core/ports/RemoteCartStore"
import { remoteCartStoreSuite, sampleRemoteCart } from "@shop/core/test-support/remoteCartStoreSuite"
import { FIXED_NOW } from "@shop/core/test-support/cartArbitraries"
import { Database } from "../../src/postgres/Database.ts"
import { layerPg } from "../../src/postgres/layers.ts"
import { migrated } from "../../src/postgres/testDatabases.ts"
import { RemoteCartStorePg } from "../../src/postgres/RemoteCartStorePg.ts"
import { carts } from "../../src/postgres/schema/index.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/**
 * Core's RemoteCartStore contract on the embedded store, on every test database (PGlite in
 * memory; PostgreSQL too when TEST_DATABASE_URL is set). One database per variant for the file;
 * each test empties `carts` and builds a new store (with its own LISTEN) over it.
 */
for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    const emptied = () =>
      Layer.effect(
        Database,
        Effect.as(shared.database().query("empty carts", (db) => db.delete(carts)), shared.database())
      )
    remoteCartStoreSuite("RemoteCartStorePg", () => RemoteCartStorePg.layer.pipe(Layer.provide(emptied()), Layer.orDie))

    it.effect("stores the document as jsonb, one row per user, and merges at the top level", () =>
      Effect.gen(function* () {
        const store = yield* RemoteCartStore
        const database = yield* Database
        yield* store.save("user-row", sampleRemoteCart)
        yield* store.save("user-row", { batteryCart: [] })
        const rows = yield* database.query("rows", (db) =>
          db.select({ uid: carts.uid, keys: sql<Array<string>>`array(select jsonb_object_keys(${carts.document}) order by 1)` }).from(carts))
        expect(rows).toEqual([{
          uid: "user-row",
          keys: ["accessoryCart", "batteryCart", "expireAt", "phoneCart", "stateVersion", "timestamp"]
        }])
      }).pipe(Effect.provide(RemoteCartStorePg.layer.pipe(Layer.provideMerge(emptied()), Layer.orDie))))
  })
}

/**
 * Two stores on two pools of one PostgreSQL database stand for two web server processes: a write
 * through one reaches a subscription opened on the other (LISTEN/NOTIFY), which PGlite (one
 * process) never needs.
 */
const serverUrl = process.env["TEST_DATABASE_URL"]?.trim() ?? ""
describe.skipIf(serverUrl === "")("RemoteCartStorePg across processes (PostgreSQL)", () => {
  const withAdmin = (run: (client: pg.Client) => Promise<unknown>) =>
    Effect.promise(async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      try {
        await run(client)
      } finally {
        await client.end()
      }
    })

  it.effect("a write through one server's store reaches a subscription on another's", () =>
    Effect.gen(function* () {
      const name = `shop_t_${randomUUID().replaceAll("-", "").slice(0, 16)}`
      yield* Effect.acquireRelease(
        withAdmin((client) => client.query(`create database "${name}"`)),
        () => withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`))
      )
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      yield* Layer.build(migrated(layerPg(url.toString(), { max: 2 })))
      const server = () => Layer.build(RemoteCartStorePg.layer.pipe(Layer.provide(layerPg(url.toString(), { max: 2 }))))
      const reader = yield* Effect.map(server(), (context) => Context.get(context, RemoteCartStore))
      const writer = yield* Effect.map(server(), (context) => Context.get(context, RemoteCartStore))

      yield* writer.save("user-far", sampleRemoteCart)
      const first = yield* Deferred.make<void>()
      const fiber = yield* reader.subscribe("user-far").pipe(
        Stream.tap(() => Deferred.succeed(first, undefined)),
        Stream.take(2),
        Stream.runCollect,
        Effect.forkChild
      )
      yield* Deferred.await(first)
      yield* writer.save("user-far", { timestamp: FIXED_NOW + 3 })
      const seen = yield* Fiber.join(fiber)
      expect(seen.map((d) => d.timestamp)).toEqual([sampleRemoteCart.timestamp, FIXED_NOW + 3])
      expect(yield* reader.get("user-far")).toEqual(Option.some({ document: { ...sampleRemoteCart, timestamp: FIXED_NOW + 3 }, droppedLines: 0 }))
    }).pipe(Effect.scoped, Effect.orDie), 60_000)

  it.effect("a subscription fails with Unavailable when the listening connection is cut", () =>
    Effect.gen(function* () {
      const name = `shop_t_${randomUUID().replaceAll("-", "").slice(0, 16)}`
      yield* Effect.acquireRelease(
        withAdmin((client) => client.query(`create database "${name}"`)),
        () => withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`))
      )
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      const context = yield* Layer.build(RemoteCartStorePg.layer.pipe(Layer.provide(migrated(layerPg(url.toString(), { max: 2 })))))
      const store = Context.get(context, RemoteCartStore)
      yield* store.save("user-cut", sampleRemoteCart)
      const first = yield* Deferred.make<void>()
      const fiber = yield* store.subscribe("user-cut").pipe(
        Stream.tap(() => Deferred.succeed(first, undefined)),
        Stream.runCollect,
        Effect.flip,
        Effect.forkChild
      )
      yield* Deferred.await(first)
      yield* withAdmin((client) =>
        client.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'",
          [name]
        ))
      const error = yield* Fiber.join(fiber)
      expect([error.reason, error.operation, error.uid]).toEqual(["Unavailable", "subscribe", "user-cut"])
    }).pipe(Effect.scoped, Effect.orDie), 60_000)
})
