import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import { CartStorage } from "../../src/ports/CartStorage.ts"

/** Contract every CartStorage adapter passes: a plain string key-value store. */
export const cartStorageSuite = (name: string, makeLayer: () => Layer.Layer<CartStorage, never>) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, CartStorage>) => Effect.provide(effect, makeLayer())

    it.effect("reads none for a key never set", () =>
      run(Effect.gen(function*() {
        const storage = yield* CartStorage
        expect(yield* storage.get("cart-state-test")).toEqual(Option.none())
      })))

    it.effect("reads back what was set, byte for byte", () =>
      run(Effect.gen(function*() {
        const storage = yield* CartStorage
        const value = JSON.stringify({ phoneCart: [], note: "ăîșț ёж ő ώ \u00a0" })
        yield* storage.set("cart-state-test", value)
        expect(yield* storage.get("cart-state-test")).toEqual(Option.some(value))
      })))

    it.effect("overwrites a key", () =>
      run(Effect.gen(function*() {
        const storage = yield* CartStorage
        yield* storage.set("k", "first")
        yield* storage.set("k", "second")
        expect(yield* storage.get("k")).toEqual(Option.some("second"))
      })))

    it.effect("keeps keys apart", () =>
      run(Effect.gen(function*() {
        const storage = yield* CartStorage
        yield* storage.set("a", "1")
        yield* storage.set("b", "2")
        expect([yield* storage.get("a"), yield* storage.get("b")]).toEqual([Option.some("1"), Option.some("2")])
      })))

    it.effect("removes a key, and removing a missing key succeeds", () =>
      run(Effect.gen(function*() {
        const storage = yield* CartStorage
        yield* storage.set("k", "v")
        yield* storage.remove("k")
        yield* storage.remove("never-set")
        expect(yield* storage.get("k")).toEqual(Option.none())
      })))

    it.effect("lists no keys when empty, then every key set and not removed", () =>
      run(Effect.gen(function*() {
        const storage = yield* CartStorage
        expect(yield* storage.keys).toEqual([])
        yield* storage.set("cart-state-1.03", "old")
        yield* storage.set("cart-state-1.04", "current")
        yield* storage.set("theme", "dark")
        yield* storage.set("theme", "light")
        yield* storage.remove("cart-state-1.03")
        expect([...(yield* storage.keys)].sort()).toEqual(["cart-state-1.04", "theme"])
      })))

    it.effect("stores the empty string as a value, not as absence", () =>
      run(Effect.gen(function*() {
        const storage = yield* CartStorage
        yield* storage.set("k", "")
        expect(yield* storage.get("k")).toEqual(Option.some(""))
      })))
  })
