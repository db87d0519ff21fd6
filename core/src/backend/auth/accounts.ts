import { Cause, Clock, Effect, Option } from "effect"
import type { AuthUser } from "../../auth/authUser.ts"
import type { CurrentUser } from "../../auth/currentUser.ts"
import { IdentityError } from "../../auth/identityError.ts"
import type { IdentityErrorCode } from "../../auth/identityError.ts"
import type { PasswordPolicy } from "../../validation/password.ts"
import { productPasswordPolicy, validatePassword } from "../../validation/password.ts"
import { validateEmail } from "../../validation/index.ts"
import type { RepositoryError } from "../../errors.ts"
import { SecretTokens } from "../ports/SecretTokens.ts"
import { AccountTokens, MailOutbox, PasswordHasher, UserRepository } from "./ports.ts"
import type { UserRecord } from "./ports.ts"
import { endSignInsAfterPasswordChange } from "./sessions.ts"

/** Starts a server session: sessions.ts, re-exported where callers found it before sessions were rows. */
export { issueSessionToken } from "./sessions.ts"

/**
 * The embedded identity service (issue 6): registration, password sign-in, custom tokens (SPEC 7)
 * and password reset over the ports of ports.ts; the server sessions are sessions.ts. Every rule is
 * here; the adapters only store, hash and sign. Failures are IdentityError with the spec's standard
 * codes, or RepositoryError when the storage fails.
 */

/** Lifetimes (not shown in SPEC, ours; docs/decisions-identity.md). */
export const accountTokenLifetimes = {
  /** The custom token only carries a sign-in from the server to the client: minutes are plenty. */
  custom: 60 * 60 * 1000,
  /** A reset link: one hour, single use, and only the newest of a user works. */
  reset: 60 * 60 * 1000
} as const

const fail = (code: IdentityErrorCode) => Effect.fail(new IdentityError({ code }))

/** Emails are kept trimmed and lower-cased, so they compare case-insensitively everywhere. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

export const authUserOf = (user: UserRecord): AuthUser => ({ uid: user.id, email: user.email, displayName: user.name })

/** SPEC 3 current user of a stored user (deactivated_at as an ISO instant). */
export const currentUserOf = (user: UserRecord): CurrentUser => ({
  id: user.id,
  deactivated_at: user.deactivatedAt === null ? null : new Date(user.deactivatedAt).toISOString(),
  payment: user.payment
})

/** A deactivated user cannot sign in by any means (SPEC 4/6). */
const active = (user: UserRecord) => (user.deactivatedAt === null ? Effect.succeed(user) : fail("user-disabled"))

export const registerAccount = Effect.fn("Accounts.register")(function* (
  email: string,
  password: string,
  name: string,
  policy: PasswordPolicy = productPasswordPolicy
) {
  if (Option.isSome(validateEmail(email))) return yield* fail("invalid-email")
  if (Option.isSome(validatePassword(password, policy))) return yield* fail("weak-password")
  const users = yield* UserRepository
  const hasher = yield* PasswordHasher
  const passwordHash = yield* hasher.hash(password)
  const createdAt = yield* Clock.currentTimeMillis
  const trimmedName = name.trim()
  const user = yield* users.insert({
    email: normalizeEmail(email),
    name: trimmedName === "" ? null : trimmedName,
    passwordHash,
    createdAt
  }).pipe(Effect.catchTag("EmailTaken", () => fail("email-already-in-use")))
  return authUserOf(user)
})

/**
 * `user-not-found`, `wrong-password` (also for a user without a password here), `user-disabled` (only
 * after the right password). Every attempt runs one password verification, an unknown email's against
 * the hasher's unused hash, so the time taken does not tell who has an account (issue 14); the answer
 * the client gets does not either (signInRefusal at the login call).
 */
export const authenticate = Effect.fn("Accounts.authenticate")(function* (email: string, password: string) {
  const users = yield* UserRepository
  const hasher = yield* PasswordHasher
  const found = yield* users.findByEmail(normalizeEmail(email))
  const hash = Option.isSome(found) ? found.value.passwordHash : null
  const verified = yield* hasher.verify(hash ?? (yield* hasher.unusedHash), password)
  if (Option.isNone(found)) return yield* fail("user-not-found")
  if (hash === null || !verified) return yield* fail("wrong-password")
  return authUserOf(yield* active(found.value))
})

const issueCustom = (uid: string) =>
  Effect.gen(function* () {
    const tokens = yield* AccountTokens
    const now = yield* Clock.currentTimeMillis
    return yield* tokens.sign({ purpose: "custom", subject: uid, issuedAt: now, expiresAt: now + accountTokenLifetimes.custom })
  })

const activeUser = (uid: string) =>
  Effect.gen(function* () {
    const found = yield* (yield* UserRepository).findById(uid)
    if (Option.isNone(found)) return yield* fail("user-not-found")
    return yield* active(found.value)
  })

/**
 * A provider that keeps its users in the shop's users table (the embedded identity, the memory fake)
 * changes a user's sign-in email: well formed, nobody else's (`email-already-in-use`), stored
 * normalized; `user-not-found` when no row changed.
 */
export const setStoredEmail = Effect.fn("Accounts.setStoredEmail")(function* (uid: string, email: string) {
  if (Option.isSome(validateEmail(email))) return yield* Effect.fail(new IdentityError({ code: "invalid-email" }))
  const changed = yield* (yield* UserRepository).setEmail(uid, normalizeEmail(email)).pipe(
    Effect.catchTag("EmailTaken", () => Effect.fail(new IdentityError({ code: "email-already-in-use" })))
  )
  if (!changed) return yield* Effect.fail(new IdentityError({ code: "user-not-found" }))
})

/** The same provider stores a new password: the product's policy (`weak-password`), then its hash. */
export const setStoredPassword = Effect.fn("Accounts.setStoredPassword")(function* (uid: string, password: string) {
  if (Option.isSome(validatePassword(password, productPasswordPolicy))) return yield* Effect.fail(new IdentityError({ code: "weak-password" }))
  const users = yield* UserRepository
  if (Option.isNone(yield* users.findById(uid))) return yield* Effect.fail(new IdentityError({ code: "user-not-found" }))
  yield* users.setPasswordHash(uid, yield* (yield* PasswordHasher).hash(password))
})

/** SPEC 7: the token the client signs in with; `user-not-found` for an unknown uid. */
export const issueCustomToken = Effect.fn("Accounts.issueCustomToken")(function* (uid: string) {
  yield* activeUser(uid)
  return yield* issueCustom(uid)
})

/** The token's user; a forged, expired or other-purpose token is `invalid-token`. */
export const verifyCustomToken = Effect.fn("Accounts.verifyCustomToken")(function* (token: string) {
  const now = yield* Clock.currentTimeMillis
  const claims = yield* (yield* AccountTokens).verify(token, "custom", now)
  if (Option.isNone(claims)) return yield* fail("invalid-token")
  return authUserOf(yield* activeUser(claims.value.subject))
})

export interface ResetMailTexts {
  readonly subject: string
  readonly body: (link: string) => string
}

const defaultResetTexts: ResetMailTexts = {
  subject: "Reset your password",
  body: (link) =>
    `Someone asked to reset the password of your account. Open this link within an hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.`
}

/**
 * Forgot password: for a known, active email, a random single-use reset token (stored as its digest,
 * replacing the user's older tokens, so only the newest link works) and a mail with `linkFor(token)`
 * to the MailOutbox (which decides where it goes; the link is never logged here). An unknown email
 * succeeds silently (the form must not reveal who has an account); a malformed one is `invalid-email`.
 */
export const requestPasswordReset = Effect.fn("Accounts.requestPasswordReset")(function* (
  email: string,
  linkFor: (token: string) => string,
  texts: ResetMailTexts = defaultResetTexts
) {
  if (Option.isSome(validateEmail(email))) return yield* fail("invalid-email")
  const users = yield* UserRepository
  const found = yield* users.findByEmail(normalizeEmail(email))
  if (Option.isNone(found) || found.value.deactivatedAt !== null) return
  const now = yield* Clock.currentTimeMillis
  const minted = yield* (yield* SecretTokens).mint
  yield* users.saveResetToken({ digest: minted.digest, userId: found.value.id, createdAt: now, expiresAt: now + accountTokenLifetimes.reset })
  const mail = { to: found.value.email, subject: texts.subject, body: texts.body(linkFor(minted.token)), createdAt: now }
  yield* (yield* MailOutbox).send(mail)
})

/** What a failed reset's log may say: the failure's kind and code, never its text (which could hold the email or the link). */
const failureSummary = (cause: Cause.Cause<unknown>): string => {
  const failure = Cause.findErrorOption(cause)
  if (Option.isNone(failure)) return "a defect or an interruption"
  const error = failure.value
  if (typeof error !== "object" || error === null) return "an unknown failure"
  const tag = Reflect.get(error, "_tag")
  const detail = Reflect.get(error, "code") ?? Reflect.get(error, "operation")
  return `${typeof tag === "string" ? tag : "an unknown failure"}${typeof detail === "string" ? ` (${detail})` : ""}`
}

/**
 * Forgot password, answered alike whoever the email names (issue 14): a malformed email is
 * `invalid-email` at once; otherwise `send` (requestPasswordReset, or the provider's own reset mail)
 * runs in a fiber of its own, detached from the caller, which returns without waiting. A known
 * email's lookup, token, transaction and mail therefore add nothing to the answer's time (an unknown
 * one returned at once before, so the time told who has an account). A failure of `send` is logged
 * (its kind only), never answered: the answer is the same either way.
 */
export const startPasswordReset = Effect.fn("Accounts.startPasswordReset")(function*<E, R>(
  email: string,
  send: Effect.Effect<void, E, R>
): Effect.fn.Return<void, IdentityError, R> {
  if (Option.isSome(validateEmail(email))) return yield* fail("invalid-email")
  yield* Effect.forkDetach(send.pipe(
    Effect.catchCause((cause) => Effect.logError(`A password reset could not be prepared or sent: ${failureSummary(cause)}`))
  ))
})

/** Reset tokens are 43 characters; a longer value is nobody's token and is not even hashed. */
const maxResetTokenLength = 128

/**
 * Sets a new password with a reset token: `invalid-token` for an unknown, expired, replaced or already
 * used one (the first of two concurrent resets wins), `weak-password` when the policy refuses the
 * password (the token is then not used up), `user-disabled` for a deactivated user (checked before the
 * new hash is written, so a link that outlived a deactivation changes nothing). A completed reset
 * deletes every reset token of the user and ends every session of the user, the provider's too:
 * whoever held one is signed out (the caller starts a new one).
 */
export const resetPassword = Effect.fn("Accounts.resetPassword")(function* (
  token: string,
  password: string,
  policy: PasswordPolicy = productPasswordPolicy
) {
  if (token.length === 0 || token.length > maxResetTokenLength) return yield* fail("invalid-token")
  if (Option.isSome(validatePassword(password, policy))) return yield* fail("weak-password")
  const digest = yield* (yield* SecretTokens).digest(token)
  const users = yield* UserRepository
  const uid = yield* users.consumeResetToken(digest, yield* Clock.currentTimeMillis)
  if (Option.isNone(uid)) return yield* fail("invalid-token")
  // Before the hash is written: a link that outlived a deactivation sets no password (user-disabled).
  const user = yield* activeUser(uid.value)
  const hash = yield* (yield* PasswordHasher).hash(password)
  yield* users.setPasswordHash(uid.value, hash)
  yield* endSignInsAfterPasswordChange(uid.value)
  return authUserOf(user)
})

/** SPEC 3 current user of `uid`, None when the shop has no such user. */
export const findCurrentUser = Effect.fn("Accounts.findCurrentUser")(function*(
  uid: string
): Effect.fn.Return<Option.Option<CurrentUser>, RepositoryError, UserRepository> {
  const users = yield* UserRepository
  return Option.map(yield* users.findById(uid), currentUserOf)
})

/** The outbox, newest first (the "sent" mails, where MAIL_OUTBOX keeps them). */
export const listOutbox = Effect.fn("Accounts.listOutbox")(function*(limit = 50) {
  const outbox = yield* MailOutbox
  return yield* outbox.list(limit)
})
