import { Schema } from "effect"
import type { RateLimitPolicy } from "./policies.ts"

/**
 * The fixed-window rules, pure functions of a count and the current instant (epoch ms; callers read
 * Effect's Clock). The store applies `nextCount` atomically (one SQL statement in PostgreSQL, the
 * memory fake calls it inside one Ref update); the limiter decides with `allowed` and `retryAfterMs`.
 */

/** A bucket's hits in its current window, which opened at `windowStart` (epoch ms). */
export const WindowCount = Schema.Struct({
  hits: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1)),
  windowStart: Schema.Number.check(Schema.isInt())
})
export type WindowCount = typeof WindowCount.Type

/**
 * Whether the window has passed at `now`. An instant before the window opened (another process's
 * clock a little behind) is still inside it: clocks disagreeing never reopen a window early.
 */
export const windowEnded = (count: WindowCount, windowMs: number, now: number): boolean => now >= count.windowStart + windowMs

/** The count after one more hit at `now`: counted in the live window, or the first of a new one. */
export const nextCount = (previous: WindowCount | undefined, windowMs: number, now: number): WindowCount =>
  previous === undefined || windowEnded(previous, windowMs, now)
    ? { hits: 1, windowStart: now }
    : { hits: previous.hits + 1, windowStart: previous.windowStart }

/** Whether the request that made this count may go on: the first `limit` hits of a window may. */
export const allowed = (policy: RateLimitPolicy, count: WindowCount): boolean => count.hits <= policy.limit

/** How long until the window ends (ms), never more than one window and never negative. */
export const retryAfterMs = (policy: RateLimitPolicy, count: WindowCount, now: number): number =>
  Math.min(policy.windowMs, Math.max(0, count.windowStart + policy.windowMs - now))

/** Whole seconds for a Retry-After header: rounded up, at least one. */
export const retryAfterSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000))
