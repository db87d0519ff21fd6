import { deleteApp, initializeApp } from "firebase/app"
import { type Firestore, terminate } from "firebase/firestore"
import { Effect, Schema } from "effect"
import { initializeShopFirestore } from "./firestoreClient.ts"
import type { FirestoreClientSettings, FirestoreConnection } from "./firestoreSettings.ts"

export { initializeShopFirestore } from "./firestoreClient.ts"

/** The Firebase app or its Firestore client could not be set up (bad configuration). */
export class FirestoreSetupError extends Schema.TaggedError<FirestoreSetupError>()("FirestoreSetupError", {
  message: Schema.String
}) {}

let appCount = 0

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
