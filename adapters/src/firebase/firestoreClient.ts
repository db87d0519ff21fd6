import type { FirebaseApp } from "firebase/app"
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, memoryLruGarbageCollector } from "firebase/firestore"
import type { FirestoreClientSettings } from "./firestoreSettings.ts"

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
