import type { Effect } from "effect"
import { Context } from "effect"
import type { RepositoryError } from "../../errors.ts"
import type { WindowCount } from "../limits/rules.ts"

/**
 * The counters of the rate limits (core backend/limits): one fixed window per bucket. The rules are
 * core's (limits/rules.ts `nextCount`); a store only applies them atomically, so every process
 * sharing the store counts exactly.
 */
export class RateLimitStore extends Context.Service<
  RateLimitStore,
  {
    /**
     * Counts one hit on `bucket` at `now` (epoch ms) and answers the count it made, in one atomic
     * step (core `nextCount`: a window of `windowMs` that has passed restarts at one). N concurrent
     * hits on one bucket answer hits 1 .. N, each exactly once.
     */
    readonly hit: (bucket: string, windowMs: number, now: number) => Effect.Effect<WindowCount, RepositoryError>
    /** Forgets the bucket (a successful sign-in clears its account's count). */
    readonly clear: (bucket: string) => Effect.Effect<void, RepositoryError>
    /** Removes every bucket whose window ended at or before `now`; answers how many. */
    readonly sweep: (now: number) => Effect.Effect<number, RepositoryError>
  }
>()("@shop/core/backend/RateLimitStore") {}
