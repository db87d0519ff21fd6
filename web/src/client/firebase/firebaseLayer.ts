import type { FirebasePublicConfig } from "@shop/adapters/firebase/publicConfig"
import type { FirebaseBrowserClient } from "@shop/adapters/firebase/firebaseBrowser"
import { Identity, IdentityError } from "@shop/core/ports/Identity"
import { RemoteCartStore, RemoteCartStoreError } from "@shop/core/ports/RemoteCartStore"
import { Effect, Layer, Option, Stream } from "effect"

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The browser's Identity and RemoteCartStore in Firebase mode, with the Firebase SDK loaded by a
 * dynamic import on first use: the embedded default's pages never download it, and the client
 * runtime stays synchronous (its layer builds without waiting for the SDK). The SDK's chunk is
 * fetched once; a failed fetch fails that call (network-request-failed, Unavailable) and the next
 * call tries again.
 */
export const firebaseClientLayer = (
  config: FirebasePublicConfig,
  load: () => Promise<{ readonly connectFirebaseBrowser: (config: FirebasePublicConfig) => FirebaseBrowserClient }> = () =>
    import("@shop/adapters/firebase/firebaseBrowser")
) => {
  let client: Promise<FirebaseBrowserClient> | undefined
  const connected = Effect.tryPromise({
    try: () => {
      client ??= load().then((module) => module.connectFirebaseBrowser(config)).catch((error: unknown) => {
        client = undefined
        throw error
      })
      return client
    },
    catch: messageOf
  })
  const identityCall = <A>(use: (client: FirebaseBrowserClient) => Effect.Effect<A, IdentityError>) =>
    Effect.flatMap(
      Effect.mapError(connected, (message) => new IdentityError({ code: "network-request-failed", providerCode: message })),
      use
    )
  const storeCall = (operation: "get" | "save" | "subscribe", uid: string) =>
    Effect.mapError(connected, (message) => new RemoteCartStoreError({ operation, uid, reason: "Unavailable", message }))

  const identity = Identity.of({
    signInWithCustomToken: (token) => identityCall((c) => c.identity.signInWithCustomToken(token)),
    signInWithPassword: (email, password) => identityCall((c) => c.identity.signInWithPassword(email, password)),
    register: (email, password, name) => identityCall((c) => c.identity.register(email, password, name)),
    // Nobody can be signed in before the SDK is loaded (Auth keeps the user in memory): nothing to fetch.
    signOut: Effect.suspend(() => (client === undefined ? Effect.void : identityCall((c) => c.identity.signOut))),
    // Nobody can be signed in before the SDK is loaded: asking does not fetch it.
    currentUser: Effect.suspend(() =>
      client === undefined
        ? Effect.succeed(Option.none())
        : Effect.flatMap(Effect.option(connected), Option.match({
          onNone: () => Effect.succeed(Option.none()),
          onSome: (c) => c.identity.currentUser
        }))),
    sendPasswordReset: (email) => identityCall((c) => c.identity.sendPasswordReset(email))
  })

  const remoteCartStore = RemoteCartStore.of({
    get: (uid) => Effect.flatMap(storeCall("get", uid), (c) => c.remoteCartStore.get(uid)),
    save: (uid, document) => Effect.flatMap(storeCall("save", uid), (c) => c.remoteCartStore.save(uid, document)),
    subscribe: (uid) => Stream.unwrap(Effect.map(storeCall("subscribe", uid), (c) => c.remoteCartStore.subscribe(uid)))
  })

  return Layer.merge(Layer.succeed(Identity, identity), Layer.succeed(RemoteCartStore, remoteCartStore))
}
