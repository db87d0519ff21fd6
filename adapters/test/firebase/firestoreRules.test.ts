/// <reference types="node" />
import { readFileSync } from "node:fs"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@effect/vitest"
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment
} from "@firebase/rules-unit-testing"
import { collection, deleteDoc, doc, type Firestore, getDoc, getDocs, setDoc, setLogLevel } from "firebase/firestore"
import { Effect, Option } from "effect"
import { toRemoteDocument } from "@shop/core/cart/remoteDocument"
import { REMOTE_CART_COLLECTION } from "@shop/core/ports/RemoteCartStore"
import { makeCart } from "@shop/core/test-support/cartArbitraries"
import { sampleRemoteCart } from "@shop/core/test-support/remoteCartStoreSuite"
import { makeRemoteCartStoreFirestore } from "../../src/firebase/RemoteCartStoreFirestore.ts"
import { failWithoutEmulator, firestoreEmulatorHost } from "./support/firestoreEmulator.ts"

/**
 * The repository's firestore.rules loaded into the emulator (its own project), then every request
 * made as a signed-in user, another user or nobody. The allowed writes go through the Firestore
 * RemoteCartStore itself, so the rules accept exactly what the adapter writes.
 */
const PROJECT_ID = "demo-shop-rules"
const host = firestoreEmulatorHost()
const rules = readFileSync(new URL("../../../firestore.rules", import.meta.url), "utf8")

/** The contexts' Firestore is the compat instance; the modular functions take it as a Firestore. */
const asFirestore = (firestore: unknown) => firestore as Firestore
const cartRef = (firestore: unknown, uid: string) => doc(asFirestore(firestore), REMOTE_CART_COLLECTION, uid)

if (host === undefined) {
  failWithoutEmulator("firestore.rules")
} else {
  describe("firestore.rules: carts/{uid}", () => {
    let env: RulesTestEnvironment
    const separator = host.lastIndexOf(":")

    beforeAll(async () => {
      // Each denied request would log the SDK's PERMISSION_DENIED error; the assertions say it all.
      setLogLevel("silent")
      env = await initializeTestEnvironment({
        projectId: PROJECT_ID,
        firestore: { rules, host: host.slice(0, separator), port: Number(host.slice(separator + 1)) }
      })
    })
    afterAll(async () => {
      await env.cleanup()
    })
    beforeEach(async () => {
      await env.clearFirestore()
    })

    const alice = () => env.authenticatedContext("alice").firestore()
    const bob = () => env.authenticatedContext("bob").firestore()
    const nobody = () => env.unauthenticatedContext().firestore()
    const seed = (uid: string, data: object) =>
      env.withSecurityRulesDisabled((context) => setDoc(cartRef(context.firestore(), uid), data))

    it("lets a user write, merge, read and live-read their own cart through the adapter", async () => {
      const store = makeRemoteCartStoreFirestore(asFirestore(alice()))
      const read = await Effect.runPromise(Effect.gen(function* () {
        yield* store.save("alice", sampleRemoteCart)
        yield* store.save("alice", { timestamp: sampleRemoteCart.timestamp + 1, accessoryCart: [] })
        return yield* store.get("alice")
      }))
      expect(read).toEqual(Option.some({ document: { ...sampleRemoteCart, timestamp: sampleRemoteCart.timestamp + 1, accessoryCart: [] }, droppedLines: 0 }))
      await assertSucceeds(getDoc(cartRef(alice(), "alice")))
    })

    it("lets a user save an empty cart (a fresh cart, version as a string) and delete their own", async () => {
      const empty = toRemoteDocument(makeCart({ phoneCart: [], accessoryCart: [] }))
      await assertSucceeds(setDoc(cartRef(alice(), "alice"), empty, { merge: true }))
      await assertSucceeds(deleteDoc(cartRef(alice(), "alice")))
    })

    it("denies reading, writing and deleting another user's cart", async () => {
      await seed("bob", sampleRemoteCart)
      await assertFails(getDoc(cartRef(alice(), "bob")))
      await assertFails(setDoc(cartRef(alice(), "bob"), sampleRemoteCart))
      await assertFails(setDoc(cartRef(alice(), "carol"), sampleRemoteCart))
      await assertFails(deleteDoc(cartRef(alice(), "bob")))
      await assertSucceeds(getDoc(cartRef(bob(), "bob")))
    })

    it("denies everything to a visitor who is not signed in", async () => {
      await seed("alice", sampleRemoteCart)
      await assertFails(getDoc(cartRef(nobody(), "alice")))
      await assertFails(setDoc(cartRef(nobody(), "alice"), sampleRemoteCart))
      await assertFails(deleteDoc(cartRef(nobody(), "alice")))
    })

    it("denies listing the collection and any other collection", async () => {
      await seed("alice", sampleRemoteCart)
      await assertFails(getDocs(collection(asFirestore(alice()), REMOTE_CART_COLLECTION)))
      await assertFails(setDoc(doc(asFirestore(alice()), "users", "alice"), { name: "Alice" }))
      await assertFails(setDoc(doc(asFirestore(alice()), "carts", "alice", "items", "1"), { id: 1 }))
    })

    const { stateVersion: _version, ...withoutVersion } = sampleRemoteCart
    // [what is wrong, the document, whether merging it into a valid cart is wrong too]: a merge that
    // leaves a field out keeps the stored one, so only the missing-field case is valid as a merge.
    const wrongShapes: ReadonlyArray<readonly [string, object, boolean]> = [
      ["an extra key", { ...sampleRemoteCart, accessories: [] }, true],
      ["no stateVersion", withoutVersion, false],
      ["stateVersion as a number", { ...sampleRemoteCart, stateVersion: 1.04 }, true],
      ["an empty stateVersion", { ...sampleRemoteCart, stateVersion: "" }, true],
      ["phoneCart as an object", { ...sampleRemoteCart, phoneCart: { line: 1 } }, true],
      ["accessoryCart as a string", { ...sampleRemoteCart, accessoryCart: "none" }, true],
      ["batteryCart null", { ...sampleRemoteCart, batteryCart: null }, true],
      ["timestamp as a string", { ...sampleRemoteCart, timestamp: String(sampleRemoteCart.timestamp) }, true],
      ["a fractional timestamp", { ...sampleRemoteCart, timestamp: sampleRemoteCart.timestamp + 0.5 }, true],
      ["expireAt as a date", { ...sampleRemoteCart, expireAt: new Date(sampleRemoteCart.expireAt) }, true],
      ["more than 100 lines", { ...sampleRemoteCart, batteryCart: Array.from({ length: 101 }, (_, i) => ({ phoneId: `l${i}`, id: 1, price: 1 })) }, true]
    ]
    it.each(wrongShapes)("denies a cart with %s, created, written over or merged into a valid one", async (_label, data, mergeWrong) => {
      await assertFails(setDoc(cartRef(alice(), "alice"), data))
      await seed("alice", sampleRemoteCart)
      await assertFails(setDoc(cartRef(alice(), "alice"), data))
      if (mergeWrong) await assertFails(setDoc(cartRef(alice(), "alice"), data, { merge: true }))
      // The valid document is untouched.
      const snapshot = await getDoc(cartRef(alice(), "alice"))
      expect(snapshot.data()).toEqual(sampleRemoteCart)
    })

    it("denies creating a cart from a partial document (a merge only completes an existing cart)", async () => {
      await assertFails(setDoc(cartRef(alice(), "alice"), { timestamp: sampleRemoteCart.timestamp }, { merge: true }))
      await seed("alice", sampleRemoteCart)
      await assertSucceeds(setDoc(cartRef(alice(), "alice"), { timestamp: sampleRemoteCart.timestamp + 9 }, { merge: true }))
    })
  })
}
