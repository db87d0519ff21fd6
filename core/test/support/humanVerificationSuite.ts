import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Result } from "effect"
import { HumanCheckFailed, HumanCheckProvider, HumanVerification } from "../../src/ports/HumanVerification.ts"
import { Schema } from "effect"

/**
 * Contract every HumanVerification adapter passes (memory fake, embedded, Turnstile against a fake
 * siteverify server). `passingToken` does what a browser widget does for that adapter: it answers
 * the setup with a token the adapter must accept once.
 */
export const humanVerificationSuite = (
  name: string,
  layer: () => Layer.Layer<HumanVerification, unknown>,
  passingToken: Effect.Effect<string, unknown, HumanVerification>
) =>
  describe(`${name} (HumanVerification contract)`, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, HumanVerification>) => Effect.provide(effect, layer())
    const isProvider = Schema.is(HumanCheckProvider)

    it.effect("setup names a provider and a non-empty site key", () =>
      run(Effect.gen(function* () {
        const setup = yield* (yield* HumanVerification).setup
        expect(isProvider(setup.provider)).toBe(true)
        expect(setup.siteKey.length).toBeGreaterThan(0)
      })))

    it.effect("a token from the widget passes once; the same token again is refused", () =>
      run(Effect.gen(function* () {
        const verification = yield* HumanVerification
        const token = yield* passingToken
        expect(Result.isSuccess(yield* Effect.result(verification.verify(token)))).toBe(true)
        const again = yield* Effect.result(verification.verify(token))
        expect(Result.isFailure(again)).toBe(true)
        if (Result.isFailure(again)) expect(again.failure).toBeInstanceOf(HumanCheckFailed)
      })))

    it.effect("garbage, empty and tampered tokens fail with HumanCheckFailed", () =>
      run(Effect.gen(function* () {
        const verification = yield* HumanVerification
        const token = yield* passingToken
        const tampered = token.slice(0, -2) + (token.endsWith("A") ? "BB" : "AA")
        for (const bad of ["", "not-a-token", "{}", tampered, "x".repeat(5000)]) {
          const outcome = yield* Effect.result(verification.verify(bad))
          expect(Result.isFailure(outcome)).toBe(true)
          if (Result.isFailure(outcome)) expect(outcome.failure._tag).toBe("HumanCheckFailed")
        }
      })))
  })
