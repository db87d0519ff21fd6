import { deleteApp, initializeApp } from "firebase/app"
import { connectAuthEmulator, inMemoryPersistence, initializeAuth } from "firebase/auth"
import { terminate } from "firebase/firestore"
import { Effect } from "effect"
import type { Context } from "effect"
import type { Identity } from "@shop/core/ports/Identity"
import type { RemoteCartStoreShape } from "@shop/core/ports/RemoteCartStore"
import { initializeShopFirestore } from "./firestoreClient.ts"
import { defaultFirestoreClientSettings } from "./firestoreDefaults.ts"
import type { FirestoreClientSettings } from "./firestoreSettings.ts"
import { makeIdentityOfAuth } from "./identityOfAuth.ts"
import type { FirebasePublicConfig } from "./publicConfig.ts"
import { makeRemoteCartStoreFirestore } from "./remoteCartStoreOfFirestore.ts"

/** The browser's two Firebase ports, over one Firebase app. */
export interface FirebaseBrowserClient {
  readonly identity: Context.Service.Shape<typeof Identity>
  readonly remoteCartStore: RemoteCartStoreShape
  /** Terminates Firestore and deletes the app (a page never needs it; tests and Node do). */
  readonly close: Effect.Effect<void>
}

let appCount = 0

/**
 * Firebase in the browser (SPEC 7): ONE app whose Auth signs in with the custom token of the
 * `shop_auth` cookie and whose Firestore holds `carts/{uid}`. Sharing the app is what makes Firestore
 * send the signed-in user's ID token, so the rules see `request.auth.uid == uid`.
 *
 * Auth keeps the user in memory only: the server's session cookie stays the authority on who is signed
 * in, and every page load signs in again with the fresh custom token the session check just set, so
 * the browser never holds a Firebase user the server has signed out.
 *
 * This module is the chunk the browser loads on demand (web/src/client/firebase/firebaseLayer.ts): it
 * holds only what a page runs, so the shared code the bundler keeps for it stays small.
 */
export const connectFirebaseBrowser = (
  config: FirebasePublicConfig,
  settings: FirestoreClientSettings = defaultFirestoreClientSettings
): FirebaseBrowserClient => {
  appCount += 1
  const app = initializeApp(
    {
      apiKey: config.apiKey,
      projectId: config.projectId,
      authDomain: config.authDomain ?? `${config.projectId}.firebaseapp.com`
    },
    `shop-browser-${appCount}`
  )
  const auth = initializeAuth(app, { persistence: inMemoryPersistence })
  if (config.authEmulatorHost !== undefined) {
    connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true })
  }
  const firestore = initializeShopFirestore(app, config.firestoreEmulatorHost, settings)
  return {
    identity: makeIdentityOfAuth(auth),
    remoteCartStore: makeRemoteCartStoreFirestore(firestore),
    close: Effect.promise(async () => {
      await terminate(firestore).catch(() => undefined)
      await deleteApp(app).catch(() => undefined)
    })
  }
}
