import { Clock, Effect, Option } from "effect"
import { notFound } from "../errors.ts"
import { SecretTokens } from "../ports/SecretTokens.ts"
import { SessionRepository, UserRepository } from "./ports.ts"
import type { LiveSession } from "./ports.ts"

/**
 * Server-side sessions (issue 14, docs/decisions-security.md): the httpOnly cookie carries a random
 * token (SecretTokens.mint), the SessionRepository its digest. A browser is signed in exactly while
 * its row lives, so every way a session ends deletes rows: logout (this browser's), a password change
 * (every other browser's), a completed reset and deactivation (all of the user's). The same for both
 * providers: in Firebase mode the server session is the shop's own too.
 */

/** 30 days from the sign-in, extended while the browser keeps coming back (renewSession). */
export const sessionLifetime = 30 * 24 * 60 * 60 * 1000

/** A session is extended at most once a day: one write per browser per day, not one per request. */
export const sessionRenewInterval = 24 * 60 * 60 * 1000

/**
 * Our tokens are 43 characters; a cookie far longer is nobody's session and is not even hashed.
 * (Cookies are bounded by the server's header limit anyway; this keeps the lookup's cost fixed.)
 */
const maxTokenLength = 128

const digestOf = (token: string) => SecretTokens.use((secrets) => secrets.digest(token))

const usable = (token: string | undefined): token is string =>
  token !== undefined && token.length > 0 && token.length <= maxTokenLength

/** Starts a session of `userId` and answers the cookie's token (the user's expired sessions are cleaned up). */
export const issueSessionToken = Effect.fn("Sessions.start")(function*(userId: string) {
  const minted = yield* (yield* SecretTokens).mint
  const now = yield* Clock.currentTimeMillis
  yield* (yield* SessionRepository).create({ digest: minted.digest, userId, createdAt: now, expiresAt: now + sessionLifetime })
  return minted.token
})

/** The live session a cookie's token names, with its user as stored (deactivated or not). */
export const findSession = Effect.fn("Sessions.find")(function*(token: string | undefined) {
  if (!usable(token)) return Option.none<LiveSession>()
  const digest = yield* digestOf(token)
  return yield* (yield* SessionRepository).find(digest, yield* Clock.currentTimeMillis)
})

/**
 * Sliding expiry: a session in use is extended to a full lifetime from now, at most once per
 * sessionRenewInterval. Answers when the session now ends (epoch ms), for the cookie's Max-Age.
 */
export const renewSession = Effect.fn("Sessions.renew")(function*(token: string, session: LiveSession) {
  const now = yield* Clock.currentTimeMillis
  if (session.expiresAt - now > sessionLifetime - sessionRenewInterval) return session.expiresAt
  const expiresAt = now + sessionLifetime
  yield* (yield* SessionRepository).extend(yield* digestOf(token), expiresAt)
  return expiresAt
})

/** Logout: the session of this token ends on the server (an unknown or malformed token is no error). */
export const endSession = Effect.fn("Sessions.end")(function*(token: string | undefined) {
  if (!usable(token)) return
  yield* (yield* SessionRepository).revoke(yield* digestOf(token))
})

/** Every session of the user but the one of `keepToken` ends (a password change keeps the browser that made it). */
export const endOtherSessions = Effect.fn("Sessions.endOthers")(function*(userId: string, keepToken: string | undefined) {
  const sessions = yield* SessionRepository
  if (!usable(keepToken)) return yield* sessions.revokeAll(userId)
  return yield* sessions.revokeAll(userId, yield* digestOf(keepToken))
})

/** Every session of the user ends (a completed password reset, deactivation). */
export const endAllSessions = Effect.fn("Sessions.endAll")(function*(userId: string) {
  return yield* (yield* SessionRepository).revokeAll(userId)
})

/**
 * SPEC 4/6 deactivation: the user's deactivated_at is set (kept when already set), every session
 * ends at once and every reset link with them. A session started by a sign-in racing this call is still refused at its next request,
 * because every lookup reads deactivated_at (sessionState: "logout-deactivated"). NotFound for an unknown user.
 */
export const deactivateUser = Effect.fn("Accounts.deactivate")(function*(userId: string) {
  const users = yield* UserRepository
  const user = yield* users.findById(userId)
  if (Option.isNone(user)) return yield* Effect.fail(notFound("user", userId))
  if (user.value.deactivatedAt === null) yield* users.setDeactivatedAt(userId, yield* Clock.currentTimeMillis)
  yield* endAllSessions(userId)
  yield* users.deleteResetTokens(userId)
})
