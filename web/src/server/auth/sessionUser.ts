import "server-only"
import type { UserRecord } from "@shop/core/backend/accounts/ports"
import { sessionState } from "@shop/core/backend/accounts/serverSession"
import { Effect, Option } from "effect"
import { authCookieName, requestCookies, sessionCookieName } from "./cookies.ts"

/**
 * The signed-in user of a request for the account area and the order calls: the user of a genuine
 * session cookie (core sessionState), unless SPEC 4 ends that session (deactivated user, auth cookie
 * without its custom token). None for a visitor. The server trusts only the httpOnly session cookie.
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
    const kept = state.decision === "keep" || state.decision === "sign-in-with-custom-token"
    return kept ? Option.filter(state.user, (user) => user.deactivatedAt === null) : Option.none<UserRecord>()
  })

export const sessionUserOf = (request: Request) => sessionUserOfCookies(requestCookies(request))
