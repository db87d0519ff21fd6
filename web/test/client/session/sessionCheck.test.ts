import { describe, expect, it } from "@effect/vitest"
import { CartStorageMemory } from "@shop/adapters/memory/CartStorageMemory"
import { IdentityMemory } from "@shop/adapters/memory/IdentityMemory"
import { RemoteCartStoreMemory } from "@shop/adapters/memory/RemoteCartStoreMemory"
import { IdentityError } from "@shop/core/auth/identityError"
import { initialCart } from "@shop/core/cart/cartState"
import { Effect, Fiber, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import { afterEach, beforeEach, vi } from "vitest"
import { startSession } from "../../../src/client/cart/cartSync.ts"
import { checkSession } from "../../../src/client/session/sessionCheck.ts"

/**
 * Issue 16 "Errors do not vanish": a page-load session check that cannot be made (a network blip, the
 * server unavailable) is not "signed out". The browser's signed-in marker (session/signedInMarker.ts)
 * stays, so the next page takes the account's cart as it is instead of merging a stale one into it.
 */

const user = { uid: "u-ana", email: "ana@example.com", displayName: "Ana Pop" }
const kept = { decision: "keep" as const, user }

describe("checkSession", () => {
  it.effect("answers the server's decision", () =>
    Effect.gen(function*() {
      expect(yield* checkSession(Effect.succeed(kept))).toEqual(Option.some(kept))
    }))

  it.effect("answers none, not a guest, when the session cannot be asked", () =>
    Effect.gen(function*() {
      for (const code of ["network-request-failed", "unknown"] as const) {
        expect(yield* checkSession(Effect.fail(new IdentityError({ code })))).toEqual(Option.none())
      }
    }))

  it.effect("answers none when the server does not answer within 8 seconds", () =>
    Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(checkSession(Effect.never))
      yield* TestClock.adjust("8 seconds")
      expect(yield* Fiber.join(fiber)).toEqual(Option.none())
    }))
})

describe("startSession when the session cannot be asked", () => {
  const stored = new Map<string, string>()
  beforeEach(() => {
    stored.clear()
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
        removeItem: (key: string) => void stored.delete(key)
      }
    })
    // The shop cannot be reached.
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.effect("syncs nothing, shows no other cart and keeps the signed-in marker", () =>
    Effect.gen(function*() {
      stored.set("cart-sync-uid", user.uid)
      const cart = initialCart(Date.UTC(2026, 10, 27))
      const shown: Array<unknown> = []
      const uid = yield* startSession({ current: () => cart, show: (next) => void shown.push(next) })
      expect(uid).toBeNull()
      expect(shown).toEqual([])
      expect(stored.get("cart-sync-uid")).toBe(user.uid)
    }).pipe(Effect.provide(Layer.mergeAll(CartStorageMemory.layer, IdentityMemory.layer, RemoteCartStoreMemory.layer))))
})
