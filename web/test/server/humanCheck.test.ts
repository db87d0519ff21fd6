import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Result } from "effect"
import { vi } from "vitest"
import { HumanVerificationMemory, memoryPassingToken } from "@shop/adapters/memory/HumanVerificationMemory"
import { backendErrorAnswer } from "@shop/adapters/http/errorAnswer"
import { HumanCheckFailed, HumanVerification } from "@shop/core/ports/HumanVerification"
import { humanCheckContext, requireHumanCheck, sellOrderHumanCheck } from "../../src/server/humanCheck.ts"
import { Settings } from "../../src/server/settings.ts"

vi.mock("server-only", () => ({}))

const request = (headers: Record<string, string> = {}) => new Request("http://ro.localhost:3000/api/sell/orders/", { method: "POST", headers })
const withEnv = (env: Record<string, string>) =>
  Layer.merge(HumanVerificationMemory.layer, Settings.layerTest(env))

describe("the server's human-check helper", () => {
  it("takes the client address the socket boundary resolved, never a forwarded header", () => {
    expect(humanCheckContext(request({ "x-shop-client-address": "203.0.113.9" }), "contact")).toEqual({ remoteIp: "203.0.113.9", action: "contact" })
    expect(humanCheckContext(request()).remoteIp).toBeUndefined()
    expect(humanCheckContext(request({ "x-forwarded-for": "198.51.100.1" })).remoteIp).toBeUndefined()
  })

  it.effect("requireHumanCheck passes a good token once and names the humanCheck field otherwise", () =>
    Effect.gen(function* () {
      expect(Result.isSuccess(yield* Effect.result(requireHumanCheck(request(), memoryPassingToken(1))))).toBe(true)
      for (const token of [memoryPassingToken(1), null, "nope"]) {
        const outcome = yield* Effect.result(requireHumanCheck(request(), token))
        expect(Result.isFailure(outcome) && outcome.failure._tag === "ValidationFailed" && outcome.failure.fields).toEqual({ humanCheck: "human-check-failed" })
      }
    }).pipe(Effect.provide(withEnv({}))))

  it.effect("a check that could not be made (the provider or its store down) is 503 unavailable, not the shopper's failure", () =>
    Effect.gen(function* () {
      const down = Layer.succeed(HumanVerification, HumanVerification.of({
        setup: Effect.fail(new HumanCheckFailed({ reason: "unavailable", message: "down" })),
        verify: () => Effect.fail(new HumanCheckFailed({ reason: "unavailable", message: "the spent checks could not be recorded" }))
      }))
      const outcome = yield* Effect.result(requireHumanCheck(request(), "a-token").pipe(Effect.provide(down)))
      expect(Result.isFailure(outcome) && outcome.failure._tag).toBe("RepositoryError")
      expect(Result.isFailure(outcome) && backendErrorAnswer(outcome.failure).status).toBe(503)
    }))

  it.effect("sell orders are checked by default; only HUMAN_CHECK_SELL_ORDERS=off skips the check", () =>
    Effect.gen(function* () {
      expect(Result.isSuccess(yield* Effect.result(sellOrderHumanCheck(request(), undefined).pipe(Effect.provide(withEnv({ HUMAN_CHECK_SELL_ORDERS: "off" })))))).toBe(true)
      for (const checked of [withEnv({}), withEnv({ HUMAN_CHECK_SELL_ORDERS: "required" })]) {
        const missing = yield* Effect.result(sellOrderHumanCheck(request(), undefined).pipe(Effect.provide(checked)))
        expect(Result.isFailure(missing) && missing.failure._tag).toBe("ValidationFailed")
        expect(Result.isSuccess(yield* Effect.result(sellOrderHumanCheck(request(), memoryPassingToken(7)).pipe(Effect.provide(checked))))).toBe(true)
      }
    }))
})
