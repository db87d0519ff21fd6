import { Context, Schema } from "effect"
import type { Effect, Option } from "effect"
import { UserPayment } from "../../auth/currentUser.ts"
import type { RepositoryError } from "../../errors.ts"

/**
 * Ports of the embedded identity service (DESIGN: "database users, password hashes and signed tokens
 * via well-kept libraries"). Storage in adapters/postgres (and memory fakes in core's test support);
 * hashing and signing in adapters over @node-rs/argon2 and jose: no crypto is written here.
 */

/** A shop user as stored: SPEC 3 current user (id, deactivated_at, payment) plus the sign-in fields. */
export const UserRecord = Schema.Struct({
  id: Schema.String,
  /** As registered, trimmed and lower-cased (emails compare case-insensitively). */
  email: Schema.String,
  name: Schema.NullOr(Schema.String),
  /** Null for a user whose credentials another provider keeps (Firebase). */
  passwordHash: Schema.NullOr(Schema.String),
  /** Epoch ms, null while the account is active. */
  deactivatedAt: Schema.NullOr(Schema.Number),
  payment: Schema.NullOr(UserPayment)
})
export type UserRecord = typeof UserRecord.Type

export interface NewUser {
  readonly email: string
  readonly name: string | null
  readonly passwordHash: string
  readonly createdAt: number
}

export interface ExternalUser {
  readonly id: string
  readonly email: string
  readonly name: string | null
  readonly createdAt: number
}

/**
 * A reset token as stored: the mail's link carries a random token (SecretTokens.mint), the store only
 * its digest, so a copy of the database resets no password.
 */
export interface NewResetToken {
  readonly digest: string
  readonly userId: string
  /** Epoch ms. */
  readonly createdAt: number
  readonly expiresAt: number
}

/** A mail the shop "sends": the embedded default writes it to the server log and this outbox. */
export const OutboxMail = Schema.Struct({
  to: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  /** Epoch ms. */
  createdAt: Schema.Number
})
export type OutboxMail = typeof OutboxMail.Type

/** The email is taken (unique, case-insensitive); the repository wrote nothing. */
export class EmailTaken extends Schema.TaggedError<EmailTaken>()("EmailTaken", { email: Schema.String }) {}

export class UserRepository extends Context.Service<
  UserRepository,
  {
    readonly insert: (user: NewUser) => Effect.Effect<UserRecord, EmailTaken | RepositoryError>
    /** `email` is compared lower-cased. */
    /**
     * The shop's own user document of a user another provider signs in (Firebase): created with no
     * password on first sight, email and name refreshed after. An email held by another id is EmailTaken.
     */
    readonly linkExternal: (user: ExternalUser) => Effect.Effect<UserRecord, EmailTaken | RepositoryError>
    readonly findByEmail: (email: string) => Effect.Effect<Option.Option<UserRecord>, RepositoryError>
    readonly findById: (id: string) => Effect.Effect<Option.Option<UserRecord>, RepositoryError>
    readonly setPasswordHash: (id: string, hash: string) => Effect.Effect<void, RepositoryError>
    /**
     * The user's new email (the caller passes it trimmed and lower-cased). EmailTaken when another
     * user has it (case-insensitively), nothing written then; false for an unknown id.
     */
    readonly setEmail: (id: string, email: string) => Effect.Effect<boolean, EmailTaken | RepositoryError>
    /** Epoch ms, or null to reactivate. */
    readonly setDeactivatedAt: (id: string, at: number | null) => Effect.Effect<void, RepositoryError>
    /**
     * Stores the user's new reset token and deletes the user's older ones, atomically: a user has at
     * most one token, the newest.
     */
    readonly saveResetToken: (token: NewResetToken) => Effect.Effect<void, RepositoryError>
    /**
     * Spends the token of `digest` when it is unexpired (expiresAt > now): deletes every token of its
     * user and answers the user, atomically. Of concurrent calls only the first gets Some; a later, a
     * late or an unknown digest gets None.
     */
    readonly consumeResetToken: (digest: string, now: number) => Effect.Effect<Option.Option<string>, RepositoryError>
    /**
     * Deletes every reset token of the user (a password or email change, a deactivation: a link mailed
     * before must not set a password after); none, or an unknown user, is no error.
     */
    readonly deleteResetTokens: (userId: string) => Effect.Effect<void, RepositoryError>
  }
>()("@shop/core/backend/UserRepository") {}

/** A new server-side session: the cookie carries a random token (SecretTokens.mint), the store its digest. */
export interface NewSession {
  readonly digest: string
  readonly userId: string
  /** Epoch ms. */
  readonly createdAt: number
  readonly expiresAt: number
}

/** A live session: its user as stored (deactivated or not), when it started and when it ends (epoch ms). */
export interface LiveSession {
  readonly user: UserRecord
  /** The sign-in that started it: the 90-day cap and the provider's password changes count from here. */
  readonly createdAt: number
  readonly expiresAt: number
}

/**
 * Server-side sessions (issue 14): a browser is signed in exactly while its session is stored, so a
 * deleted session is a signed-out browser at its next request, on every process.
 */
export class SessionRepository extends Context.Service<
  SessionRepository,
  {
    /** Stores the session; the user's sessions expired by `createdAt` are deleted with it. */
    readonly create: (session: NewSession) => Effect.Effect<void, RepositoryError>
    /** The session of `digest` and its user (one lookup), when it is unexpired (expiresAt > now). */
    readonly find: (digest: string, now: number) => Effect.Effect<Option.Option<LiveSession>, RepositoryError>
    /** Moves the session's end to `expiresAt` (never earlier than it is); an unknown digest changes nothing. */
    readonly extend: (digest: string, expiresAt: number) => Effect.Effect<void, RepositoryError>
    /** Deletes the session of `digest`; an unknown one is no error (two logouts at once are fine). */
    readonly revoke: (digest: string) => Effect.Effect<void, RepositoryError>
    /** Deletes every session of the user but the one of `except`; answers how many were deleted. */
    readonly revokeAll: (userId: string, except?: string) => Effect.Effect<number, RepositoryError>
  }
>()("@shop/core/backend/SessionRepository") {}

export class MailOutbox extends Context.Service<
  MailOutbox,
  {
    readonly send: (mail: OutboxMail) => Effect.Effect<void, RepositoryError>
    /** Newest first, at most `limit`. */
    readonly list: (limit: number) => Effect.Effect<ReadonlyArray<OutboxMail>, RepositoryError>
  }
>()("@shop/core/backend/MailOutbox") {}

export class PasswordHasher extends Context.Service<
  PasswordHasher,
  {
    readonly hash: (password: string) => Effect.Effect<string>
    /** False for a wrong password and for a hash it cannot read. */
    readonly verify: (hash: string, password: string) => Effect.Effect<boolean>
    /**
     * A genuine hash of nobody's password, made once with the parameters of every new hash: a sign-in
     * with an unknown email is verified against it, so it costs what a wrong password costs.
     */
    readonly unusedHash: Effect.Effect<string>
  }
>()("@shop/core/backend/PasswordHasher") {}

/**
 * What a token says: whose it is and for what. Only the SPEC 7 custom token is a signed token; sessions
 * and reset links are random tokens stored as digests (SessionRepository, reset tokens), which the
 * server can delete. A token signed for a purpose no longer listed here verifies as nothing.
 */
export const TokenPurpose = Schema.Literals(["custom"])
export type TokenPurpose = typeof TokenPurpose.Type

export interface TokenClaims {
  readonly purpose: TokenPurpose
  readonly subject: string
  /** Epoch ms. */
  readonly issuedAt: number
  readonly expiresAt: number
}

/** Signed tokens (HMAC JWTs in the adapter): the SPEC 7 custom token. `verify` answers None for a forged, expired or other-purpose token. */
export class AccountTokens extends Context.Service<
  AccountTokens,
  {
    readonly sign: (claims: TokenClaims) => Effect.Effect<string>
    readonly verify: (token: string, purpose: TokenPurpose, now: number) => Effect.Effect<Option.Option<TokenClaims>>
  }
>()("@shop/core/backend/AccountTokens") {}
