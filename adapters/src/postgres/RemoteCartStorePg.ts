import { eq, sql } from "drizzle-orm"
import { Effect, Layer, Option, PubSub, Schema, Stream } from "effect"
import { RemoteCartDocument } from "@shop/core/cart/remoteDocument"
import { readStoredCart, RemoteCartStore, RemoteCartStoreError } from "@shop/core/ports/RemoteCartStore"
import { Database, type DatabaseError, type DatabaseShape } from "./Database.ts"
import { keepListening } from "./keepListening.ts"
import { carts } from "./schema/carts.ts"

/** The NOTIFY channel a committed cart write announces its user id on. */
export const REMOTE_CART_CHANNEL = "remote_carts"

type Operation = "get" | "save" | "subscribe"

/** What the listener hands to the open subscriptions: a user's document was written, or the listener broke. */
type Signal = { readonly _tag: "Written"; readonly uid: string } | { readonly _tag: "Lost"; readonly reason: string }

const unavailable = (operation: Operation, uid: string) => (error: DatabaseError) =>
  new RemoteCartStoreError({ operation, uid, reason: "Unavailable", message: error.message })

const decode = (operation: Operation, uid: string, stored: unknown) =>
  Schema.decodeUnknownEffect(RemoteCartDocument)(stored).pipe(
    Effect.mapError((issue) => new RemoteCartStoreError({ operation, uid, reason: "InvalidDocument", message: issue.message }))
  )

/**
 * The embedded RemoteCartStore (DESIGN: "database table + server-sent events"): one row per user
 * in `carts`, the document in a jsonb column.
 *
 * - save merges at the top level (`document || new fields`) in one upsert, like Firestore's
 *   `setDoc(..., { merge: true })`, and in the same statement `pg_notify`s the user id, so the
 *   notification is delivered exactly when the write commits, to every process listening on the
 *   same database (PostgreSQL) or to this process (PGlite, which listens in process).
 * - subscribe reads the current document, then reads it again on each notification for its user.
 *   Like a snapshot listener, writes that land close together may be seen as one snapshot of the
 *   latest document; a notification whose write was already read (same row version) is dropped. A snapshot that does not decode is skipped with a warning (the port's promise).
 * - One LISTEN per layer (one pool connection on PostgreSQL), shared by every subscription through a
 *   PubSub. When that connection breaks the open subscriptions fail with `Unavailable` (the browser's
 *   event stream reconnects) and the layer listens again, once a second, until it succeeds.
 */
export const makeRemoteCartStorePg = (database: DatabaseShape) => Effect.gen(function* () {
  const signals = yield* PubSub.unbounded<Signal>()

  // The first LISTEN must succeed for the layer to build; a broken connection fails the open
  // subscriptions (they see "Lost") and the layer listens again (keepListening).
  yield* yield* keepListening(database, REMOTE_CART_CHANNEL, "The remote cart listener", {
    notify: (uid) => void PubSub.publishUnsafe(signals, { _tag: "Written", uid }),
    listening: () => undefined,
    lost: (reason) => void PubSub.publishUnsafe(signals, { _tag: "Lost", reason })
  })

  /**
   * The user's row: the document and its row version (`xmin`, the id of the transaction that wrote
   * it), so a notification that arrives after its write was already read is not seen as a new write.
   */
  const read = (operation: Operation, uid: string) =>
    database.query("read remote cart", (db) =>
      db.select({ document: carts.document, version: sql<string>`xmin::text` }).from(carts).where(eq(carts.uid, uid)).limit(1)
    ).pipe(
      Effect.mapError(unavailable(operation, uid)),
      Effect.map((rows) => Option.fromNullishOr(rows[0]))
    )

  const decodedOrSkipped = (uid: string, stored: unknown) =>
    decode("subscribe", uid, stored).pipe(
      Effect.map(Option.some),
      Effect.catch((error) =>
        Effect.as(Effect.logWarning("Skipping an undecodable remote cart snapshot", error), Option.none<RemoteCartDocument>())
      )
    )

  return RemoteCartStore.of({
    get: Effect.fn("RemoteCartStore.get")(function* (uid: string) {
      const stored = yield* read("get", uid)
      return Option.isNone(stored) ? Option.none() : Option.some(yield* readStoredCart(uid, stored.value.document))
    }),
    save: Effect.fn("RemoteCartStore.save")(function* (uid: string, document: Partial<RemoteCartDocument>) {
      const json = JSON.stringify(document)
      yield* database.query("save remote cart", (db) =>
        db.execute(sql`
          with saved as (
            insert into ${carts} (uid, document, updated_at) values (${uid}, ${json}::jsonb, now())
            on conflict (uid) do update set document = ${carts}.document || excluded.document, updated_at = now()
            returning uid
          )
          select pg_notify(${REMOTE_CART_CHANNEL}, uid) from saved`)
      ).pipe(Effect.mapError(unavailable("save", uid)))
    }),
    subscribe: (uid: string) =>
      Stream.unwrap(Effect.gen(function* () {
        // Subscribe before reading the current document so no write falls in between.
        const subscription = yield* PubSub.subscribe(signals)
        const later = Stream.fromSubscription(subscription).pipe(
          Stream.mapEffect((signal) =>
            signal._tag === "Lost"
              ? Effect.fail(new RemoteCartStoreError({ operation: "subscribe", uid, reason: "Unavailable", message: signal.reason }))
              : Effect.succeed(signal.uid)
          ),
          Stream.filter((written) => written === uid),
          Stream.mapEffect(() => read("subscribe", uid))
        )
        return Stream.concat(Stream.fromEffect(read("subscribe", uid)), later).pipe(
          Stream.filter(Option.isSome),
          Stream.map((some) => some.value),
          Stream.changesWith((a, b) => a.version === b.version),
          Stream.mapEffect((row) => decodedOrSkipped(uid, row.document)),
          Stream.filter(Option.isSome),
          Stream.map((some) => some.value)
        )
      }))
  })
})

/** The embedded RemoteCartStore on the shop's Database (PGlite or PostgreSQL). */
export const RemoteCartStorePg = {
  layer: Layer.effect(RemoteCartStore, Effect.flatMap(Database, makeRemoteCartStorePg))
}
