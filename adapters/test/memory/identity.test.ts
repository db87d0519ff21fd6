import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { applySessionDecision } from "@shop/core/auth/applySession"
import { commitCart, loadCart } from "@shop/core/cart/persistence"
import { Identity } from "@shop/core/ports/Identity"
import { makeCart, makeLine } from "@shop/core/test-support/cartArbitraries"
import { identitySuite } from "@shop/core/test-support/identitySuite"
import { CartStorageMemory } from "../../src/memory/CartStorageMemory.ts"
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

describe("session decisions over the memory fakes", () => {
  const signedInWithCart = Effect.gen(function* () {
    yield* (yield* Identity).register("ana@example.com", "secret-42", "Ana Pop")
    yield* commitCart(makeCart({ phoneCart: [makeLine()] }))
  })

  it.effect("an auth cookie without a custom token signs out and clears the stored cart", () =>
    Effect.gen(function* () {
      yield* signedInWithCart
      const applied = yield* applySessionDecision("sign-out-and-clear-cart")
      expect(applied.signedOut).toBe(true)
      expect(Option.isNone(yield* (yield* Identity).currentUser)).toBe(true)
      expect((yield* loadCart()).phoneCart).toEqual([])
    }).pipe(Effect.provide(Layer.merge(IdentityMemory.layer, CartStorageMemory.layer))))

  it.effect("a deactivated user is signed out and the local cart stays", () =>
    Effect.gen(function* () {
      yield* signedInWithCart
      yield* applySessionDecision("logout-deactivated")
      expect(Option.isNone(yield* (yield* Identity).currentUser)).toBe(true)
      expect((yield* loadCart()).phoneCart).toHaveLength(1)
    }).pipe(Effect.provide(Layer.merge(IdentityMemory.layer, CartStorageMemory.layer))))
})
