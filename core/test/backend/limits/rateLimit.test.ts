import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Ref } from "effect"
import { TestClock } from "effect/testing"
import { rateLimitPolicies, RateLimitPolicies, scaleAddressLimits } from "../../../src/backend/limits/policies.ts"
import { addressKey, clearRateLimit, consumeAccountLimit, consumeAddressLimit, consumeRateLimits } from "../../../src/backend/limits/rateLimit.ts"
import { RateLimitStore } from "../../../src/backend/ports/RateLimitStore.ts"
import type { SecretTokens } from "../../../src/backend/ports/SecretTokens.ts"
import { SpentHumanChecks } from "../../../src/backend/ports/SpentHumanChecks.ts"
import { sweepExpiredLimits } from "../../../src/backend/limits/sweep.ts"
import { makeRateLimitStoreMemory, RateLimitStoreMemory } from "@shop/adapters/memory/backend/RateLimitStoreMemory"
import { SpentHumanChecksMemory } from "@shop/adapters/memory/backend/SpentHumanChecksMemory"
import { SecretTokensMemory } from "@shop/adapters/memory/backend/SecretTokensMemory"

/** The memory store, recording the buckets it was asked about. */
const recordingStore = Effect.gen(function* () {
  const store = yield* makeRateLimitStoreMemory
  const buckets = yield* Ref.make<ReadonlyArray<string>>([])
  return {
    buckets,
    layer: Layer.succeed(RateLimitStore, RateLimitStore.of({
      ...store,
      hit: (bucket, windowMs, now) => Effect.andThen(Ref.update(buckets, (all) => [...all, bucket]), store.hit(bucket, windowMs, now))
    }))
  }
})

const run = <A, E>(program: (buckets: Ref.Ref<ReadonlyArray<string>>) => Effect.Effect<A, E, RateLimitStore | SecretTokens>) =>
  Effect.gen(function* () {
    const { buckets, layer } = yield* recordingStore
    return yield* program(buckets).pipe(Effect.provide(Layer.merge(layer, SecretTokensMemory.layer)))
  })

/** The name of the limit that refused, or the failure's tag. */
const limitOf = <R>(effect: Effect.Effect<void, { readonly _tag: string }, R>) =>
  Effect.map(Effect.flip(effect), (failure) => ("limit" in failure ? failure.limit : failure._tag))

describe("the limiter", () => {
  it.effect("lets `limit` requests of a window through, then refuses with the seconds left: a 429 with Retry-After", () =>
    run(() => Effect.gen(function* () {
      const { limit, windowMs } = rateLimitPolicies.contact
      for (let i = 0; i < limit; i++) yield* consumeAddressLimit("contact", "203.0.113.7")
      yield* TestClock.adjust(10 * 60_000)
      const refused = yield* Effect.flip(consumeAddressLimit("contact", "203.0.113.7"))
      expect(refused).toMatchObject({ _tag: "RateLimited", code: "too-many-requests", limit: "contact", retryAfterSeconds: windowMs / 1000 - 600 })
      // Another address, another limit: their own counts.
      yield* consumeAddressLimit("contact", "203.0.113.8")
      yield* consumeAddressLimit("review", "203.0.113.7")
      yield* TestClock.adjust(windowMs - 10 * 60_000)
      yield* consumeAddressLimit("contact", "203.0.113.7")
    })))

  it.effect("two limits at once: every hit counts, and either one spent refuses, naming the longer wait", () =>
    run(() => Effect.gen(function* () {
      const hits = [{ name: "forgot-address", key: "203.0.113.7" }, { name: "forgot-account", key: "ana@example.com" }] as const
      for (let i = 0; i < rateLimitPolicies["forgot-account"].limit; i++) yield* consumeRateLimits(hits)
      expect(yield* limitOf(consumeRateLimits(hits))).toBe("forgot-account")
      // The refused request was counted on the address too: limit - (account limit + 1) left there.
      const left = rateLimitPolicies["forgot-address"].limit - rateLimitPolicies["forgot-account"].limit - 1
      for (let i = 0; i < left; i++) yield* consumeAddressLimit("forgot-address", "203.0.113.7")
      expect(yield* limitOf(consumeAddressLimit("forgot-address", "203.0.113.7"))).toBe("forgot-address")
    })))

  it.effect("buckets hold no email or address: the limit's name and a keyed digest of the key", () =>
    run((buckets) => Effect.gen(function* () {
      yield* consumeAccountLimit("forgot-account", "ana@example.com")
      yield* consumeAddressLimit("register", "203.0.113.7")
      yield* consumeAddressLimit("register", " ")
      const [account, address, unknown] = yield* Ref.get(buckets)
      expect(account?.startsWith("forgot-account:")).toBe(true)
      expect(address?.startsWith("register:")).toBe(true)
      expect(unknown).not.toBe(address)
      // The memory fake's "signature" is readable; the adapter's is an HMAC (SecretTokensNode).
      expect(account).toBe("forgot-account:sig:rate-limit:forgot-account:ana@example.com")
      expect(addressKey("  ")).toBe("unknown")
      expect(addressKey(" 203.0.113.7 ")).toBe("203.0.113.7")
    })))

  it.effect("clear forgets one key's count", () =>
    run(() => Effect.gen(function* () {
      for (let i = 0; i < rateLimitPolicies["email-change"].limit; i++) yield* consumeAccountLimit("email-change", "user-1")
      yield* clearRateLimit({ name: "email-change", key: "user-1" })
      yield* consumeAccountLimit("email-change", "user-1")
    })))

  it.effect("the settings' table replaces the shop's: a scaled table lets more through per address", () =>
    run(() => Effect.gen(function* () {
      const { limit } = rateLimitPolicies.review
      for (let i = 0; i < 3 * limit; i++) yield* consumeAddressLimit("review", "127.0.0.1")
      expect(yield* limitOf(consumeAddressLimit("review", "127.0.0.1"))).toBe("review")
    }).pipe(Effect.provideService(RateLimitPolicies, scaleAddressLimits(rateLimitPolicies, 3)))))
})

describe("the sweep", () => {
  it.effect("removes the windows that ended and the human checks that expired, and nothing else", () =>
    Effect.gen(function* () {
      const { limit, windowMs } = rateLimitPolicies.contact
      yield* consumeAddressLimit("contact", "203.0.113.1")
      yield* consumeAccountLimit("email-change", "user-1")
      const spent = yield* SpentHumanChecks
      yield* spent.spend("a", windowMs / 2)
      yield* spent.spend("b", 10 * windowMs)
      yield* TestClock.adjust(windowMs)
      // contact's window (1 h) and email-change's (1 h) ended; one check expired.
      expect(yield* sweepExpiredLimits()).toEqual({ counters: 2, humanChecks: 1 })
      expect(yield* sweepExpiredLimits()).toEqual({ counters: 0, humanChecks: 0 })
      expect(yield* spent.spend("b", 10 * windowMs)).toBe(false)
      for (let i = 0; i < limit; i++) yield* consumeAddressLimit("contact", "203.0.113.1")
    }).pipe(Effect.provide(Layer.mergeAll(RateLimitStoreMemory.layer, SecretTokensMemory.layer, SpentHumanChecksMemory.layer))))
})
