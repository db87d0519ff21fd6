import { Effect, Layer, Option, Schema } from "effect"
import { RemoteCartStore } from "@shop/core/ports/RemoteCartStore"
import { acquireFirestore } from "./firestoreApp.ts"
import {
  defaultFirestoreClientSettings,
  FirestoreClientSettings,
  FirestoreConnection
} from "./firestoreSettings.ts"
import { makeRemoteCartStoreFirestore } from "./remoteCartStoreOfFirestore.ts"
import { firebase, firestoreClient } from "../settings.ts"

export { makeRemoteCartStoreFirestore } from "./remoteCartStoreOfFirestore.ts"

/**
 * FIREBASE_PROJECT_ID, FIREBASE_API_KEY (optional), FIRESTORE_EMULATOR_HOST (optional),
 * FIRESTORE_CACHE_SIZE_BYTES (default 41943040, at least 1048576) and
 * FIRESTORE_LONG_POLL_TIMEOUT_SECONDS (default 30, 5-30), decoded with the settings' Schemas.
 */
export const firestoreConfig = Effect.gen(function* () {
  const project = yield* firebase
  const connection = yield* Schema.decodeUnknownEffect(FirestoreConnection)({
    projectId: Option.getOrUndefined(project.projectId),
    apiKey: Option.getOrUndefined(project.apiKey),
    emulatorHost: Option.getOrUndefined(project.firestoreEmulatorHost)
  })
  const settings = yield* Schema.decodeUnknownEffect(FirestoreClientSettings)({
    ...defaultFirestoreClientSettings,
    ...(yield* firestoreClient)
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
