import { Effect, Layer, Ref } from "effect"
import { nextCount, type WindowCount } from "@shop/core/backend/limits/rules"
import { RateLimitStore } from "@shop/core/backend/ports/RateLimitStore"
import { SecretTokensMemory } from "./SecretTokensMemory.ts"

interface Bucket {
  readonly count: WindowCount
  readonly windowEnd: number
}

/**
 * RateLimitStore in memory (tests): core's own `nextCount` inside one Ref update, so a hit is
 * as atomic here as the PostgreSQL statement is. Runs rateLimitStoreSuite.
 */
export const makeRateLimitStoreMemory = Effect.gen(function* () {
  const buckets = yield* Ref.make<ReadonlyMap<string, Bucket>>(new Map())
  return RateLimitStore.of({
    hit: (bucket, windowMs, now) =>
      Ref.modify(buckets, (all) => {
        const count = nextCount(all.get(bucket)?.count, windowMs, now)
        return [count, new Map(all).set(bucket, { count, windowEnd: count.windowStart + windowMs })]
      }),
    clear: (bucket) =>
      Ref.update(buckets, (all) => {
        const next = new Map(all)
        next.delete(bucket)
        return next
      }),
    sweep: (now) =>
      Ref.modify(buckets, (all) => {
        const kept = new Map([...all].filter(([, bucket]) => bucket.windowEnd > now))
        return [all.size - kept.size, kept]
      })
  })
})

/** An empty store at each build. */
export const RateLimitStoreMemory = { layer: Layer.effect(RateLimitStore, makeRateLimitStoreMemory) }

/** What the limiter needs (core backend/limits): an empty store and the secret tokens' memory fake. */
export const rateLimitsMemoryLayer = Layer.merge(RateLimitStoreMemory.layer, SecretTokensMemory.layer)
