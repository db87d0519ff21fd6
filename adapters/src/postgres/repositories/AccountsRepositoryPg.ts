import { desc, eq, sql } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { EmailTaken, MailOutbox, UserRecord, UserRepository } from "@shop/core/backend/auth/ports"
import type { ExternalUser, NewResetToken, NewUser, OutboxMail } from "@shop/core/backend/auth/ports"
import type { RepositoryError } from "@shop/core/errors"
import { Database, isUniqueViolation, query, type DatabaseShape } from "../Database.ts"
import { resetTokens } from "../schema/security.ts"
import { mailOutbox, users } from "../schema/users.ts"
import { decodeStored, orRepositoryError, toRepositoryError } from "./support.ts"

type UserRow = typeof users.$inferSelect

const decodeUser = decodeStored(UserRecord, "read user")

/** A row as core's UserRecord, decoded with its Schema (the payment pair is null until one part is set). */
export const userOf = (row: UserRow) =>
  decodeUser({
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.passwordHash,
    deactivatedAt: row.deactivatedAt === null ? null : row.deactivatedAt.getTime(),
    payment: row.paymentAccountNumber === null && row.paymentName === null
      ? null
      : { account_number: row.paymentAccountNumber, name: row.paymentName }
  })

const firstUser = (rows: ReadonlyArray<UserRow>) =>
  rows[0] === undefined ? Effect.succeed(Option.none<UserRecord>()) : Effect.map(userOf(rows[0]), Option.some)

export const makeUserRepositoryPg = (database: DatabaseShape) =>
  UserRepository.of({
    insert: Effect.fn("UserRepository.insert")(function* (user: NewUser) {
      const rows = yield* database
        .query("insert user", (db) =>
          db.insert(users).values({
            email: user.email,
            name: user.name,
            passwordHash: user.passwordHash,
            createdAt: new Date(user.createdAt)
          }).returning())
        .pipe(Effect.catchTag("DatabaseError", (error): Effect.Effect<never, EmailTaken | RepositoryError> =>
          isUniqueViolation(error) ? Effect.fail(new EmailTaken({ email: user.email })) : Effect.fail(toRepositoryError(error))
        ))
      const row = rows[0]
      if (row === undefined) return yield* Effect.die("insert user returned no row")
      return yield* userOf(row)
    }),
    linkExternal: Effect.fn("UserRepository.linkExternal")(function* (user: ExternalUser) {
      const rows = yield* database
        .query("link external user", (db) =>
          db.insert(users)
            .values({ id: user.id, email: user.email, name: user.name, passwordHash: null, createdAt: new Date(user.createdAt) })
            .onConflictDoUpdate({ target: users.id, set: { email: user.email, name: user.name } })
            .returning())
        .pipe(Effect.catchTag("DatabaseError", (error): Effect.Effect<never, EmailTaken | RepositoryError> =>
          isUniqueViolation(error) ? Effect.fail(new EmailTaken({ email: user.email })) : Effect.fail(toRepositoryError(error))
        ))
      const row = rows[0]
      if (row === undefined) return yield* Effect.die("link external user returned no row")
      return yield* userOf(row)
    }),
    findByEmail: Effect.fn("UserRepository.findByEmail")(function* (email: string) {
      const rows = yield* orRepositoryError(database.query("find user by email", (db) =>
        db.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1)))
      return yield* firstUser(rows)
    }),
    findById: Effect.fn("UserRepository.findById")(function* (id: string) {
      const rows = yield* orRepositoryError(database.query("find user by id", (db) =>
        db.select().from(users).where(eq(users.id, id)).limit(1)))
      return yield* firstUser(rows)
    }),
    setPasswordHash: (id, hash) =>
      orRepositoryError(database.query("set password hash", (db) =>
        db.update(users).set({ passwordHash: hash }).where(eq(users.id, id)))).pipe(Effect.asVoid),
    setEmail: Effect.fn("UserRepository.setEmail")(function* (id: string, email: string) {
      const rows = yield* database
        .query("set user email", (db) => db.update(users).set({ email }).where(eq(users.id, id)).returning({ id: users.id }))
        .pipe(Effect.catchTag("DatabaseError", (error): Effect.Effect<never, EmailTaken | RepositoryError> =>
          isUniqueViolation(error) ? Effect.fail(new EmailTaken({ email })) : Effect.fail(toRepositoryError(error))
        ))
      return rows.length > 0
    }),
    setDeactivatedAt: (id, at) =>
      orRepositoryError(database.query("set deactivated_at", (db) =>
        db.update(users).set({ deactivatedAt: at === null ? null : new Date(at) }).where(eq(users.id, id)))).pipe(Effect.asVoid),
    // One transaction, the user's row locked first: of two requests racing, the second waits, then
    // deletes the first's token, so a user never has two live tokens.
    saveResetToken: (token: NewResetToken) =>
      orRepositoryError(database.transaction("save reset token", (tx) =>
        Effect.gen(function* () {
          yield* query("lock user for reset", () => tx.select({ id: users.id }).from(users).where(eq(users.id, token.userId)).for("update"))
          yield* query("delete older reset tokens", () => tx.delete(resetTokens).where(eq(resetTokens.userId, token.userId)))
          yield* query("insert reset token", () => tx.insert(resetTokens).values({
            tokenHash: token.digest,
            userId: token.userId,
            createdAt: new Date(token.createdAt),
            expiresAt: new Date(token.expiresAt)
          }))
        }))),
    // One DELETE of every token of the user whose live token this is: of two concurrent resets the
    // second finds the row gone (deleted by the first, which it waited for) and gets nothing back.
    consumeResetToken: Effect.fn("UserRepository.consumeResetToken")(function* (digest: string, now: number) {
      const rows = yield* orRepositoryError(database.query("consume reset token", (db) =>
        db.delete(resetTokens)
          .where(eq(
            resetTokens.userId,
            sql`(select live.user_id from reset_tokens live where live.token_hash = ${digest} and live.expires_at > ${new Date(now).toISOString()}::timestamptz)`
          ))
          .returning({ userId: resetTokens.userId, tokenHash: resetTokens.tokenHash })))
      // Only the caller that deleted the presented token itself has spent it.
      return Option.fromNullishOr(rows.find((row) => row.tokenHash === digest)?.userId)
    }),
    deleteResetTokens: (userId) =>
      orRepositoryError(database.query("delete reset tokens of user", (db) => db.delete(resetTokens).where(eq(resetTokens.userId, userId)))).pipe(Effect.asVoid)
  })

/**
 * The local outbox (MAIL_OUTBOX=on only): every mail is kept in the mail_outbox table and written to
 * the server log, reset links included, for a developer's machine nobody else reaches. Never a
 * production setting: the rows and the log hold live reset links.
 */
export const makeMailOutboxPg = (database: DatabaseShape) =>
  MailOutbox.of({
    send: (mail: OutboxMail) =>
      orRepositoryError(database.query("write mail to outbox", (db) =>
        db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, body: mail.body, createdAt: new Date(mail.createdAt) }))).pipe(
        Effect.andThen(Effect.logInfo(`Mail to ${mail.to} (local outbox): ${mail.subject}\n${mail.body}`))
      ),
    list: (limit: number) =>
      orRepositoryError(database.query("list outbox", (db) =>
        db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(Math.max(0, Math.trunc(limit))))).pipe(
        Effect.map((rows) => rows.map((row) => ({ to: row.to, subject: row.subject, body: row.body, createdAt: row.createdAt.getTime() })))
      )
  })

/**
 * UserRepository over the shop database (the embedded identity's storage); the local mail outbox is
 * its own layer, chosen by MAIL_OUTBOX (web/src/server/auth/authLayer.ts).
 */
export const AccountsRepositoryPg = {
  layer: Layer.effect(UserRepository, Effect.map(Database, makeUserRepositoryPg)),
  layerOutbox: Layer.effect(MailOutbox, Effect.map(Database, makeMailOutboxPg))
}
