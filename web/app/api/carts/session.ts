import "server-only"
import { Effect, Exit, Option } from "effect"
import type { ResolveUid, RunCart } from "./handlers.ts"
import { sessionUserOf } from "../../../src/server/auth/sessionUser.ts"
import { runExit } from "../../../src/server/runtime.ts"

/**
 * The session check of the cart routes: the uid of the server's one session lookup (sessionUserOf,
 * src/server/auth/sessionUser.ts). A failure of the lookup (database down) answers "not signed in",
 * logged; it never opens a cart.
 */
export const resolveSessionUid: ResolveUid = (request) =>
  Effect.promise(async () => {
    const exit = await runExit(sessionUserOf(request))
    if (Exit.isFailure(exit)) {
      Effect.runSync(Effect.logError("Cart session lookup failed", exit.cause))
      return Option.none<string>()
    }
    return Option.map(exit.value, (user) => user.id)
  })

/** The cart routes run on the one server runtime, whose AppLayer provides the RemoteCartStore. */
export const runOnServer: RunCart = (effect) => runExit(effect)
