import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Stream } from "effect"
import type { FirebaseBrowserClient } from "@shop/adapters/firebase/firebaseBrowser"
import { IdentityMemory } from "@shop/adapters/memory/IdentityMemory"
import { RemoteCartStoreMemory } from "@shop/adapters/memory/RemoteCartStoreMemory"
import { Identity } from "@shop/core/ports/Identity"
import { RemoteCartStore } from "@shop/core/ports/RemoteCartStore"
import { sampleRemoteCart } from "@shop/core/test-support/remoteCartStoreSuite"
import { firebaseClientLayer } from "../../../src/client/firebase/firebaseLayer.ts"

const config = { apiKey: "demo-key", projectId: "demo-shop" }

/** A stand-in for the SDK chunk: the memory adapters, counting how often the chunk is fetched. */
const fakeChunk = Effect.gen(function* () {
  const identity = yield* Identity
  const remoteCartStore = yield* RemoteCartStore
  const client: FirebaseBrowserClient = { identity, remoteCartStore, close: Effect.void }
  return client
}).pipe(Effect.provide(Layer.merge(IdentityMemory.layer, RemoteCartStoreMemory.layer)))

const loader = (client: FirebaseBrowserClient, failures = 0) => {
  const calls = { count: 0 }
  let left = failures
  const load = () => {
    calls.count += 1
    if (left > 0) {
      left -= 1
      return Promise.reject(new Error("ChunkLoadError"))
    }
    return Promise.resolve({ connectFirebaseBrowser: () => client })
  }
  return { calls, load }
}

/** The Firebase-mode client layer: the SDK is fetched on the first call only, once, and again after a failed fetch. */
describe("firebaseClientLayer", () => {
  it.effect("builds without fetching the SDK; the first call fetches it once for both ports", () =>
    Effect.gen(function* () {
      const client = yield* fakeChunk
      const { calls, load } = loader(client)
      yield* Effect.gen(function* () {
        const identity = yield* Identity
        const store = yield* RemoteCartStore
        expect(calls.count).toBe(0)
        // A sign-out before anything was loaded (core's session decisions on a guest page) fetches nothing.
        yield* identity.signOut
        expect(yield* identity.currentUser).toEqual(Option.none())
        expect(calls.count).toBe(0)
        const user = yield* identity.register("ana@example.com", "secret-42", "Ana Pop")
        yield* store.save(user.uid, sampleRemoteCart)
        expect(yield* store.get(user.uid)).toEqual(Option.some({ document: sampleRemoteCart, droppedLines: 0 }))
        const first = yield* Stream.runHead(store.subscribe(user.uid))
        expect(first).toEqual(Option.some(sampleRemoteCart))
        expect(Option.map(yield* identity.currentUser, (u) => u.uid)).toEqual(Option.some(user.uid))
        expect(calls.count).toBe(1)
      }).pipe(Effect.provide(firebaseClientLayer(config, load)))
    }))

  it.effect("a failed fetch of the SDK is network-request-failed / Unavailable, and the next call fetches again", () =>
    Effect.gen(function* () {
      const client = yield* fakeChunk
      const { calls, load } = loader(client, 2)
      yield* Effect.gen(function* () {
        const identity = yield* Identity
        const store = yield* RemoteCartStore
        const signIn = yield* Effect.flip(identity.signInWithCustomToken("token"))
        expect(signIn.code).toBe("network-request-failed")
        const save = yield* Effect.flip(store.save("uid-1", sampleRemoteCart))
        expect(save).toMatchObject({ reason: "Unavailable", operation: "save", uid: "uid-1" })
        yield* store.save("uid-1", sampleRemoteCart)
        expect(calls.count).toBe(3)
        expect(yield* store.get("uid-1")).toEqual(Option.some({ document: sampleRemoteCart, droppedLines: 0 }))
        expect(calls.count).toBe(3)
      }).pipe(Effect.provide(firebaseClientLayer(config, load)))
    }))
})
