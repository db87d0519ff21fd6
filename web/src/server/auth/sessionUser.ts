import "server-only"
import type { UserRecord } from "@shop/core/backend/auth/ports"
import { sessionState } from "@shop/core/backend/auth/serverSession"
import { Effect, Option } from "effect"
import type { SignedIn } from "../http.ts"
import { authCookieName, requestCookies, sessionCookieName } from "./cookies.ts"

/**
 * The one session lookup of the server (the account area, the order and sell-order calls, the cart
 * routes): the user of a genuine session cookie, by the same core rule as GET /api/auth/session/
 * (sessionState, SPEC 4). Only a "keep" decision names a user: a deactivated user ("logout-deactivated"),
 * an auth cookie without its custom token ("sign-out-and-clear-cart") or a token naming nobody are
 * "not signed in". ("sign-in-with-custom-token" is only decided when the session names nobody, so it
 * never names a user either.) The server trusts only the httpOnly session cookie.
 */
export const sessionUserOfCookies = (cookies: ReadonlyMap<string, string>) =>
  Effect.gen(function*() {
    const session = cookies.get(sessionCookieName)
    if (session === undefined || session.trim() === "") return Option.none<UserRecord>()
    const auth = cookies.get(authCookieName)
    const state = yield* sessionState({
      session,
      hasAuthCookie: auth !== undefined,
      hasCustomToken: auth !== undefined && auth.trim() !== ""
    })
    return state.decision === "keep" ? Option.filter(state.user, (user) => user.deactivatedAt === null) : Option.none<UserRecord>()
  })

export const sessionUserOf = (request: Request) => sessionUserOfCookies(requestCookies(request))

/**
 * `route({ signedIn: signedIn(message) })`: a call for signed-in users only, looked up by
 * sessionUserOf; `unauthorized` is the message of the 401 without one.
 */
export const signedIn = (unauthorized: string): SignedIn<UserRecord> => ({ lookup: sessionUserOf, unauthorized })

/** The account area's calls (app/api/account/): the signed-in user's own purchases, sales, settings... */
export const accountUser = signedIn("sign in to use your account")
