import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { Effect, Result } from "effect"
import { rateLimitPolicies } from "@shop/core/backend/limits/policies"
import { rateLimitTableOfSettings } from "../../src/server/limits.ts"
import { Settings } from "../../src/server/settings.ts"

vi.mock("server-only", () => ({}))

const tableWith = (env: Record<string, string>) =>
  Effect.result(rateLimitTableOfSettings.pipe(Effect.provide(Settings.layerTest(env))))

describe("RATE_LIMIT_SCALE", () => {
  it.effect("is the shop's table unset or empty; scales the per-address limits only; refuses zero, a negative or a word", () =>
    Effect.gen(function* () {
      expect(yield* tableWith({})).toEqual(Result.succeed(rateLimitPolicies))
      const scaled = yield* tableWith({ RATE_LIMIT_SCALE: "20" })
      expect(Result.isSuccess(scaled) && scaled.success.register.limit).toBe(rateLimitPolicies.register.limit * 20)
      expect(Result.isSuccess(scaled) && scaled.success["login-account"]).toEqual(rateLimitPolicies["login-account"])
      for (const bad of ["0", "-1", "lots"]) expect(Result.isFailure(yield* tableWith({ RATE_LIMIT_SCALE: bad })), bad).toBe(true)
      // Set but empty is unset, as for the shop's other settings.
      expect(yield* tableWith({ RATE_LIMIT_SCALE: "" })).toEqual(Result.succeed(rateLimitPolicies))
    }))
})
