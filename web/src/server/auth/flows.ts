import "server-only"
import { currentUserOf, issueSessionToken, requestPasswordReset, resetPassword } from "@shop/core/backend/accounts/accounts"
import { normalizeEmail } from "@shop/core/backend/accounts/accounts"
import { tooManyRequests, withLoginLimit } from "@shop/core/backend/accounts/loginGuard"
import { consumeAccountLimit } from "@shop/core/backend/limits/rateLimit"
import { admitSignedIn, sessionState } from "@shop/core/backend/accounts/serverSession"
import type { AuthUser } from "@shop/core/ports/Identity"
import { CustomTokenIssuer, Identity, IdentityError } from "@shop/core/ports/Identity"
import { Effect, Option } from "effect"
import { AuthProvider } from "./authLayer.ts"
import { authCookieName, clientAddress, requestCookies, sessionCookieName, signedInCookies, signedOutCookies } from "./cookies.ts"
import type { AuthAnswer } from "./authRoute.ts"

/**
 * The server's sign-in flows over the configured provider (authLayer.ts). Each request gets its own
 * Identity (one client); the rules are core's (backend/accounts), this file only wires cookies.
 */

/** The reset link of a reset mail: the forgot page of the request's own host, with the token. */
const resetLinkFor = (url: URL) => (token: string) => `${url.origin}/forgot/?token=${encodeURIComponent(token)}`

/** Runs `program` with a fresh Identity and the CustomTokenIssuer of the configured provider. */
const withIdentity = <A, E, R>(url: URL, program: Effect.Effect<A, E, R | Identity | CustomTokenIssuer>) =>
  Effect.gen(function* () {
    const provider = yield* AuthProvider
    return yield* Effect.scoped(Effect.provide(program, provider.identity({ resetLink: resetLinkFor(url) })))
  })

/** After the provider accepted the user: the shop's user document (deactivation refused), cookies, answer. */
const startSession = (request: Request, user: AuthUser, status: number) =>
  Effect.gen(function* () {
    const provider = yield* AuthProvider
    const record = yield* admitSignedIn(user, provider.kind !== "embedded")
    const customToken = yield* (yield* CustomTokenIssuer).issue(user.uid)
    const session = yield* issueSessionToken(user.uid)
    // The server keeps no provider session: the client signs in itself with the custom token.
    yield* (yield* Identity).signOut.pipe(Effect.ignore)
    return {
      status,
      body: { user, currentUser: currentUserOf(record) },
      cookies: signedInCookies(request, session, customToken)
    } satisfies AuthAnswer
  })

export const register = (request: Request, url: URL, body: { email: string; password: string; name: string }) =>
  withIdentity(url, Effect.gen(function* () {
    const user = yield* (yield* Identity).register(body.email, body.password, body.name)
    return yield* startSession(request, user, 201)
  }))

/** Password sign-in under the login limit (the account and the client address, counted before the check). */
export const login = (request: Request, url: URL, body: { email: string; password: string }) =>
  withIdentity(url, Effect.gen(function* () {
    const identity = yield* Identity
    const user = yield* withLoginLimit(body.email, clientAddress(request), identity.signInWithPassword(body.email, body.password))
    return yield* startSession(request, user, 200)
  }))

export const logout = (request: Request): Effect.Effect<AuthAnswer> =>
  Effect.succeed({ status: 200, body: { signedOut: true }, cookies: signedOutCookies(request) })

/**
 * Always 202 for a well-formed email (whether it has an account is not revealed). Reset mails to one
 * email are limited whoever asks (the address is limited by the route), so nobody's mailbox is flooded.
 */
export const forgot = (url: URL, body: { email: string }) =>
  Effect.gen(function* () {
    yield* consumeAccountLimit("forgot-account", normalizeEmail(body.email)).pipe(Effect.catchTag("RateLimited", (limited) => Effect.fail(tooManyRequests(limited))))
    const provider = yield* AuthProvider
    if (provider.kind === "embedded") {
      yield* requestPasswordReset(body.email, resetLinkFor(url))
    } else {
      yield* withIdentity(url, Identity.use((identity) => identity.sendPasswordReset(body.email)))
    }
    return { status: 202, body: { sent: true } } satisfies AuthAnswer
  })

/** Embedded only: Firebase's reset links open Firebase's own page. */
export const reset = (request: Request, url: URL, body: { token: string; password: string }) =>
  Effect.gen(function* () {
    const provider = yield* AuthProvider
    if (provider.kind !== "embedded") return yield* Effect.fail(new IdentityError({ code: "invalid-token" }))
    const user = yield* resetPassword(body.token, body.password)
    return yield* withIdentity(url, startSession(request, user, 200))
  })

/**
 * SPEC 4 on the server: the session cookie's user and core's decision. A deactivated user or an auth
 * cookie without its custom token ends the session (both cookies removed); a kept session gets a
 * fresh custom token in the auth cookie.
 */
export const session = (request: Request, url: URL) =>
  Effect.gen(function* () {
    const cookies = requestCookies(request)
    const auth = cookies.get(authCookieName)
    const state = yield* sessionState({
      session: cookies.get(sessionCookieName),
      hasAuthCookie: auth !== undefined,
      hasCustomToken: auth !== undefined && auth.trim() !== ""
    })
    const user = Option.getOrNull(state.user)
    const signedIn = state.decision === "keep" || state.decision === "sign-in-with-custom-token"
    if (user !== null && user.deactivatedAt === null && signedIn) {
      const customToken = yield* withIdentity(url, CustomTokenIssuer.use((issuer) => issuer.issue(user.id)))
      const sessionToken = yield* issueSessionToken(user.id)
      return {
        status: 200,
        body: { decision: "keep", user: { uid: user.id, email: user.email, displayName: user.name }, currentUser: currentUserOf(user) },
        cookies: signedInCookies(request, sessionToken, customToken)
      } satisfies AuthAnswer
    }
    // Ended by SPEC 4, or a session cookie that names nobody (expired, forged, user gone): both cookies go.
    const ends = state.decision === "logout-deactivated" || state.decision === "sign-out-and-clear-cart" || cookies.has(sessionCookieName)
    return {
      status: 200,
      body: { decision: state.decision, user: null, currentUser: null },
      cookies: ends ? signedOutCookies(request) : []
    } satisfies AuthAnswer
  })
