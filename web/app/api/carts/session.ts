import "server-only"
import { Cause, Effect, Exit, Option } from "effect"
import { type ResolveUid, type RunCart, SessionLookupFailed } from "./handlers.ts"
import { sessionUserOf } from "../../../src/server/auth/sessionUser.ts"
import { runExit } from "../../../src/server/runtime.ts"

/**
 * The session check of the cart routes: the uid of the server's one session lookup (sessionUserOf,
 * src/server/auth/sessionUser.ts). A lookup that fails (the database down or timing out) is logged
 * and answered as SessionLookupFailed (503 "unavailable"), never as "not signed in": a 401 told the
 * browser to drop the signed-in cart while the shop was only briefly unreachable. It never opens a cart.
 */
export const resolveSessionUid: ResolveUid = (request) =>
  Effect.flatMap(
    Effect.promise(() => runExit(sessionUserOf(request))),
    (exit) => {
      if (Exit.isSuccess(exit)) return Effect.succeed(Option.map(exit.value, (user) => user.id))
      Effect.runSync(Effect.logError("Cart session lookup failed", Cause.pretty(exit.cause)))
      return Effect.fail(new SessionLookupFailed({ message: "the session lookup failed" }))
    }
  )

/** The cart routes run on the one server runtime, whose AppLayer provides the RemoteCartStore. */
export const runOnServer: RunCart = (effect) => runExit(effect)
