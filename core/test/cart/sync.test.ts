import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Layer, Option, Ref, Stream } from "effect"
import { TestClock } from "effect/testing"
import * as fc from "fast-check"
import { CART_STORAGE_KEY } from "../../src/cart/expiry.ts"
import { mergeCarts } from "../../src/cart/merge.ts"
import { isCartEmpty } from "../../src/cart/cartState.ts"
import { encodeStoredCart } from "../../src/cart/persistence.ts"
import { RemoteCartStore } from "../../src/ports/RemoteCartStore.ts"
import { cartFromRemote, toRemoteDocument } from "../../src/cart/remoteDocument.ts"
import {
  cartOnLogin,
  loginMergeFlag,
  commitSignedInCart,
  remoteCartUpdates,
  remoteSnapshotToApply,
  syncOnLogin
} from "../../src/cart/sync.ts"
import { cartStateArb, FIXED_NOW, makeAccessory, makeCart, makeLine } from "../support/cartArbitraries.ts"
import { withCapturedLogs } from "./logCapture.ts"
import { cartStorageTest, remoteCartStoreTest } from "./testLayers.ts"

const local = makeCart({ phoneCart: [makeLine({ id: "LOCAL" })], accessories: [makeAccessory({ id: 9 })], timestamp: FIXED_NOW - 10 })
const remote = makeCart({ phoneCart: [makeLine({ id: "REMOTE" })], timestamp: FIXED_NOW - 20 })
const remoteDoc = toRemoteDocument(remote)

describe("sync rules", () => {
  it("merges local and remote at login when the merge flag is set", () => {
    const cart = cartOnLogin(local, Option.some(remoteDoc), { merge: true, now: FIXED_NOW })
    expect(cart.phoneCart.map((l) => l.id)).toEqual(["LOCAL", "REMOTE"])
    expect(cart).toEqual(mergeCarts(local, cartFromRemote(remoteDoc, local)))
  })

  it("takes the account's remote cart at login without the merge flag, keeping the local cross-sell list", () => {
    const cart = cartOnLogin(local, Option.some(remoteDoc), { merge: false, now: FIXED_NOW })
    expect(cart.phoneCart.map((l) => l.id)).toEqual(["REMOTE"])
    expect(cart.accessories).toEqual(local.accessories)
  })

  it("drops a remote cart whose state version differs", () => {
    const old = { ...remoteDoc, stateVersion: "1.03" }
    expect(cartOnLogin(local, Option.some(old), { merge: true, now: FIXED_NOW })).toBe(local)
    expect(cartOnLogin(local, Option.some(old), { merge: false, now: FIXED_NOW })).toBe(local)
  })

  it("drops an expired remote cart and keeps the local one without a remote cart", () => {
    const expired = { ...remoteDoc, expireAt: FIXED_NOW }
    expect(cartOnLogin(local, Option.some(expired), { merge: true, now: FIXED_NOW })).toBe(local)
    expect(cartOnLogin(local, Option.none(), { merge: false, now: FIXED_NOW })).toBe(local)
  })

  it("applies a remote snapshot only when its timestamp differs from the local one", () => {
    expect(Option.isSome(remoteSnapshotToApply(local, remoteDoc, FIXED_NOW))).toBe(true)
    const same = { ...remoteDoc, timestamp: local.timestamp }
    expect(Option.isNone(remoteSnapshotToApply(local, same, FIXED_NOW))).toBe(true)
    expect(Option.isNone(remoteSnapshotToApply(local, { ...remoteDoc, stateVersion: "2.0" }, FIXED_NOW))).toBe(true)
  })

  it("never applies the document made from the local cart itself", () => {
    fc.assert(fc.property(cartStateArb(), (cart) => {
      expect(Option.isNone(remoteSnapshotToApply(cart, toRemoteDocument(cart), FIXED_NOW))).toBe(true)
    }))
  })
})

describe("sync programs", () => {
  const setup = (remoteDocs: ReadonlyArray<readonly [string, Partial<ReturnType<typeof toRemoteDocument>>]> = []) =>
    Effect.gen(function*() {
      yield* TestClock.setTime(FIXED_NOW)
      const storage = yield* cartStorageTest()
      const store = yield* remoteCartStoreTest(remoteDocs)
      return { storage, store, layer: Layer.merge(storage.layer, store.layer) }
    })

  it.effect("merges at login, stamps the result and stores it locally and remotely", () =>
    Effect.gen(function*() {
      const { layer, storage, store } = yield* setup([["u1", remoteDoc]])
      const { cart, droppedLines } = yield* syncOnLogin("u1", local, { merge: true }).pipe(Effect.provide(layer))
      expect(droppedLines).toBe(0)
      expect(cart.phoneCart.map((l) => l.id)).toEqual(["LOCAL", "REMOTE"])
      expect(cart.timestamp).toBe(FIXED_NOW)
      expect((yield* Ref.get(storage.entries)).get(CART_STORAGE_KEY)).toBe(encodeStoredCart(cart))
      expect((yield* Ref.get(store.documents)).get("u1")).toEqual(toRemoteDocument(cart))
    }))

  it.effect("replaces a remote cart of another version with the local cart, logging why", () =>
    Effect.gen(function*() {
      const { layer, store } = yield* setup([["u1", { ...remoteDoc, stateVersion: "1.03" }]])
      const { logs, result } = yield* withCapturedLogs(syncOnLogin("u1", local, { merge: true }).pipe(Effect.provide(layer)))
      expect(result.cart).toBe(local)
      expect((yield* Ref.get(store.documents)).get("u1")).toEqual(toRemoteDocument(local))
      expect(logs.some((l) => l.level === "Warn" && l.text.includes("other-version"))).toBe(true)
    }))

  it.effect("treats an undecodable remote document as no remote cart", () =>
    Effect.gen(function*() {
      const { layer } = yield* setup([["u1", { timestamp: 3 }]])
      const { cart, droppedLines } = yield* syncOnLogin("u1", local, { merge: true }).pipe(Effect.provide(layer))
      expect(cart).toBe(local)
      expect(droppedLines).toBe(0)
    }))

  it.effect("keeps the remote lines that decode, counts the others, and saves the cart back without them (issue 14)", () =>
    Effect.gen(function*() {
      const broken = { ...remoteDoc, phoneCart: [...remoteDoc.phoneCart, { id: "BROKEN", buy_price: "free" }] } as unknown as typeof remoteDoc
      const { layer, store } = yield* setup([["u1", broken]])
      const { logs, result } = yield* withCapturedLogs(syncOnLogin("u1", local, { merge: true }).pipe(Effect.provide(layer)))
      expect(result.droppedLines).toBe(1)
      expect(result.cart.phoneCart.map((l) => l.id)).toEqual(["LOCAL", "REMOTE"])
      expect((yield* Ref.get(store.documents)).get("u1")).toEqual(toRemoteDocument(result.cart))
      expect(logs.some((l) => l.level === "Warn" && l.text.includes("1 unreadable line"))).toBe(true)
    }))

  it.effect("saves every signed-in change locally and remotely with one stamp", () =>
    Effect.gen(function*() {
      const { layer, storage, store } = yield* setup()
      const committed = yield* commitSignedInCart("u2", local).pipe(Effect.provide(layer))
      expect(committed.timestamp).toBe(FIXED_NOW)
      expect((yield* Ref.get(store.documents)).get("u2")).toEqual(toRemoteDocument(committed))
      expect((yield* Ref.get(storage.entries)).get(CART_STORAGE_KEY)).toBe(encodeStoredCart(committed))
    }))

  it.effect("emits remote snapshots to apply, skipping the local cart's own echo", () =>
    Effect.gen(function*() {
      const { layer } = yield* setup([["u3", toRemoteDocument(local)]])
      const firstSnapshotSeen = yield* Deferred.make<void>()
      // The current document arrives first, once the subscription is live: that is our cue.
      const currentLocal = Effect.as(Deferred.succeed(firstSnapshotSeen, undefined), local)
      const fiber = yield* remoteCartUpdates("u3", currentLocal).pipe(
        Stream.take(1),
        Stream.runCollect,
        Effect.provide(layer),
        Effect.forkChild
      )
      yield* Deferred.await(firstSnapshotSeen)
      yield* RemoteCartStore.use((store) => store.save("u3", remoteDoc)).pipe(Effect.provide(layer))
      const emitted = yield* Fiber.join(fiber)
      expect(emitted.map((c) => c.phoneCart.map((l) => l.id))).toEqual([["REMOTE"]])
    }))
})

describe("loginMergeFlag (SPEC 4 merge flag)", () => {
  it("is set exactly when another account (or none) was settled last and the local cart is not empty", () =>
    fc.assert(fc.property(
      fc.option(fc.constantFrom("u1", "u2", "u3"), { nil: null }),
      fc.constantFrom("u1", "u2"),
      cartStateArb(),
      (lastSettled, uid, local) => {
        expect(loginMergeFlag(lastSettled, uid, local)).toBe(lastSettled !== uid && !isCartEmpty(local))
        if (lastSettled === uid) expect(loginMergeFlag(lastSettled, uid, local)).toBe(false)
        if (isCartEmpty(local)) expect(loginMergeFlag(lastSettled, uid, local)).toBe(false)
      })))
})
