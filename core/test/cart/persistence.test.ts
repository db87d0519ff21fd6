import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Ref } from "effect"
import { TestClock } from "effect/testing"
import * as fc from "fast-check"
import { CART_STORAGE_KEY } from "../../src/cart/expiry.ts"
import { commitCart, encodeStoredCart, loadCart, saveCart } from "../../src/cart/persistence.ts"
import { cartStateArb, FIXED_NOW, makeCart, makeLine } from "../support/cartArbitraries.ts"
import { withCapturedLogs } from "./logCapture.ts"
import { cartStorageTest, failingCartStorage } from "./testLayers.ts"

describe("cart persistence", () => {
  it.effect("loads a fresh empty cart when nothing is stored", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(FIXED_NOW)
      const storage = yield* cartStorageTest()
      const cart = yield* loadCart().pipe(Effect.provide(storage.layer))
      expect(cart.phoneCart).toEqual([])
      expect(cart.timestamp).toBe(FIXED_NOW)
    }))

  it.effect("round-trips a saved cart", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(FIXED_NOW)
      const storage = yield* cartStorageTest()
      const cart = makeCart({ phoneCart: [makeLine()] })
      yield* saveCart(cart).pipe(Effect.provide(storage.layer))
      expect((yield* Ref.get(storage.entries)).has(CART_STORAGE_KEY)).toBe(true)
      expect(yield* loadCart().pipe(Effect.provide(storage.layer))).toEqual(cart)
    }))

  it.effect("round-trips every generated cart", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(FIXED_NOW - 1)
      const carts = fc.sample(cartStateArb({ withWrappingTax: true }), { numRuns: 50, seed: 7 })
      for (const cart of carts) {
        const storage = yield* cartStorageTest()
        yield* saveCart(cart).pipe(Effect.provide(storage.layer))
        expect(yield* loadCart().pipe(Effect.provide(storage.layer))).toEqual(cart)
      }
    }))

  it.effect("stamps a committed change with the clock, a renewed expiry and the version", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(Date.UTC(2025, 5, 30))
      const storage = yield* cartStorageTest()
      const committed = yield* commitCart(makeCart({ timestamp: 1, stateVersion: "1.04" }), { expiryMonths: 2 }).pipe(
        Effect.provide(storage.layer)
      )
      expect(committed.timestamp).toBe(Date.UTC(2025, 5, 30))
      expect(committed.expireAt).toBe(Date.UTC(2025, 7, 30))
      expect(Option.fromNullishOr((yield* Ref.get(storage.entries)).get(CART_STORAGE_KEY))).toEqual(
        Option.some(encodeStoredCart(committed))
      )
    }))

  const dropCase = (name: string, stored: string, reason: string) =>
    it.effect(name, () =>
      Effect.gen(function*() {
        yield* TestClock.setTime(FIXED_NOW)
        const storage = yield* cartStorageTest([[CART_STORAGE_KEY, stored]])
        const { logs, result } = yield* withCapturedLogs(loadCart().pipe(Effect.provide(storage.layer)))
        expect(result.phoneCart).toEqual([])
        expect((yield* Ref.get(storage.entries)).has(CART_STORAGE_KEY)).toBe(false)
        expect(logs.some((l) => l.level === "Warn" && l.text.includes(reason))).toBe(true)
      }))

  dropCase(
    "drops a stored cart of another version",
    encodeStoredCart(makeCart({ phoneCart: [makeLine()], stateVersion: "1.03" })),
    "state version 1.03"
  )
  dropCase(
    "drops a stored cart past its expiry",
    encodeStoredCart(makeCart({ phoneCart: [makeLine()], expireAt: FIXED_NOW - 1 })),
    "expired"
  )
  dropCase("drops a stored cart that does not decode", "{\"phoneCart\":[{\"id\":1}]}", "undecodable")
  dropCase("drops a stored cart that is not JSON", "not json", "undecodable")

  it.effect("logs storage failures instead of failing", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(FIXED_NOW)
      const { logs, result } = yield* withCapturedLogs(
        Effect.zip(saveCart(makeCart()), loadCart()).pipe(Effect.provide(failingCartStorage))
      )
      expect(result[1].phoneCart).toEqual([])
      // set, keys and get each failed once
      expect(logs.filter((l) => l.level === "Error").map((l) => l.text.split(" CartStorageError")[0])).toEqual([
        "Failed to store the cart locally",
        "Failed to list the stored carts",
        "Failed to read the stored cart"
      ])
    }))

  it.effect("removes every cart stored under another version's key, with a logged reason, and keeps the rest", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(FIXED_NOW)
      const current = makeCart({ phoneCart: [makeLine()] })
      const storage = yield* cartStorageTest([
        ["cart-state-1.03", encodeStoredCart(makeCart({ phoneCart: [makeLine({ id: "old" })], stateVersion: "1.03" }))],
        ["cart-state-1.02", "{}"],
        [CART_STORAGE_KEY, encodeStoredCart(current)],
        ["theme", "dark"]
      ])
      const { logs, result } = yield* withCapturedLogs(loadCart().pipe(Effect.provide(storage.layer)))
      expect(result).toEqual(current)
      expect([...(yield* Ref.get(storage.entries)).keys()].sort()).toEqual([CART_STORAGE_KEY, "theme"])
      const warnings = logs.filter((l) => l.level === "Warn").map((l) => l.text)
      expect(warnings).toEqual(expect.arrayContaining([
        "Dropping the stored cart cart-state-1.03: state version 1.03 is not 1.04",
        "Dropping the stored cart cart-state-1.02: state version 1.02 is not 1.04"
      ]))
    }))

  it.effect("drops another version's cart even when no current cart is stored", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(FIXED_NOW)
      const storage = yield* cartStorageTest([["cart-state-1.03", "{}"]])
      const cart = yield* loadCart().pipe(Effect.provide(storage.layer))
      expect(cart.phoneCart).toEqual([])
      expect((yield* Ref.get(storage.entries)).size).toBe(0)
    }))
})
