import "server-only"
import { sessionState } from "@shop/core/backend/accounts/serverSession"
import { Effect, Exit, Option } from "effect"
import type { ResolveUid, RunCart } from "./handlers.ts"
import { authCookieName, requestCookies, sessionCookieName } from "../../../src/server/auth/cookies.ts"
import { runExit } from "../../../src/server/runtime.ts"

/**
 * The session check of the cart routes: the uid of the request's session cookie, by the same core rule
 * as GET /api/auth/session/ (sessionState, SPEC 4). Only a "keep" decision names a user: a deactivated
 * user, an auth cookie without its custom token, or a token naming nobody are "not signed in" (401).
 * A failure of the lookup (database down) also answers "not signed in", logged; it never opens a cart.
 */
export const resolveSessionUid: ResolveUid = (request) =>
  Effect.promise(async () => {
    const cookies = requestCookies(request)
    const session = cookies.get(sessionCookieName)
    if (session === undefined || session.trim() === "") return Option.none<string>()
    const auth = cookies.get(authCookieName)
    const exit = await runExit(sessionState({
      session,
      hasAuthCookie: auth !== undefined,
      hasCustomToken: auth !== undefined && auth.trim() !== ""
    }))
    if (Exit.isFailure(exit)) {
      Effect.runSync(Effect.logError("Cart session lookup failed", exit.cause))
      return Option.none<string>()
    }
    const { decision, user } = exit.value
    return decision === "keep" ? Option.map(user, (u) => u.id) : Option.none<string>()
  })

/** The cart routes run on the one server runtime, whose AppLayer provides the RemoteCartStore. */
export const runOnServer: RunCart = (effect) => runExit(effect)
