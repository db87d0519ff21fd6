import "server-only"
import { Effect, Option } from "effect"
import type { ResolveUid, RunCart } from "./handlers.ts"
import { runExit } from "../../../src/server/runtime.ts"

/**
 * The session check of the cart routes. INTEGRATION POINT: the identity (web/src/server/auth/**, issue 6
 * identity branch) names the signed-in user of a request; until it is plugged in here, no request is
 * signed in and every cart call answers 401, so no cart can be read or written without a session.
 * Replace the body with the identity's session lookup (uid of a valid session cookie, else none).
 */
export const resolveSessionUid: ResolveUid = (_request) => Effect.succeed(Option.none())

/** The cart routes run on the one server runtime, whose AppLayer provides the RemoteCartStore. */
export const runOnServer: RunCart = (effect) => runExit(effect)
