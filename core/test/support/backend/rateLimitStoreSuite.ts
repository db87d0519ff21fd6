import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect } from "effect"
import * as fc from "fast-check"
import { nextCount, type WindowCount } from "../../../src/backend/limits/rules.ts"
import { RateLimitStore } from "../../../src/backend/ports/RateLimitStore.ts"

const t0 = 1_763_800_000_000
const minute = 60_000

/**
 * The contract of RateLimitStore: every adapter (memory, PGlite, PostgreSQL) runs it. `makeLayer`
 * gives an empty store per test. A store applies core's `nextCount` atomically; the concurrent case
 * is what makes two server processes on one database count exactly.
 */
export const rateLimitStoreSuite = (name: string, makeLayer: () => Layer.Layer<RateLimitStore, unknown>) =>
  describe(`${name} (RateLimitStore contract)`, () => {
    const run = <A, E>(program: Effect.Effect<A, E, RateLimitStore>) => Effect.provide(program, makeLayer())

    it.effect("counts hits in the window opened by the first one, and restarts at one once it has passed", () =>
      run(Effect.gen(function* () {
        const store = yield* RateLimitStore
        expect(yield* store.hit("login-account:a", 15 * minute, t0)).toEqual({ hits: 1, windowStart: t0 })
        expect(yield* store.hit("login-account:a", 15 * minute, t0 + minute)).toEqual({ hits: 2, windowStart: t0 })
        expect(yield* store.hit("login-account:a", 15 * minute, t0 + 15 * minute - 1)).toEqual({ hits: 3, windowStart: t0 })
        expect(yield* store.hit("login-account:a", 15 * minute, t0 + 15 * minute)).toEqual({ hits: 1, windowStart: t0 + 15 * minute })
        expect(yield* store.hit("login-account:a", 15 * minute, t0 + 16 * minute)).toEqual({ hits: 2, windowStart: t0 + 15 * minute })
      })))

    it.effect("a hit stamped before the window opened (a process whose clock is behind) counts in that window", () =>
      run(Effect.gen(function* () {
        const store = yield* RateLimitStore
        yield* store.hit("b", minute, t0)
        expect(yield* store.hit("b", minute, t0 - 500)).toEqual({ hits: 2, windowStart: t0 })
      })))

    it.effect("buckets count apart; clear forgets one (an unknown one too) and its next hit is the first", () =>
      run(Effect.gen(function* () {
        const store = yield* RateLimitStore
        yield* store.hit("x", minute, t0)
        yield* store.hit("x", minute, t0 + 1)
        expect(yield* store.hit("y", minute, t0 + 2)).toEqual({ hits: 1, windowStart: t0 + 2 })
        yield* store.clear("x")
        yield* store.clear("never-hit")
        expect(yield* store.hit("x", minute, t0 + 3)).toEqual({ hits: 1, windowStart: t0 + 3 })
        expect(yield* store.hit("y", minute, t0 + 4)).toEqual({ hits: 2, windowStart: t0 + 2 })
      })))

    it.effect("sweep removes exactly the buckets whose window ended, and answers how many", () =>
      run(Effect.gen(function* () {
        const store = yield* RateLimitStore
        yield* store.hit("short", minute, t0)
        yield* store.hit("long", 60 * minute, t0)
        yield* store.hit("later", minute, t0 + 30_000)
        expect(yield* store.sweep(t0 + minute - 1)).toBe(0)
        expect(yield* store.sweep(t0 + minute)).toBe(1)
        expect(yield* store.sweep(t0 + minute)).toBe(0)
        // What was kept still counts; what was swept starts again.
        expect(yield* store.hit("later", minute, t0 + minute + 1)).toEqual({ hits: 2, windowStart: t0 + 30_000 })
        expect(yield* store.hit("long", 60 * minute, t0 + minute + 1)).toEqual({ hits: 2, windowStart: t0 })
        expect(yield* store.hit("short", minute, t0 + minute + 1)).toEqual({ hits: 1, windowStart: t0 + minute + 1 })
      })))

    it.effect("N concurrent hits on one bucket answer hits 1 .. N, each exactly once", () =>
      run(Effect.gen(function* () {
        const store = yield* RateLimitStore
        const n = 25
        const counts = yield* Effect.all(Array.from({ length: n }, (_, i) => store.hit("race", 15 * minute, t0 + (i % 3))), {
          concurrency: "unbounded"
        })
        expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1))
        expect(new Set(counts.map((c) => c.windowStart)).size).toBe(1)
      })))

    it.effect("any bucket name (long, any script) is its own bucket", () =>
      run(Effect.gen(function* () {
        const store = yield* RateLimitStore
        const long = `register:${"ä€𝄞".repeat(100)}`
        expect((yield* store.hit(long, minute, t0)).hits).toBe(1)
        expect((yield* store.hit(`${long}x`, minute, t0)).hits).toBe(1)
        expect((yield* store.hit(long, minute, t0)).hits).toBe(2)
      })))

    it.effect("any sequence of hits on one bucket counts as core's nextCount says (property)", () =>
      run(Effect.gen(function* () {
        const store = yield* RateLimitStore
        const samples = fc.sample(fc.record({
          windowMs: fc.integer({ min: 1, max: 10 * minute }),
          gaps: fc.array(fc.nat(4 * minute), { minLength: 1, maxLength: 12 })
        }), { numRuns: 12, seed: 1114 })
        for (const [index, { windowMs, gaps }] of samples.entries()) {
          let model: WindowCount | undefined
          let now = t0
          for (const gap of gaps) {
            now += gap
            model = nextCount(model, windowMs, now)
            expect(yield* store.hit(`sequence-${index}`, windowMs, now)).toEqual(model)
          }
        }
      })))
  })
