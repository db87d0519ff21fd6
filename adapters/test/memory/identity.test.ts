import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import { MailOutbox } from "@shop/core/backend/auth/ports"
import { applySessionDecision } from "@shop/core/auth/applySession"
import { commitCart, loadCart } from "@shop/core/cart/persistence"
import { CustomTokenIssuer, Identity } from "@shop/core/ports/Identity"
import { makeCart, makeLine } from "@shop/core/test-support/cartArbitraries"
import { identitySuite } from "@shop/core/test-support/identitySuite"
import { CartStorageMemory } from "../../src/memory/CartStorageMemory.ts"
import { IdentityMemory, IdentityMemoryControl } from "../../src/memory/IdentityMemory.ts"

identitySuite("IdentityMemory", () => IdentityMemory.layer)

describe("IdentityMemory specifics", () => {
  it.effect("core's reset rule mails a link to an existing account only", () =>
    Effect.gen(function* () {
      const identity = yield* Identity
      yield* identity.register("ana@example.com", "secret-42", "Ana Pop")
      yield* identity.sendPasswordReset("ANA@example.com")
      yield* identity.sendPasswordReset("nobody@example.com")
      const mails = yield* (yield* MailOutbox).list(10)
      expect(mails.map((mail) => mail.to)).toEqual(["ana@example.com"])
      expect(mails[0]?.body).toContain("/forgot/?token=")
    }).pipe(Effect.provide(IdentityMemory.layer)))

  it.effect("keeps when a password changed, as Firebase does, also for a change the shop never sees", () =>
    Effect.gen(function* () {
      const identity = yield* Identity
      const issuer = yield* CustomTokenIssuer
      const control = yield* IdentityMemoryControl
      const ana = yield* identity.register("ana@example.com", "secret-42", "Ana Pop")
      expect(yield* issuer.passwordChangedAt(ana.uid)).toEqual(Option.some(0))
      yield* TestClock.adjust("1 minute")
      yield* issuer.updatePassword(ana.uid, "another-secret-7")
      expect(yield* issuer.passwordChangedAt(ana.uid)).toEqual(Option.some(60_000))
      yield* TestClock.adjust("1 minute")
      yield* control.changePasswordElsewhere(ana.uid)
      expect(yield* issuer.passwordChangedAt(ana.uid)).toEqual(Option.some(120_000))
      yield* control.failLookups("network-request-failed")
      expect((yield* Effect.flip(issuer.passwordChangedAt(ana.uid))).code).toBe("network-request-failed")
      expect((yield* control.state).lookups).toBe(4)
    }).pipe(Effect.provide(IdentityMemory.layer)))

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
