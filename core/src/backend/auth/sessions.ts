import { Clock, Effect, Option } from "effect"
import { CustomTokenIssuer } from "../../ports/Identity.ts"
import { notFound } from "../../errors.ts"
import { SecretTokens } from "../ports/SecretTokens.ts"
import { SessionRepository, UserRepository } from "./ports.ts"
import type { LiveSession } from "./ports.ts"

/**
 * Server-side sessions (issue 14, docs/decisions-security.md): the httpOnly cookie carries a random
 * token (SecretTokens.mint), the SessionRepository its digest. A browser is signed in exactly while
 * its row lives, so every way a session ends deletes rows: logout (this browser's), a password change
 * and a completed reset (all of the user's; the browser that made the change gets a new one),
 * deactivation (all of them), a new sign-in on the browser (the one it presented). The same for both
 * providers: in Firebase mode the server session is the shop's own too. What the provider keeps of a
 * sign-in (Firebase's refresh tokens) is ended with it (CustomTokenIssuer.revokeSessions, disable),
 * and what happens at the provider without the shop (a reset on Firebase's own page) is asked at the
 * daily renewal (CustomTokenIssuer.passwordChangedAt).
 */

/** 30 days from the sign-in, extended while the browser keeps coming back (currentSession). */
export const sessionLifetime = 30 * 24 * 60 * 60 * 1000

/**
 * A session is renewed at most once a day: one write and one question to the provider per browser
 * per day, not one per request.
 */
export const sessionRenewInterval = 24 * 60 * 60 * 1000

/**
 * However often it is renewed, a session ends 90 days after the sign-in that started it (a stolen
 * cookie in daily use does not live for ever). Applied at every lookup; the row's own end keeps
 * sliding, so the daily renewal (and its provider check) goes on until then.
 */
export const sessionMaxLifetime = 90 * 24 * 60 * 60 * 1000

/** When a live session ends: its sliding end, or 90 days after its sign-in, whichever comes first. */
export const sessionEndsAt = (session: LiveSession): number =>
  Math.min(session.expiresAt, session.createdAt + sessionMaxLifetime)

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

/** The live session of a token and its digest; a session past its 90 days is deleted on sight. */
const lookup = (token: string | undefined) =>
  Effect.gen(function*() {
    if (!usable(token)) return Option.none<{ readonly digest: string; readonly session: LiveSession }>()
    const digest = yield* digestOf(token)
    const sessions = yield* SessionRepository
    const now = yield* Clock.currentTimeMillis
    const found = yield* sessions.find(digest, now)
    if (Option.isNone(found)) return Option.none()
    if (now >= found.value.createdAt + sessionMaxLifetime) {
      yield* sessions.revoke(digest)
      return Option.none()
    }
    return Option.some({ digest, session: found.value })
  })

/**
 * The live session a cookie's token names, with its user as stored (deactivated or not), as stored:
 * no renewal, no provider check (currentSession does both).
 */
export const findSession = Effect.fn("Sessions.find")(function*(token: string | undefined) {
  return Option.map(yield* lookup(token), (found) => found.session)
})

/**
 * What the provider says of a session due for renewal: "ended" when the password changed at the
 * provider after the session started (Firebase's own reset page, which never reaches the shop), or the
 * provider disabled or lost the user; "unknown" when it did not answer (logged: the session serves
 * this request unrenewed, and the next request asks again).
 */
const providerVerdict = (session: LiveSession) =>
  CustomTokenIssuer.use((issuer) => issuer.passwordChangedAt(session.user.id)).pipe(
    Effect.map(Option.match({ onNone: () => "live" as const, onSome: (at) => (at > session.createdAt ? "ended" as const : "live" as const) })),
    Effect.catchTag("IdentityError", (error) =>
      error.code === "user-disabled" || error.code === "user-not-found"
        ? Effect.succeed("ended" as const)
        : Effect.as(Effect.logWarning(`The identity provider did not answer the daily session check (${error.code}); asking again at the next request`), "unknown" as const))
  )

/**
 * The session a cookie's token names, as every request sees it (sessionState): the live session
 * within its 90 days, renewed at most once per sessionRenewInterval. The renewal first asks the
 * provider (providerVerdict): a session the provider ended is deleted here and answers None; one it
 * could not judge serves unrenewed. Otherwise the session slides to a full lifetime from now. A
 * deactivated user's session is answered as it is (sessionState ends it).
 */
export const currentSession = Effect.fn("Sessions.current")(function*(token: string | undefined) {
  const found = yield* lookup(token)
  if (Option.isNone(found)) return Option.none<LiveSession>()
  const { digest, session } = found.value
  const now = yield* Clock.currentTimeMillis
  if (session.expiresAt - now > sessionLifetime - sessionRenewInterval || session.user.deactivatedAt !== null) return Option.some(session)
  const verdict = yield* providerVerdict(session)
  const sessions = yield* SessionRepository
  if (verdict === "ended") {
    yield* sessions.revoke(digest)
    return Option.none<LiveSession>()
  }
  if (verdict === "unknown") return Option.some(session)
  const expiresAt = now + sessionLifetime
  yield* sessions.extend(digest, expiresAt)
  return Option.some({ ...session, expiresAt })
})

/** The session of this token ends on the server (an unknown or malformed token is no error). */
export const endSession = Effect.fn("Sessions.end")(function*(token: string | undefined) {
  if (!usable(token)) return
  yield* (yield* SessionRepository).revoke(yield* digestOf(token))
})

/**
 * A new session of `userId` for a browser that presented `previous` (login, registration, a completed
 * reset, a password change): the presented one ends first, whoever's it was, so a sign-in never keeps
 * a token someone else may know (session fixation) and a shared computer keeps no earlier user's session.
 */
export const replaceSession = Effect.fn("Sessions.replace")(function*(previous: string | undefined, userId: string) {
  yield* endSession(previous)
  return yield* issueSessionToken(userId)
})

/** Every session of the user ends (a completed password reset, a password change, deactivation). */
export const endAllSessions = Effect.fn("Sessions.endAll")(function*(userId: string) {
  return yield* (yield* SessionRepository).revokeAll(userId)
})

/**
 * The provider's own sessions of the user end too (Firebase: the refresh tokens), after the shop's:
 * the shop's are what the server trusts, so a provider that does not answer is logged, not fatal.
 */
export const endProviderSessions = Effect.fn("Sessions.endProvider")(function*(userId: string) {
  yield* (yield* CustomTokenIssuer).revokeSessions(userId).pipe(
    Effect.catchTag("IdentityError", (error) =>
      error.code === "user-not-found"
        ? Effect.void
        : Effect.logWarning(`The identity provider's sessions of a user could not be revoked (${error.code}); the shop's sessions are ended`))
  )
})

/**
 * Logout: this browser's session ends on the server, and the provider's sessions of its user with it
 * (a copied Firebase refresh token signs in nowhere afterwards; the user's other browsers keep their
 * shop sessions and sign in to the provider again with their next custom token). A token that names
 * no live session ends nothing and asks nothing of the provider.
 */
export const signOut = Effect.fn("Sessions.signOut")(function*(token: string | undefined) {
  const found = yield* lookup(token)
  if (Option.isNone(found)) return
  yield* (yield* SessionRepository).revoke(found.value.digest)
  yield* endProviderSessions(found.value.session.user.id)
})

/**
 * A user's password changed (in settings, or by a reset link): every session ends, here and at the
 * provider, and every reset link too (one mailed before would set a password of its own after this).
 */
export const endSignInsAfterPasswordChange = Effect.fn("Sessions.endAfterPasswordChange")(function*(userId: string) {
  yield* endAllSessions(userId)
  yield* (yield* UserRepository).deleteResetTokens(userId)
  yield* endProviderSessions(userId)
})

/**
 * SPEC 4/6 deactivation: the user's deactivated_at is set (kept when already set), every session
 * ends at once and every reset link with them; then the provider disables the user (Firebase:
 * `disabled` and its refresh tokens revoked). The shop's part holds even when the provider fails;
 * the call then fails, to be retried (each step may run again). A session started by a sign-in racing
 * this call is still refused at its next request, because every lookup reads deactivated_at
 * (sessionState: "logout-deactivated"). NotFound for an unknown user.
 */
export const deactivateUser = Effect.fn("Accounts.deactivate")(function*(userId: string) {
  const users = yield* UserRepository
  const user = yield* users.findById(userId)
  if (Option.isNone(user)) return yield* Effect.fail(notFound("user", userId))
  if (user.value.deactivatedAt === null) yield* users.setDeactivatedAt(userId, yield* Clock.currentTimeMillis)
  yield* endAllSessions(userId)
  yield* users.deleteResetTokens(userId)
  yield* (yield* CustomTokenIssuer).disable(userId)
})

/**
 * Undoes deactivateUser (a staff member reactivates the customer): the provider enables the user
 * first, then the shop clears deactivated_at. In this order a provider that fails leaves the user
 * deactivated everywhere (the call fails, to be retried), and a shop write that fails after the
 * provider's leaves the user refused by the shop (admitSignedIn), never half-signed-in. Nothing that
 * deactivation ended comes back: the user signs in afresh. NotFound for an unknown user.
 */
export const reactivateUser = Effect.fn("Accounts.reactivate")(function*(userId: string) {
  const users = yield* UserRepository
  const user = yield* users.findById(userId)
  if (Option.isNone(user)) return yield* Effect.fail(notFound("user", userId))
  yield* (yield* CustomTokenIssuer).enable(userId)
  if (user.value.deactivatedAt !== null) yield* users.setDeactivatedAt(userId, null)
})
