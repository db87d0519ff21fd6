import { lte } from "drizzle-orm"
import { Effect, Layer } from "effect"
import { SpentHumanChecks } from "@shop/core/backend/ports/SpentHumanChecks"
import { Database, type DatabaseShape } from "../Database.ts"
import { spentHumanChecks } from "../schema/security.ts"
import { orRepositoryError } from "./support.ts"

/**
 * SpentHumanChecks over the `spent_human_checks` table. Spending is ONE statement, INSERT .. ON
 * CONFLICT DO NOTHING RETURNING: of concurrent inserts of one digest PostgreSQL lets exactly one
 * write the row (the others wait on it and then do nothing), and only that one gets a row back.
 */
export const makeSpentHumanChecksPg = (database: DatabaseShape) =>
  SpentHumanChecks.of({
    spend: Effect.fn("SpentHumanChecks.spend")(function* (digest: string, expiresAt: number) {
      const rows = yield* orRepositoryError(database.query("spend a human check", (db) =>
        db.insert(spentHumanChecks)
          .values({ tokenHash: digest, expiresAt: new Date(expiresAt) })
          .onConflictDoNothing({ target: spentHumanChecks.tokenHash })
          .returning({ tokenHash: spentHumanChecks.tokenHash })))
      return rows.length === 1
    }),
    // spent_human_checks_expires_idx makes this a range scan of the expired rows only.
    sweep: (now) =>
      orRepositoryError(database.query("sweep expired human checks", (db) =>
        db.delete(spentHumanChecks).where(lte(spentHumanChecks.expiresAt, new Date(now))).returning({ tokenHash: spentHumanChecks.tokenHash }))).pipe(
        Effect.map((rows) => rows.length)
      )
  })

/** SpentHumanChecks over the shop database. */
export const SpentHumanChecksPg = {
  layer: Layer.effect(SpentHumanChecks, Effect.map(Database, makeSpentHumanChecksPg))
}
