import "server-only"
import { currentUserOf, requestPasswordReset } from "@shop/core/backend/auth/accounts"
import { sessionState } from "@shop/core/backend/auth/serverSession"
import { sessionEndsAt, sessionLifetime, signOut } from "@shop/core/backend/auth/sessions"
import { askPasswordReset, passwordSignIn, registerAndSignIn, resetAndSignIn, type SignedIn } from "@shop/core/backend/auth/signIn"
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

/** The browser's session token, when it sent one (a sign-in replaces it: core startSignedIn). */
const presentedSession = (request: Request) => requestCookies(request).get(sessionCookieName)

/** Whether the configured provider keeps the credentials elsewhere (Firebase): the shop links its user document. */
const externalProvider = Effect.map(AuthProvider, (provider) => provider.kind !== "embedded")

/** A sign-in's answer: who is signed in, with the session and auth cookies. */
const signedInAnswer = ({ user, currentUser, session, customToken }: SignedIn) =>
  withCookies({ user, currentUser }, signedInCookieSettings(session, customToken, sessionLifetime))

export const register = (request: Request, url: URL, body: { email: string; password: string; name: string }) =>
  withIdentity(url, Effect.map(Effect.flatMap(externalProvider, (external) => registerAndSignIn(body, presentedSession(request), external)), signedInAnswer))

/** Password sign-in (core passwordSignIn: the login limit of the account and this client address, one refusal for both mistakes). */
export const login = (request: Request, url: URL, body: { email: string; password: string }) =>
  withIdentity(url, Effect.map(
    Effect.flatMap(externalProvider, (external) => passwordSignIn(body, clientLimitKey(request), presentedSession(request), external)),
    signedInAnswer
  ))

/**
 * Ends this browser's server session (a copy of its cookie signs nobody in afterwards) and the
 * provider's sessions of its user (core signOut), and removes both cookies. Signing out twice, at
 * once, or without a session is harmless.
 */
export const logout = (request: Request) =>
  Effect.gen(function* () {
    yield* signOut(presentedSession(request))
    return withCookies({ signedOut: true as const }, signedOutCookieSettings)
  })

/**
 * Always 202 for a well-formed email (whether it has an account is not revealed, not even by the
 * time taken: core askPasswordReset). The address is limited by the route, the email by core.
 */
export const forgot = (url: URL, body: { email: string }) =>
  Effect.gen(function* () {
    const provider = yield* AuthProvider
    const origin = mailOrigin(url)
    if (origin === null) {
      // A forged Host: the same answer, and no mail whose link would lead to someone else's site.
      yield* askPasswordReset(body.email, Effect.logWarning(`No reset mail: ${url.host} is not one of the shop's hosts (set MARKET_HOSTS)`))
    } else {
      yield* askPasswordReset(body.email, provider.kind === "embedded"
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
    return signedInAnswer(yield* withIdentity(url, resetAndSignIn(body.token, body.password, presentedSession(request))))
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
