import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Identity } from "@shop/core/ports/Identity"
import { identitySuite } from "@shop/core/test-support/identitySuite"
import { IdentityMemory, IdentityMemoryInbox } from "../../src/memory/IdentityMemory.ts"

identitySuite("IdentityMemory", () => IdentityMemory.layer)

describe("IdentityMemory specifics", () => {
  it.effect("sends a reset email only to an existing account", () =>
    Effect.gen(function* () {
      const identity = yield* Identity
      yield* identity.register("ana@example.com", "secret-42", "Ana Pop")
      yield* identity.sendPasswordReset("ANA@example.com")
      yield* identity.sendPasswordReset("nobody@example.com")
      expect(yield* (yield* IdentityMemoryInbox).passwordResetsSent).toEqual(["ana@example.com"])
    }).pipe(Effect.provide(IdentityMemory.layer)))

  it.effect("applies a stricter policy when given one", () =>
    Effect.gen(function* () {
      const identity = yield* Identity
      const error = yield* Effect.flip(identity.register("ana@example.com", "abcdefgh", "Ana Pop"))
      expect(error.code).toBe("weak-password")
      const user = yield* identity.register("ana@example.com", "abcdefg1", "Ana Pop")
      expect(user.email).toBe("ana@example.com")
    }).pipe(Effect.provide(IdentityMemory.layerWithPolicy({ minLength: 8, requireDigit: true }))))

  it.effect("each layer build starts empty", () =>
    Effect.gen(function* () {
      const register = Effect.gen(function* () {
        return yield* (yield* Identity).register("ana@example.com", "secret-42", "Ana Pop")
      })
      yield* register.pipe(Effect.provide(IdentityMemory.layer))
      const again = yield* register.pipe(Effect.provide(IdentityMemory.layer))
      expect(again.email).toBe("ana@example.com")
    }))
})
