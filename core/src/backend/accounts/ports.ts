import { Context, Schema } from "effect"
import type { Effect, Option } from "effect"
import { UserPayment } from "../../account/currentUser.ts"
import type { RepositoryError } from "../errors.ts"

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

/** A reset token's stored half; its id (the signed token's `jti`, made by the store) makes it single-use. */
export interface NewResetToken {
  readonly userId: string
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
    /** Stores a new unused token and answers its id (a fresh UUID). */
    readonly saveResetToken: (token: NewResetToken) => Effect.Effect<string, RepositoryError>
    /**
     * Marks the token used and answers its user, atomically: only the first call for an unused,
     * unexpired token (expiresAt > now) gets Some; every later or late call gets None.
     */
    readonly consumeResetToken: (id: string, now: number) => Effect.Effect<Option.Option<string>, RepositoryError>
  }
>()("@shop/core/backend/UserRepository") {}

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
  }
>()("@shop/core/backend/PasswordHasher") {}

/** What a token says: whose it is, for what, and (reset tokens) its single-use id. */
export const TokenPurpose = Schema.Literals(["custom", "session", "reset"])
export type TokenPurpose = typeof TokenPurpose.Type

export interface TokenClaims {
  readonly purpose: TokenPurpose
  readonly subject: string
  /** Single-use id (reset tokens); empty when the token has none. */
  readonly id: string
  /** Epoch ms. */
  readonly issuedAt: number
  readonly expiresAt: number
}

/** Signed tokens (HMAC JWTs in the adapter). `verify` answers None for a forged, expired or other-purpose token. */
export class AccountTokens extends Context.Service<
  AccountTokens,
  {
    readonly sign: (claims: TokenClaims) => Effect.Effect<string>
    readonly verify: (token: string, purpose: TokenPurpose, now: number) => Effect.Effect<Option.Option<TokenClaims>>
  }
>()("@shop/core/backend/AccountTokens") {}
