import { Clock, Effect } from "effect"
import { RateLimitStore } from "../ports/RateLimitStore.ts"
import { SpentHumanChecks } from "../ports/SpentHumanChecks.ts"

/**
 * Removes the limit counters whose window has passed and the spent human checks that expired: both
 * are useless once past, and an index on their end instant makes this one cheap DELETE each. The web
 * runtime runs it on a timer; the counters stay correct without it (a passed window restarts).
 */
export const sweepExpiredLimits = Effect.fn("RateLimits.sweep")(function* () {
  const now = yield* Clock.currentTimeMillis
  const counters = yield* (yield* RateLimitStore).sweep(now)
  const humanChecks = yield* (yield* SpentHumanChecks).sweep(now)
  return { counters, humanChecks }
})
