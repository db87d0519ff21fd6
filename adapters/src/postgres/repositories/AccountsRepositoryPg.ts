import { and, desc, eq, gt, isNull, sql } from "drizzle-orm"
import { Context, Effect, Layer, Option } from "effect"
import { EmailTaken, MailOutbox, UserRecord, UserRepository } from "@shop/core/backend/accounts/ports"
import type { ExternalUser, NewResetToken, NewUser, OutboxMail } from "@shop/core/backend/accounts/ports"
import type { RepositoryError } from "@shop/core/backend/errors"
import { Database, isUniqueViolation, type DatabaseShape } from "../Database.ts"
import { mailOutbox, passwordResetTokens, users } from "../schema/users.ts"
import { decodeStored, orRepositoryError, parseUuid, toRepositoryError } from "./support.ts"

type UserRow = typeof users.$inferSelect

const decodeUser = decodeStored(UserRecord, "read user")

/** A row as core's UserRecord, decoded with its Schema (the payment pair is null until one part is set). */
const userOf = (row: UserRow) =>
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
    saveResetToken: Effect.fn("UserRepository.saveResetToken")(function* (token: NewResetToken) {
      const rows = yield* orRepositoryError(database.query("save reset token", (db) =>
        db.insert(passwordResetTokens)
          .values({ userId: token.userId, expiresAt: new Date(token.expiresAt) })
          .returning({ id: passwordResetTokens.id })))
      const row = rows[0]
      if (row === undefined) return yield* Effect.die("save reset token returned no row")
      return row.id
    }),
    // One UPDATE ... WHERE used_at IS NULL: of two concurrent resets only one gets the row back.
    consumeResetToken: Effect.fn("UserRepository.consumeResetToken")(function* (id: string, now: number) {
      // Token ids are UUIDs; anything else names no token (and must not reach the uuid cast).
      if (parseUuid(id) === undefined) return Option.none<string>()
      const rows = yield* orRepositoryError(database.query("consume reset token", (db) =>
        db.update(passwordResetTokens)
          .set({ usedAt: new Date(now) })
          .where(and(
            eq(passwordResetTokens.id, sql`${id}::uuid`),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date(now))
          ))
          .returning({ userId: passwordResetTokens.userId })))
      return Option.fromNullishOr(rows[0]?.userId)
    })
  })

export const makeMailOutboxPg = (database: DatabaseShape) =>
  MailOutbox.of({
    send: (mail: OutboxMail) =>
      orRepositoryError(database.query("write mail to outbox", (db) =>
        db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, body: mail.body, createdAt: new Date(mail.createdAt) }))).pipe(
        Effect.asVoid
      ),
    list: (limit: number) =>
      orRepositoryError(database.query("list outbox", (db) =>
        db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(Math.max(0, Math.trunc(limit))))).pipe(
        Effect.map((rows) => rows.map((row) => ({ to: row.to, subject: row.subject, body: row.body, createdAt: row.createdAt.getTime() })))
      )
  })

/** UserRepository and MailOutbox over the shop database (the embedded identity's storage). */
export const AccountsRepositoryPg = {
  layer: Layer.effectContext(Effect.map(Database, (database) =>
    Context.make(UserRepository, makeUserRepositoryPg(database)).pipe(
      Context.add(MailOutbox, makeMailOutboxPg(database))
    )))
}
