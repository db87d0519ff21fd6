import { Config, Effect, Layer, Option, Schema } from "effect"
import { RemoteCartStore } from "@shop/core/ports/RemoteCartStore"
import { acquireFirestore } from "./firestoreApp.ts"
import {
  defaultFirestoreClientSettings,
  FirestoreClientSettings,
  FirestoreConnection
} from "./firestoreSettings.ts"
import { makeRemoteCartStoreFirestore } from "./remoteCartStoreOfFirestore.ts"

export { makeRemoteCartStoreFirestore } from "./remoteCartStoreOfFirestore.ts"

/**
 * FIREBASE_PROJECT_ID, FIREBASE_API_KEY (optional), FIRESTORE_EMULATOR_HOST (optional),
 * FIRESTORE_CACHE_SIZE_BYTES (default 41943040, at least 1048576) and
 * FIRESTORE_LONG_POLL_TIMEOUT_SECONDS (default 30, 5-30), decoded with the settings' Schemas.
 */
export const firestoreConfig = Effect.gen(function* () {
  const connection = yield* Schema.decodeUnknownEffect(FirestoreConnection)({
    projectId: yield* Config.String("FIREBASE_PROJECT_ID"),
    apiKey: Option.getOrUndefined(yield* Config.option(Config.String("FIREBASE_API_KEY"))),
    emulatorHost: Option.getOrUndefined(yield* Config.option(Config.String("FIRESTORE_EMULATOR_HOST")))
  })
  const settings = yield* Schema.decodeUnknownEffect(FirestoreClientSettings)({
    ...defaultFirestoreClientSettings,
    cacheSizeBytes: yield* Config.Int("FIRESTORE_CACHE_SIZE_BYTES").pipe(
      Config.withDefault(defaultFirestoreClientSettings.cacheSizeBytes)
    ),
    longPollTimeoutSeconds: yield* Config.Int("FIRESTORE_LONG_POLL_TIMEOUT_SECONDS").pipe(
      Config.withDefault(defaultFirestoreClientSettings.longPollTimeoutSeconds)
    )
  })
  return { connection, settings }
})

/** A Firestore client of its own for the layer's lifetime (terminated when the layer is released). */
const layer = (connection: FirestoreConnection, settings: FirestoreClientSettings = defaultFirestoreClientSettings) =>
  Layer.effect(RemoteCartStore, Effect.map(acquireFirestore(connection, settings), makeRemoteCartStoreFirestore))

export const RemoteCartStoreFirestore = {
  make: makeRemoteCartStoreFirestore,
  layer,
  /** The layer from configuration (see `firestoreConfig`). */
  layerConfig: Layer.unwrap(Effect.map(firestoreConfig, ({ connection, settings }) => layer(connection, settings)))
}
