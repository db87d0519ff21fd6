import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer, Option } from "effect"
import { RemoteCartStore } from "@shop/core/ports/RemoteCartStore"
import { remoteCartStoreSuite, sampleRemoteCart } from "@shop/core/test-support/remoteCartStoreSuite"
import { RemoteCartStoreFirestore } from "../../src/firebase/RemoteCartStoreFirestore.ts"
import { clearFirestore, failWithoutEmulator, firestoreEmulatorHost } from "./support/firestoreEmulator.ts"

/** Its own project in the emulator, so the security-rules tests (another project) never interfere. */
const PROJECT_ID = "demo-shop-carts"
const host = firestoreEmulatorHost()

if (host === undefined) {
  failWithoutEmulator("RemoteCartStoreFirestore")
} else {
  const fresh = () =>
    Layer.unwrap(Effect.as(clearFirestore(host, PROJECT_ID), RemoteCartStoreFirestore.layer({ projectId: PROJECT_ID, emulatorHost: host })))
      .pipe(Layer.orDie)

  remoteCartStoreSuite("RemoteCartStoreFirestore (emulator)", fresh)

  describe("RemoteCartStoreFirestore beyond the contract", () => {
    it.effect("refuses a uid that cannot name a Firestore document, without calling Firestore", () =>
      Effect.gen(function* () {
        const store = yield* RemoteCartStore
        const error = yield* Effect.flip(store.save("a/b", sampleRemoteCart))
        expect([error.reason, error.operation]).toEqual(["Unavailable", "save"])
        expect(yield* store.get("a")).toEqual(Option.none())
      }).pipe(Effect.provide(fresh())))

    it.effect("is configured from the environment: project, emulator and the SPEC 9 client settings", () =>
      Effect.gen(function* () {
        const store = yield* RemoteCartStore
        yield* store.save("user-config", sampleRemoteCart)
        expect(yield* store.get("user-config")).toEqual(Option.some({ document: sampleRemoteCart, droppedLines: 0 }))
      }).pipe(
        Effect.provide(RemoteCartStoreFirestore.layerConfig.pipe(Layer.orDie)),
        Effect.provide(ConfigProvider.layer(ConfigProvider.fromUnknown({
          FIREBASE_PROJECT_ID: PROJECT_ID,
          FIRESTORE_EMULATOR_HOST: host,
          FIRESTORE_CACHE_SIZE_BYTES: "1048576",
          FIRESTORE_LONG_POLL_TIMEOUT_SECONDS: "5"
        })))
      ))

    it.effect("refuses client settings outside SPEC 9's limits", () =>
      Effect.gen(function* () {
        const build = (env: Record<string, string>) =>
          Effect.flip(Layer.build(RemoteCartStoreFirestore.layerConfig).pipe(
            Effect.provide(ConfigProvider.layer(ConfigProvider.fromUnknown({ FIREBASE_PROJECT_ID: PROJECT_ID, FIRESTORE_EMULATOR_HOST: host, ...env }))),
            Effect.scoped
          ))
        const cases = [
          [{ FIRESTORE_CACHE_SIZE_BYTES: "1048575" }, "cacheSizeBytes"],
          [{ FIRESTORE_LONG_POLL_TIMEOUT_SECONDS: "4" }, "longPollTimeoutSeconds"],
          [{ FIRESTORE_LONG_POLL_TIMEOUT_SECONDS: "31" }, "longPollTimeoutSeconds"]
        ] as const
        for (const [env, field] of cases) {
          const error = yield* build(env)
          expect(error._tag).toBe("SchemaError")
          expect(String(error)).toContain(field)
        }
      }))
  })
}
