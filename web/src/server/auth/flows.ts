import "server-only"
import { signInRefusal } from "@shop/core/auth/identityError"
import { currentUserOf, normalizeEmail, requestPasswordReset, resetPassword, startPasswordReset } from "@shop/core/backend/auth/accounts"
import { tooManyRequests, withLoginLimit } from "@shop/core/backend/auth/loginGuard"
import { consumeAccountLimit } from "@shop/core/backend/limits/rateLimit"
import { admitSignedIn, sessionState } from "@shop/core/backend/auth/serverSession"
import { replaceSession, sessionEndsAt, sessionLifetime, signOut } from "@shop/core/backend/auth/sessions"
import type { AuthUser } from "@shop/core/ports/Identity"
import { CustomTokenIssuer, Identity, IdentityError } from "@shop/core/ports/Identity"
import { Clock, Effect, Option } from "effect"
import { mailLinkOrigin } from "../../market/hosts.ts"
import { loadMarketHostConfig } from "../marketConfig.ts"
import { AuthProvider } from "./authLayer.ts"
import { clientLimitKey } from "../clientAddress.ts"
import { withCookies } from "../http.ts"
import { authCookieName, requestCookies, sessionCookieName, signedInCookieSettings, signedOutCookieSettings } from "./cookies.ts"

/**
 * The server's sign-in flows over the configured provider (authLayer.ts). Each request gets its own
 * Identity (one client); the rules are core's (backend/auth), this file only wires cookies. Each
 * answers its call's body `withCookies` (the route writes them as Set-Cookie headers).
 */

/** The reset link of a reset mail: the forgot page of a host the shop serves (mailLinkOrigin), with the token. */
const resetLinkFor = (origin: string) => (token: string) => `${origin}/forgot/?token=${encodeURIComponent(token)}`

/** Where a mail's links may point for this request; none for a host the shop does not serve. */
const mailOrigin = (url: URL) => mailLinkOrigin(url, loadMarketHostConfig())

/** Runs `program` with a fresh Identity and the CustomTokenIssuer of the configured provider. */
const withIdentity = <A, E, R>(url: URL, program: Effect.Effect<A, E, R | Identity | CustomTokenIssuer>) =>
  Effect.gen(function* () {
    const provider = yield* AuthProvider
    const origin = mailOrigin(url)
    return yield* Effect.scoped(Effect.provide(program, provider.identity(origin === null ? {} : { resetLink: resetLinkFor(origin) })))
  })

/**
 * After the provider accepted the user: the shop's user document (deactivation refused), a new server
 * session (the shop's own, whichever provider signed the user in) in place of the one the browser
 * presented (core replaceSession: no fixation, no earlier user kept on a shared computer), cookies, answer.
 */
const startSession = (request: Request, user: AuthUser) =>
  Effect.gen(function* () {
    const provider = yield* AuthProvider
    const record = yield* admitSignedIn(user, provider.kind !== "embedded")
    const customToken = yield* (yield* CustomTokenIssuer).issue(user.uid)
    const session = yield* replaceSession(requestCookies(request).get(sessionCookieName), user.uid)
    // The server keeps no provider session: the client signs in itself with the custom token.
    yield* (yield* Identity).signOut.pipe(Effect.ignore)
    return withCookies({ user, currentUser: currentUserOf(record) }, signedInCookieSettings(session, customToken, sessionLifetime))
  })

export const register = (request: Request, url: URL, body: { email: string; password: string; name: string }) =>
  withIdentity(url, Effect.gen(function* () {
    const user = yield* (yield* Identity).register(body.email, body.password, body.name)
    return yield* startSession(request, user)
  }))

/**
 * Password sign-in under the login limit (the account and the client address, counted before the
 * check). An unknown email and a wrong password are one answer, `invalid-credential` (core
 * signInRefusal), with either provider.
 */
export const login = (request: Request, url: URL, body: { email: string; password: string }) =>
  withIdentity(url, Effect.gen(function* () {
    const identity = yield* Identity
    const user = yield* withLoginLimit(body.email, clientLimitKey(request), identity.signInWithPassword(body.email, body.password))
    return yield* startSession(request, user)
  })).pipe(Effect.mapError(signInRefusal))

/**
 * Ends this browser's server session (a copy of its cookie signs nobody in afterwards) and the
 * provider's sessions of its user (core signOut), and removes both cookies. Signing out twice, at
 * once, or without a session is harmless.
 */
export const logout = (request: Request) =>
  Effect.gen(function* () {
    yield* signOut(requestCookies(request).get(sessionCookieName))
    return withCookies({ signedOut: true as const }, signedOutCookieSettings)
  })

/**
 * Always 202 for a well-formed email (whether it has an account is not revealed, not even by the
 * time taken: the account's work runs after the answer, core startPasswordReset). Reset mails to one
 * email are limited whoever asks (the address is limited by the route), so nobody's mailbox is flooded.
 */
export const forgot = (url: URL, body: { email: string }) =>
  Effect.gen(function* () {
    yield* consumeAccountLimit("forgot-account", normalizeEmail(body.email)).pipe(Effect.catchTag("RateLimited", (limited) => Effect.fail(tooManyRequests(limited))))
    const provider = yield* AuthProvider
    const origin = mailOrigin(url)
    if (origin === null) {
      // A forged Host: the same answer, and no mail whose link would lead to someone else's site.
      yield* Effect.logWarning(`No reset mail: ${url.host} is not one of the shop's hosts (set MARKET_HOSTS)`)
      yield* startPasswordReset(body.email, Effect.void)
    } else {
      yield* startPasswordReset(body.email, provider.kind === "embedded"
        ? requestPasswordReset(body.email, resetLinkFor(origin))
        : withIdentity(url, Identity.use((identity) => identity.sendPasswordReset(body.email))))
    }
    return { sent: true as const }
  })

/** Embedded only: Firebase's reset links open Firebase's own page. */
export const reset = (request: Request, url: URL, body: { token: string; password: string }) =>
  Effect.gen(function* () {
    const provider = yield* AuthProvider
    if (provider.kind !== "embedded") return yield* Effect.fail(new IdentityError({ code: "invalid-token" }))
    const user = yield* resetPassword(body.token, body.password)
    return yield* withIdentity(url, startSession(request, user))
  })

/**
 * SPEC 4 on the server: the session cookie's live session and core's decision. A deactivated user, a
 * session the server (or the provider's daily check) ended, or an auth cookie without its custom token
 * ends the session (both cookies removed); a kept session keeps its token (renewed at most once a day
 * by core's lookup, currentSession) and gets a fresh custom token in the auth cookie, both cookies
 * living as long as the session (never past its 90 days).
 */
export const session = (request: Request) =>
  Effect.gen(function* () {
    const cookies = requestCookies(request)
    const auth = cookies.get(authCookieName)
    const sessionToken = cookies.get(sessionCookieName)
    const state = yield* sessionState({
      session: sessionToken,
      hasAuthCookie: auth !== undefined,
      hasCustomToken: auth !== undefined && auth.trim() !== ""
    })
    const live = Option.getOrNull(state.session)
    if (live !== null && sessionToken !== undefined && live.user.deactivatedAt === null && state.decision === "keep") {
      const user = live.user
      const customToken = yield* CustomTokenIssuer.use((issuer) => issuer.issue(user.id))
      const expiresAt = sessionEndsAt(live)
      const now = yield* Clock.currentTimeMillis
      return withCookies(
        { decision: state.decision, user: { uid: user.id, email: user.email, displayName: user.name }, currentUser: currentUserOf(user) },
        signedInCookieSettings(sessionToken, customToken, expiresAt - now)
      )
    }
    // Ended by SPEC 4, or a session cookie that names no live session (ended, expired, forged): both cookies go.
    const ends = state.decision === "logout-deactivated" || state.decision === "sign-out-and-clear-cart" || cookies.has(sessionCookieName)
    return withCookies({ decision: state.decision, user: null, currentUser: null }, ends ? signedOutCookieSettings : [])
  })
