import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { CartStorage } from "@shop/core/ports/CartStorage"
import { cartStorageSuite } from "@shop/core/test-support/cartStorageSuite"
import { CartStorageLocal, type StorageLike } from "../../src/browser/CartStorageLocal.ts"

/** An in-memory Web Storage, with the same API (and the same ordering freedom) as localStorage. */
const memoryStorage = (): StorageLike => {
  const entries = new Map<string, string>()
  return {
    get length() {
      return entries.size
    },
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    key: (index) => [...entries.keys()][index] ?? null
  }
}

/** A storage that refuses everything, as localStorage does with storage disabled or over quota. */
const brokenStorage: StorageLike = {
  length: 1,
  getItem: () => {
    throw new Error("SecurityError: storage disabled")
  },
  setItem: () => {
    throw new Error("QuotaExceededError")
  },
  removeItem: () => {
    throw new Error("SecurityError: storage disabled")
  },
  key: () => {
    throw new Error("SecurityError: storage disabled")
  }
}

cartStorageSuite("CartStorageLocal", () => CartStorageLocal.layerOf(memoryStorage()))

describe("CartStorageLocal over a refusing storage", () => {
  const run = <A, E>(effect: Effect.Effect<A, E, CartStorage>) => Effect.provide(effect, CartStorageLocal.layerOf(brokenStorage))

  it.effect("turns every thrown exception into a CartStorageError naming the operation and key", () =>
    run(Effect.gen(function*() {
      const storage = yield* CartStorage
      const failures = yield* Effect.all([
        Effect.flip(storage.get("cart-state-1.04")),
        Effect.flip(storage.set("cart-state-1.04", "{}")),
        Effect.flip(storage.remove("cart-state-1.04")),
        Effect.flip(storage.keys)
      ])
      expect(failures.map((f) => [f._tag, f.operation, f.key])).toEqual([
        ["CartStorageError", "get", "cart-state-1.04"],
        ["CartStorageError", "set", "cart-state-1.04"],
        ["CartStorageError", "remove", "cart-state-1.04"],
        ["CartStorageError", "keys", ""]
      ])
      expect(failures[1]?.message).toContain("QuotaExceeded")
    })))

  it.effect("reads none, not an error, for a key the storage does not hold", () =>
    Effect.gen(function*() {
      const storage = yield* CartStorage
      expect(yield* storage.get("missing")).toEqual(Option.none())
    }).pipe(Effect.provide(CartStorageLocal.layerOf(memoryStorage()))))
})
