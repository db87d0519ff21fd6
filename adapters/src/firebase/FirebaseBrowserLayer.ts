import { Context, Effect, Layer } from "effect"
import { Identity } from "@shop/core/ports/Identity"
import { RemoteCartStore } from "@shop/core/ports/RemoteCartStore"
import { connectFirebaseBrowser } from "./firebaseBrowser.ts"
import { defaultFirestoreClientSettings } from "./firestoreDefaults.ts"
import type { FirestoreClientSettings } from "./firestoreSettings.ts"
import type { FirebasePublicConfig } from "./publicConfig.ts"

/** Identity and RemoteCartStore of one browser Firebase app, closed with the layer. */
export const FirebaseBrowser = {
  layer: (config: FirebasePublicConfig, settings: FirestoreClientSettings = defaultFirestoreClientSettings) =>
    Layer.effectContext(
      Effect.map(
        Effect.acquireRelease(Effect.sync(() => connectFirebaseBrowser(config, settings)), (client) => client.close),
        (client) => Context.make(Identity, client.identity).pipe(Context.add(RemoteCartStore, client.remoteCartStore))
      )
    )
}
