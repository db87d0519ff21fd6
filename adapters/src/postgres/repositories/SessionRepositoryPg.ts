import { and, eq, gt, lt, lte, ne } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { SessionRepository } from "@shop/core/backend/auth/ports"
import type { LiveSession, NewSession } from "@shop/core/backend/auth/ports"
import { Database, type DatabaseShape } from "../Database.ts"
import { sessions } from "../schema/security.ts"
import { users } from "../schema/users.ts"
import { userOf } from "./AccountsRepositoryPg.ts"
import { orRepositoryError } from "./support.ts"

/**
 * Server-side sessions over the `sessions` table (issue 14): the row is keyed by the digest of the
 * cookie's token, so the table signs nobody in. Every statement is one round trip, and each is safe
 * to run twice or at once from several processes (deleting a deleted row deletes nothing).
 */
export const makeSessionRepositoryPg = (database: DatabaseShape) =>
  SessionRepository.of({
    create: Effect.fn("SessionRepository.create")(function* (session: NewSession) {
      // The user's expired rows go now, so a user's rows stay few without a sweeper.
      yield* orRepositoryError(database.query("delete expired sessions", (db) =>
        db.delete(sessions).where(and(eq(sessions.userId, session.userId), lte(sessions.expiresAt, new Date(session.createdAt))))))
      yield* orRepositoryError(database.query("create session", (db) =>
        db.insert(sessions).values({
          tokenHash: session.digest,
          userId: session.userId,
          createdAt: new Date(session.createdAt),
          expiresAt: new Date(session.expiresAt)
        })))
    }),
    // The session and its user in one query: every signed-in request pays one lookup.
    find: Effect.fn("SessionRepository.find")(function* (digest: string, now: number) {
      const rows = yield* orRepositoryError(database.query("find session", (db) =>
        db.select({ user: users, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.tokenHash, digest), gt(sessions.expiresAt, new Date(now))))
          .limit(1)))
      const row = rows[0]
      if (row === undefined) return Option.none<LiveSession>()
      return Option.some({ user: yield* userOf(row.user), createdAt: row.createdAt.getTime(), expiresAt: row.expiresAt.getTime() })
    }),
    extend: (digest, expiresAt) =>
      orRepositoryError(database.query("extend session", (db) =>
        db.update(sessions)
          .set({ expiresAt: new Date(expiresAt) })
          .where(and(eq(sessions.tokenHash, digest), lt(sessions.expiresAt, new Date(expiresAt)))))).pipe(Effect.asVoid),
    revoke: (digest) =>
      orRepositoryError(database.query("revoke session", (db) => db.delete(sessions).where(eq(sessions.tokenHash, digest)))).pipe(Effect.asVoid),
    revokeAll: (userId, except) =>
      orRepositoryError(database.query("revoke sessions of user", (db) =>
        db.delete(sessions)
          .where(except === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.tokenHash, except)))
          .returning({ tokenHash: sessions.tokenHash }))).pipe(Effect.map((rows) => rows.length))
  })

export const SessionRepositoryPg = {
  layer: Layer.effect(SessionRepository, Effect.map(Database, makeSessionRepositoryPg))
}
