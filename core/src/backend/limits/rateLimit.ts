import { Clock, Effect } from "effect"
import { RateLimited } from "../../errors.ts"
import { RateLimitStore } from "../ports/RateLimitStore.ts"
import { SecretTokens } from "../ports/SecretTokens.ts"
import type { AccountLimitName, AddressLimitName, RateLimitName } from "./policies.ts"
import { RateLimitPolicies } from "./policies.ts"
import { allowed, retryAfterMs, retryAfterSeconds } from "./rules.ts"

/** One count to take: a limit of the table and the key it is counted under. */
export interface LimitHit {
  readonly name: RateLimitName
  readonly key: string
}

/** A client address as the limits key it: the boundary's answer, or one shared "unknown" bucket. */
export const addressKey = (address: string): string => (address.trim() === "" ? "unknown" : address.trim())

/**
 * The stored bucket of a limit and key: the limit's name (readable in the table) and a keyed digest
 * of the key, so the counters hold no email or address, and nobody without the shop's secret can
 * tell whose a bucket is.
 */
export const bucketOf = (hit: LimitHit): Effect.Effect<string, never, SecretTokens> =>
  Effect.map(SecretTokens.use((tokens) => tokens.sign(`rate-limit:${hit.name}`, hit.key)), (digest) => `${hit.name}:${digest}`)

/**
 * Counts one hit on each limit (atomically in the store, before any work is done) and fails with
 * RateLimited when any of them is spent, naming the longest wait. Every hit is counted, refused ones
 * too: a script that keeps trying keeps its window full.
 */
export const consumeRateLimits = Effect.fn("RateLimits.consume")(function* (hits: ReadonlyArray<LimitHit>) {
  const table = yield* RateLimitPolicies
  const store = yield* RateLimitStore
  const now = yield* Clock.currentTimeMillis
  const verdicts = yield* Effect.forEach(hits, (hit) =>
    Effect.gen(function* () {
      const policy = table[hit.name]
      const count = yield* store.hit(yield* bucketOf(hit), policy.windowMs, now)
      return { name: hit.name, allowed: allowed(policy, count), waitMs: retryAfterMs(policy, count, now) }
    }), { concurrency: "unbounded" })
  const refused = verdicts.filter((verdict) => !verdict.allowed)
  if (refused.length === 0) return
  const longest = refused.reduce((a, b) => (b.waitMs > a.waitMs ? b : a))
  return yield* new RateLimited({
    limit: longest.name,
    retryAfterSeconds: retryAfterSeconds(longest.waitMs),
    message: "Too many attempts; please wait and try again."
  })
})

/** One hit on a limit counted per client address (the HTTP boundary's `route({ limit })`). */
export const consumeAddressLimit = (name: AddressLimitName, address: string) =>
  consumeRateLimits([{ name, key: addressKey(address) }])

/** One hit on a limit counted per account: a normalized email or a user id. */
export const consumeAccountLimit = (name: AccountLimitName, account: string) => consumeRateLimits([{ name, key: account }])

/** Forgets a key's count (a successful sign-in clears its account's). */
export const clearRateLimit = Effect.fn("RateLimits.clear")(function* (hit: LimitHit) {
  yield* (yield* RateLimitStore).clear(yield* bucketOf(hit))
})
