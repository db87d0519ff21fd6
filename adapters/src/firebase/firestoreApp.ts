import { deleteApp, type FirebaseApp, initializeApp } from "firebase/app"
import {
  connectFirestoreEmulator,
  type Firestore,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  terminate
} from "firebase/firestore"
import { Effect, Schema } from "effect"
import type { FirestoreClientSettings, FirestoreConnection } from "./firestoreSettings.ts"

/** The Firebase app or its Firestore client could not be set up (bad configuration). */
export class FirestoreSetupError extends Schema.TaggedError<FirestoreSetupError>()("FirestoreSetupError", {
  message: Schema.String
}) {}

let appCount = 0

/**
 * The Firestore client of `app` with the shop's settings: the SPEC 9 values the SDK has (the memory
 * cache's LRU threshold, the long-poll timeout), `ignoreUndefinedProperties`, and the emulator at
 * `emulatorHost` (`host:port`) when given. The browser's client (firebaseBrowser.ts) shares its app
 * with Firebase Auth, so Firestore's rules see the signed-in user.
 */
export const initializeShopFirestore = (app: FirebaseApp, emulatorHost: string | undefined, settings: FirestoreClientSettings) => {
  const firestore = initializeFirestore(app, {
    localCache: memoryLocalCache({
      garbageCollector: memoryLruGarbageCollector({ cacheSizeBytes: settings.cacheSizeBytes })
    }),
    experimentalLongPollingOptions: { timeoutSeconds: settings.longPollTimeoutSeconds },
    ignoreUndefinedProperties: true
  })
  if (emulatorHost !== undefined) {
    const separator = emulatorHost.lastIndexOf(":")
    connectFirestoreEmulator(firestore, emulatorHost.slice(0, separator), Number(emulatorHost.slice(separator + 1)))
  }
  return firestore
}

/**
 * A Firebase app of its own and its Firestore client, for the scope: terminated and deleted when the
 * scope closes (an open client keeps Node alive). Each call names its app, so several clients (tests,
 * two layers) never share one. The SPEC 9 settings the SDK has are applied here:
 * the memory cache's LRU threshold (`cacheSizeBytes`) and the long-poll timeout. Fields set to
 * `undefined` are left out of a write rather than refused (`ignoreUndefinedProperties`): the cart's
 * optional keys are absent, never undefined, in a decoded cart, but a caller's object may carry one.
 */
export const acquireFirestore = (connection: FirestoreConnection, settings: FirestoreClientSettings) =>
  Effect.acquireRelease(
    Effect.try({
      try: () => {
        appCount += 1
        const app = initializeApp(
          { projectId: connection.projectId, ...(connection.apiKey === undefined ? {} : { apiKey: connection.apiKey }) },
          `shop-firestore-${appCount}`
        )
        return initializeShopFirestore(app, connection.emulatorHost, settings)
      },
      catch: (error) => new FirestoreSetupError({ message: error instanceof Error ? error.message : String(error) })
    }),
    (firestore: Firestore) =>
      Effect.promise(async () => {
        await terminate(firestore).catch(() => undefined)
        await deleteApp(firestore.app).catch(() => undefined)
      })
  )
