import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import * as fc from "fast-check"
import { authenticate, registerAccount } from "../../../src/backend/auth/accounts.ts"
import { withLoginLimit } from "../../../src/backend/auth/loginGuard.ts"
import { PasswordHasher } from "../../../src/backend/auth/ports.ts"
import { RepositoryError } from "../../../src/errors.ts"
import { rateLimitPolicies } from "../../../src/backend/limits/policies.ts"
import { RateLimitStore } from "../../../src/backend/ports/RateLimitStore.ts"
import { accountsMemoryLayer } from "@shop/adapters/memory/backend/AccountsMemory"
import { rateLimitsMemoryLayer } from "@shop/adapters/memory/backend/RateLimitStoreMemory"

const account = rateLimitPolicies["login-account"]
const address = rateLimitPolicies["login-address"]

/** The fake hasher, counting every password it checks. */
const countingHasher = () => {
  const counter = { verified: 0 }
  const layer = Layer.succeed(PasswordHasher, PasswordHasher.of({
    hash: (password) => Effect.succeed(`fake-hash:${password}`),
    verify: (hash, password) => Effect.sync(() => {
      counter.verified++
      return hash === `fake-hash:${password}`
    }),
    unusedHash: Effect.succeed("fake-hash:\u0000")
  }))
  return { counter, layer: Layer.mergeAll(accountsMemoryLayer, rateLimitsMemoryLayer, layer) }
}

const outcome = <A, R>(effect: Effect.Effect<A, { readonly code: string } | { readonly _tag: string }, R>) =>
  Effect.map(Effect.result(effect), (r) => (r._tag === "Success" ? "ok" : "code" in r.failure ? r.failure.code : r.failure._tag))

const attempt = (email: string, password: string, client: string) => withLoginLimit(email, client, authenticate(email, password))

describe("login limit: counted before the password is checked, per account and per address", () => {
  it.effect("ten guesses on one account from ten addresses lock it for fifteen minutes, the right password too, without checking it", () => {
    const { counter, layer } = countingHasher()
    return Effect.gen(function* () {
      yield* registerAccount("ana@example.com", "secret-42", "Ana")
      for (let i = 0; i < account.limit; i++) expect(yield* outcome(attempt("ana@example.com", `guess-${i}`, `198.51.100.${i}`))).toBe("wrong-password")
      expect(counter.verified).toBe(account.limit)
      yield* TestClock.adjust(60_000)
      const refused = yield* Effect.flip(attempt(" ANA@example.com", "secret-42", "203.0.113.99"))
      expect(refused).toMatchObject({ _tag: "IdentityError", code: "too-many-requests", retryAfterSeconds: account.windowMs / 1000 - 60 })
      expect(counter.verified).toBe(account.limit)
      yield* TestClock.adjust(account.windowMs - 60_000)
      expect(yield* outcome(attempt("ana@example.com", "secret-42", "203.0.113.99"))).toBe("ok")
    }).pipe(Effect.provide(layer))
  })

  it.effect("20 concurrent wrong passwords: at most the limit are checked", () => {
    const { counter, layer } = countingHasher()
    return Effect.gen(function* () {
      yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const codes = yield* Effect.all(Array.from({ length: 20 }, (_, i) => outcome(attempt("ana@example.com", `guess-${i}`, `10.0.0.${i}`))), {
        concurrency: "unbounded"
      })
      expect(counter.verified).toBe(account.limit)
      expect(codes.filter((c) => c === "too-many-requests")).toHaveLength(20 - account.limit)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a success clears the account's count; the address keeps its own", () => {
    const { layer } = countingHasher()
    return Effect.gen(function* () {
      yield* registerAccount("ana@example.com", "secret-42", "Ana")
      for (let i = 0; i < account.limit - 1; i++) yield* outcome(attempt("ana@example.com", "wrong", "203.0.113.7"))
      expect(yield* outcome(attempt("ana@example.com", "secret-42", "203.0.113.7"))).toBe("ok")
      for (let i = 0; i < account.limit - 1; i++) expect(yield* outcome(attempt("ana@example.com", "wrong", "203.0.113.7"))).toBe("wrong-password")
      expect(yield* outcome(attempt("ana@example.com", "secret-42", "203.0.113.7"))).toBe("ok")
      // 2 x limit attempts so far from this address: they still count against it.
      const spent = 2 * account.limit
      for (let i = spent; i < address.limit; i++) {
        expect(yield* outcome(attempt(`user${i}@example.com`, "x", "203.0.113.7"))).toBe("user-not-found")
      }
      expect(yield* outcome(attempt("ana@example.com", "secret-42", "203.0.113.7"))).toBe("too-many-requests")
      expect(yield* outcome(attempt("ana@example.com", "secret-42", "203.0.113.8"))).toBe("ok")
    }).pipe(Effect.provide(layer))
  })

  it.effect("a storage failure refuses the attempt as unavailable, without checking the password", () => {
    const { counter, layer } = countingHasher()
    const down = Layer.succeed(RateLimitStore, RateLimitStore.of({
      hit: () => Effect.fail(new RepositoryError({ operation: "count a hit", message: "connection lost" })),
      clear: () => Effect.void,
      sweep: () => Effect.succeed(0)
    }))
    return Effect.gen(function* () {
      yield* registerAccount("ana@example.com", "secret-42", "Ana")
      expect(yield* outcome(attempt("ana@example.com", "secret-42", "203.0.113.7"))).toBe("unavailable")
      expect(counter.verified).toBe(0)
    }).pipe(Effect.provide(Layer.merge(layer, down)))
  })

  it.effect("whatever the sequence of guesses, right passwords, addresses and pauses, the rule holds (property)", () =>
    Effect.promise(() =>
      fc.assert(fc.asyncProperty(
        fc.array(fc.record({ right: fc.boolean(), client: fc.constantFrom("a", "b", "c"), gap: fc.oneof(fc.constant(0), fc.nat(6 * 60 * 1000)) }), {
          maxLength: 40
        }),
        (steps) => {
          const { counter, layer } = countingHasher()
          return Effect.runPromise(Effect.gen(function* () {
            yield* registerAccount("ana@example.com", "secret-42", "Ana")
            // The model: one fixed window per bucket, every attempt counted before the check.
            type Window = { hits: number; start: number }
            const buckets = new Map<string, Window>()
            const count = (bucket: string, windowMs: number, now: number): Window => {
              const previous = buckets.get(bucket)
              const next = previous === undefined || now >= previous.start + windowMs ? { hits: 1, start: now } : { hits: previous.hits + 1, start: previous.start }
              buckets.set(bucket, next)
              return next
            }
            let now = 0
            let checked = 0
            for (const step of steps) {
              now += step.gap
              yield* TestClock.setTime(now)
              const refused = count("account", account.windowMs, now).hits > account.limit ||
                count(`address:${step.client}`, address.windowMs, now).hits > address.limit
              const got = yield* outcome(attempt("ana@example.com", step.right ? "secret-42" : "wrong", step.client))
              const expected = refused ? "too-many-requests" : step.right ? "ok" : "wrong-password"
              if (got !== expected) return false
              if (!refused) checked++
              if (!refused && step.right) buckets.delete("account")
            }
            return counter.verified === checked
          }).pipe(Effect.provide(Layer.merge(layer, TestClock.layer())))) as Promise<boolean>
        }
      ), { numRuns: 60 })
    ))
})
