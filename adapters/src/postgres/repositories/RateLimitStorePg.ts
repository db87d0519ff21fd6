import { eq, lte, sql } from "drizzle-orm"
import { Effect, Layer } from "effect"
import { WindowCount } from "@shop/core/backend/limits/rules"
import { RateLimitStore } from "@shop/core/backend/ports/RateLimitStore"
import { Database, type DatabaseShape } from "../Database.ts"
import { rateLimits } from "../schema/security.ts"
import { decodeStored, orRepositoryError } from "./support.ts"

const decodeCount = decodeStored(WindowCount, "read a rate-limit count")

/** hits is an int4: a bucket hammered past two billion hits in one window stays refused, never overflows. */
const maxHits = 2_147_483_647

/**
 * RateLimitStore over the `rate_limits` table. A hit is ONE statement, INSERT .. ON CONFLICT DO UPDATE
 * .. RETURNING: PostgreSQL takes the row's lock for the update, so concurrent hits from any number of
 * connections and processes queue on the row and each reads the count the one before it wrote (core
 * `nextCount`: a window whose end has passed restarts at one). No read-then-write, no transaction.
 */
export const makeRateLimitStorePg = (database: DatabaseShape) =>
  RateLimitStore.of({
    hit: Effect.fn("RateLimitStore.hit")(function* (bucket: string, windowMs: number, now: number) {
      // A window that ended at or before this hit's instant restarts with it (excluded.* is the new row).
      const ended = sql`${rateLimits.windowEnd} <= excluded.window_start`
      const rows = yield* orRepositoryError(database.query("count a rate-limit hit", (db) =>
        db.insert(rateLimits)
          .values({ bucket, hits: 1, windowStart: new Date(now), windowEnd: new Date(now + windowMs) })
          .onConflictDoUpdate({
            target: rateLimits.bucket,
            set: {
              hits: sql`case when ${ended} then 1 else least(${rateLimits.hits} + 1, ${maxHits}) end`,
              windowStart: sql`case when ${ended} then excluded.window_start else ${rateLimits.windowStart} end`,
              windowEnd: sql`case when ${ended} then excluded.window_end else ${rateLimits.windowEnd} end`
            }
          })
          .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart })))
      const row = rows[0]
      if (row === undefined) return yield* Effect.die("counting a rate-limit hit returned no row")
      return yield* decodeCount({ hits: row.hits, windowStart: row.windowStart.getTime() })
    }),
    clear: (bucket) =>
      orRepositoryError(database.query("clear a rate-limit bucket", (db) => db.delete(rateLimits).where(eq(rateLimits.bucket, bucket)))).pipe(
        Effect.asVoid
      ),
    // rate_limits_window_end_idx makes this a range scan of the ended rows only.
    sweep: (now) =>
      orRepositoryError(database.query("sweep ended rate-limit windows", (db) =>
        db.delete(rateLimits).where(lte(rateLimits.windowEnd, new Date(now))).returning({ bucket: rateLimits.bucket }))).pipe(
        Effect.map((rows) => rows.length)
      )
  })

/** RateLimitStore over the shop database. */
export const RateLimitStorePg = {
  layer: Layer.effect(RateLimitStore, Effect.map(Database, makeRateLimitStorePg))
}
