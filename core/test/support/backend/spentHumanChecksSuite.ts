import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect } from "effect"
import { SpentHumanChecks } from "../../../src/backend/ports/SpentHumanChecks.ts"

const t0 = 1_763_800_000_000
const digest = (n: number) => n.toString(16).padStart(64, "0")

/**
 * The contract of SpentHumanChecks: every adapter (memory, PGlite, PostgreSQL) runs it. `makeLayer`
 * gives an empty record per test. The concurrent case is what makes a solved check pass once in
 * total across server processes.
 */
export const spentHumanChecksSuite = (name: string, makeLayer: () => Layer.Layer<SpentHumanChecks, unknown>) =>
  describe(`${name} (SpentHumanChecks contract)`, () => {
    const run = <A, E>(program: Effect.Effect<A, E, SpentHumanChecks>) => Effect.provide(program, makeLayer())

    it.effect("the first spend of a digest wins; every later one loses, whatever expiry it names", () =>
      run(Effect.gen(function* () {
        const spent = yield* SpentHumanChecks
        expect(yield* spent.spend(digest(1), t0 + 600_000)).toBe(true)
        expect(yield* spent.spend(digest(1), t0 + 600_000)).toBe(false)
        expect(yield* spent.spend(digest(1), t0 + 9_999_999)).toBe(false)
        expect(yield* spent.spend(digest(2), t0 + 600_000)).toBe(true)
      })))

    it.effect("of N concurrent spends of one digest exactly one wins", () =>
      run(Effect.gen(function* () {
        const spent = yield* SpentHumanChecks
        const results = yield* Effect.all(Array.from({ length: 20 }, () => spent.spend(digest(7), t0 + 600_000)), {
          concurrency: "unbounded"
        })
        expect(results.filter((won) => won)).toHaveLength(1)
      })))

    it.effect("sweep removes the records expired at or before now, answers how many, and keeps the rest spent", () =>
      run(Effect.gen(function* () {
        const spent = yield* SpentHumanChecks
        yield* spent.spend(digest(1), t0)
        yield* spent.spend(digest(2), t0 + 1)
        yield* spent.spend(digest(3), t0 + 600_000)
        expect(yield* spent.sweep(t0 - 1)).toBe(0)
        expect(yield* spent.sweep(t0 + 1)).toBe(2)
        expect(yield* spent.sweep(t0 + 1)).toBe(0)
        expect(yield* spent.spend(digest(3), t0 + 600_000)).toBe(false)
      })))
  })
