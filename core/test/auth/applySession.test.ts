import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Ref } from "effect"
import { TestClock } from "effect/testing"
import { applySessionDecision } from "../../src/auth/applySession.ts"
import { IdentityError } from "../../src/auth/identityError.ts"
import type { SessionDecision } from "../../src/auth/session.ts"
import { CART_STORAGE_KEY } from "../../src/cart/expiry.ts"
import { encodeStoredCart, loadCart } from "../../src/cart/persistence.ts"
import { Identity } from "../../src/ports/Identity.ts"
import { FIXED_NOW, makeAccessory, makeCart, makeLine } from "../support/cartArbitraries.ts"
import { withCapturedLogs } from "../cart/logCapture.ts"
import { cartStorageTest } from "../cart/testLayers.ts"

/** An Identity whose signOut counts its calls and ends as told; the other calls are not used here. */
const identityTest = (signOut: Effect.Effect<void, IdentityError>) =>
  Effect.gen(function*() {
    const signOuts = yield* Ref.make(0)
    const unused = Effect.die("not used by applySessionDecision")
    const layer = Layer.succeed(Identity)(Identity.of({
      signInWithCustomToken: () => unused,
      signInWithPassword: () => unused,
      register: () => unused,
      signOut: Effect.andThen(Ref.update(signOuts, (n) => n + 1), signOut),
      currentUser: Effect.succeed(Option.none()),
      sendPasswordReset: () => unused
    }))
    return { layer, signOuts }
  })

const storedCart = makeCart({ phoneCart: [makeLine()], accessoryCart: [makeAccessory({ id: 5 })] })

const setup = (signOut: Effect.Effect<void, IdentityError> = Effect.void) =>
  Effect.gen(function*() {
    yield* TestClock.setTime(FIXED_NOW + 1_000)
    const storage = yield* cartStorageTest([[CART_STORAGE_KEY, encodeStoredCart(storedCart)]])
    const identity = yield* identityTest(signOut)
    return { storage, identity, layer: Layer.merge(storage.layer, identity.layer) }
  })

describe("applySessionDecision", () => {
  it.effect("an auth cookie without a custom token signs the user out and clears the stored cart", () =>
    Effect.gen(function*() {
      const { identity, layer, storage } = yield* setup()
      const applied = yield* applySessionDecision("sign-out-and-clear-cart").pipe(Effect.provide(layer))
      expect(yield* Ref.get(identity.signOuts)).toBe(1)
      expect(applied.signedOut).toBe(true)
      const cleared = Option.getOrThrow(applied.clearedCart)
      expect([cleared.phoneCart, cleared.accessoryCart, cleared.batteryCart]).toEqual([[], [], []])
      expect(cleared.timestamp).toBe(FIXED_NOW + 1_000)
      expect(yield* loadCart().pipe(Effect.provide(storage.layer))).toEqual(cleared)
    }))

  it.effect("a deactivated user is signed out and keeps the local cart", () =>
    Effect.gen(function*() {
      const { identity, layer, storage } = yield* setup()
      const applied = yield* applySessionDecision("logout-deactivated").pipe(Effect.provide(layer))
      expect(yield* Ref.get(identity.signOuts)).toBe(1)
      expect(applied).toEqual({ decision: "logout-deactivated", signedOut: true, clearedCart: Option.none() })
      expect(yield* loadCart().pipe(Effect.provide(storage.layer))).toEqual(storedCart)
    }))

  it.effect.each(["keep", "anonymous", "sign-in-with-custom-token"] as const)("%s neither signs out nor touches the cart", (decision: SessionDecision) =>
    Effect.gen(function*() {
      const { identity, layer, storage } = yield* setup()
      const applied = yield* applySessionDecision(decision).pipe(Effect.provide(layer))
      expect(yield* Ref.get(identity.signOuts)).toBe(0)
      expect(applied).toEqual({ decision, signedOut: false, clearedCart: Option.none() })
      expect(yield* loadCart().pipe(Effect.provide(storage.layer))).toEqual(storedCart)
    }))

  it.effect("a failed sign-out is logged as 'Sign-out failed: ...' and the cart is still cleared", () =>
    Effect.gen(function*() {
      const failure = new IdentityError({ code: "network-request-failed", providerCode: "auth/network-request-failed" })
      const { layer, storage } = yield* setup(Effect.fail(failure))
      const { logs, result } = yield* withCapturedLogs(applySessionDecision("sign-out-and-clear-cart").pipe(Effect.provide(layer)))
      expect(result.signedOut).toBe(false)
      expect(Option.isSome(result.clearedCart)).toBe(true)
      expect(logs.filter((l) => l.level === "Error").map((l) => l.text)).toEqual([
        "Sign-out failed: network-request-failed (auth/network-request-failed)"
      ])
      expect((yield* loadCart().pipe(Effect.provide(storage.layer))).phoneCart).toEqual([])
    }))

  it.effect("a failed sign-out of a deactivated user is logged, not raised", () =>
    Effect.gen(function*() {
      const { layer } = yield* setup(Effect.fail(new IdentityError({ code: "unknown" })))
      const { logs, result } = yield* withCapturedLogs(applySessionDecision("logout-deactivated").pipe(Effect.provide(layer)))
      expect(result.signedOut).toBe(false)
      expect(logs.some((l) => l.level === "Error" && l.text === "Sign-out failed: unknown")).toBe(true)
    }))
})
