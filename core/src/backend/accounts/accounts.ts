import { Clock, Effect, Option } from "effect"
import type { AuthUser } from "../../account/authUser.ts"
import type { CurrentUser } from "../../account/currentUser.ts"
import { IdentityError } from "../../account/identityError.ts"
import type { IdentityErrorCode } from "../../account/identityError.ts"
import type { PasswordPolicy } from "../../validation/password.ts"
import { productPasswordPolicy, validatePassword } from "../../validation/password.ts"
import { validateEmail } from "../../validation/index.ts"
import type { RepositoryError } from "../errors.ts"
import { AccountTokens, MailOutbox, PasswordHasher, UserRepository } from "./ports.ts"
import type { UserRecord } from "./ports.ts"

/**
 * The embedded identity service (issue 6): registration, password sign-in, custom tokens (SPEC 7),
 * sessions and password reset over the ports of ports.ts. Every rule is here; the adapters only
 * store, hash and sign. Failures are IdentityError with the spec's standard codes, or RepositoryError
 * when the storage fails.
 */

/** Lifetimes (not shown in SPEC, ours; docs/decisions-identity.md). */
export const accountTokenLifetimes = {
  /** The custom token only carries a sign-in from the server to the client: minutes are plenty. */
  custom: 60 * 60 * 1000,
  /** The httpOnly session cookie: 30 days, renewed at every sign-in. */
  session: 30 * 24 * 60 * 60 * 1000,
  /** A reset link: one hour, and single use. */
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

/** `user-not-found`, `wrong-password` (also for a user without a password here), `user-disabled`. */
export const authenticate = Effect.fn("Accounts.authenticate")(function* (email: string, password: string) {
  const users = yield* UserRepository
  const hasher = yield* PasswordHasher
  const found = yield* users.findByEmail(normalizeEmail(email))
  if (Option.isNone(found)) return yield* fail("user-not-found")
  const hash = found.value.passwordHash
  if (hash === null || !(yield* hasher.verify(hash, password))) return yield* fail("wrong-password")
  return authUserOf(yield* active(found.value))
})

const issue = (purpose: "custom" | "session", uid: string) =>
  Effect.gen(function* () {
    const tokens = yield* AccountTokens
    const now = yield* Clock.currentTimeMillis
    return yield* tokens.sign({ purpose, subject: uid, id: "", issuedAt: now, expiresAt: now + accountTokenLifetimes[purpose] })
  })

const activeUser = (uid: string) =>
  Effect.gen(function* () {
    const found = yield* (yield* UserRepository).findById(uid)
    if (Option.isNone(found)) return yield* fail("user-not-found")
    return yield* active(found.value)
  })

/** SPEC 7: the token the client signs in with; `user-not-found` for an unknown uid. */
export const issueCustomToken = Effect.fn("Accounts.issueCustomToken")(function* (uid: string) {
  yield* activeUser(uid)
  return yield* issue("custom", uid)
})

/** The token's user; a forged, expired or other-purpose token is `invalid-token`. */
export const verifyCustomToken = Effect.fn("Accounts.verifyCustomToken")(function* (token: string) {
  const now = yield* Clock.currentTimeMillis
  const claims = yield* (yield* AccountTokens).verify(token, "custom", now)
  if (Option.isNone(claims)) return yield* fail("invalid-token")
  return authUserOf(yield* activeUser(claims.value.subject))
})

/** The httpOnly session cookie's value for `uid`. */
export const issueSessionToken = (uid: string) => issue("session", uid)

/** The uid a session token names, when it is genuine and unexpired (the user is not looked up). */
export const sessionSubject = (token: string): Effect.Effect<Option.Option<string>, never, AccountTokens> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    const claims = yield* (yield* AccountTokens).verify(token, "session", now)
    return Option.map(claims, (c) => c.subject)
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
 * Forgot password: for a known, active email, a signed single-use reset token (its id stored) and a
 * mail with `linkFor(token)`, written to the log and the outbox. An unknown email succeeds silently
 * (the form must not reveal who has an account); a malformed one is `invalid-email`.
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
  const expiresAt = now + accountTokenLifetimes.reset
  const id = yield* users.saveResetToken({ userId: found.value.id, expiresAt })
  const token = yield* (yield* AccountTokens).sign({ purpose: "reset", subject: found.value.id, id, issuedAt: now, expiresAt })
  const link = linkFor(token)
  const mail = { to: found.value.email, subject: texts.subject, body: texts.body(link), createdAt: now }
  yield* (yield* MailOutbox).send(mail)
  yield* Effect.logInfo(`Mail to ${mail.to}: ${mail.subject}\n${mail.body}`)
})

/**
 * Sets a new password with a reset token: `invalid-token` for a forged, expired or already used one,
 * `weak-password` when the policy refuses the password (the token is then not used up).
 */
export const resetPassword = Effect.fn("Accounts.resetPassword")(function* (
  token: string,
  password: string,
  policy: PasswordPolicy = productPasswordPolicy
) {
  const now = yield* Clock.currentTimeMillis
  const claims = yield* (yield* AccountTokens).verify(token, "reset", now)
  if (Option.isNone(claims) || claims.value.id === "") return yield* fail("invalid-token")
  if (Option.isSome(validatePassword(password, policy))) return yield* fail("weak-password")
  const users = yield* UserRepository
  const uid = yield* users.consumeResetToken(claims.value.id, now)
  if (Option.isNone(uid) || uid.value !== claims.value.subject) return yield* fail("invalid-token")
  const hash = yield* (yield* PasswordHasher).hash(password)
  yield* users.setPasswordHash(uid.value, hash)
  return authUserOf(yield* activeUser(uid.value))
})

/** SPEC 3 current user of `uid`, None when the shop has no such user. */
export const findCurrentUser = (uid: string): Effect.Effect<Option.Option<CurrentUser>, RepositoryError, UserRepository> =>
  Effect.map(UserRepository.use((users) => users.findById(uid)), Option.map(currentUserOf))

/** The outbox, newest first (the embedded default's "sent" mails). */
export const listOutbox = (limit = 50) => MailOutbox.use((outbox) => outbox.list(limit))
