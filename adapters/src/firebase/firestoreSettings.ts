import { Schema } from "effect"
import { remoteStoreClientSettings } from "@shop/core/settings/shopConstants"

const Int = Schema.Number.check(Schema.isInt())

/**
 * SPEC 9 remote-store client constants as one decoded configuration. The SDK takes two of them as
 * public settings; the others are the SDK's own built-in values, named here so they are checked and
 * recorded in one place (docs/decisions-remote-cart.md):
 * - cacheSizeBytes: the local cache's LRU garbage-collection threshold (default 41943040, at least 1048576).
 * - longPollTimeoutSeconds: `experimentalLongPollingOptions.timeoutSeconds` (5-30 s), used when the
 *   browser falls back to long polling.
 * - maxConcurrentLimboResolutions (100) and the realtime transport values (request timeout 45 s,
 *   forward channel 20 s, 2 retries, 10 s ping test) are the SDK's internal defaults: the web SDK
 *   exposes no setting for them, so they are decoded (a changed value is refused) but not applied.
 */
export const FirestoreClientSettings = Schema.Struct({
  cacheSizeBytes: Int.check(Schema.isGreaterThanOrEqualTo(remoteStoreClientSettings.cacheSizeBytesMin)),
  longPollTimeoutSeconds: Int.check(
    Schema.isBetween({
      minimum: remoteStoreClientSettings.longPollTimeoutSeconds.min,
      maximum: remoteStoreClientSettings.longPollTimeoutSeconds.max
    })
  ),
  maxConcurrentLimboResolutions: Schema.Literal(remoteStoreClientSettings.maxConcurrentLimboResolutions),
  realtime: Schema.Struct({
    requestTimeoutMs: Schema.Literal(remoteStoreClientSettings.realtime.requestTimeoutMs),
    forwardChannelMs: Schema.Literal(remoteStoreClientSettings.realtime.forwardChannelMs),
    retries: Schema.Literal(remoteStoreClientSettings.realtime.retries),
    pingTestMs: Schema.Literal(remoteStoreClientSettings.realtime.pingTestMs)
  })
})
export type FirestoreClientSettings = typeof FirestoreClientSettings.Type

export { defaultFirestoreClientSettings } from "./firestoreDefaults.ts"

/** Where the Firestore client connects: a Firebase project, optionally through the emulator. */
export const FirestoreConnection = Schema.Struct({
  projectId: Schema.NonEmptyString,
  /** The web API key; the emulator does not need one. */
  apiKey: Schema.optional(Schema.NonEmptyString),
  /** `host:port` of the Firestore emulator (FIRESTORE_EMULATOR_HOST). */
  emulatorHost: Schema.optional(Schema.String.check(Schema.isPattern(/^[^:\s]+:\d{1,5}$/)))
})
export type FirestoreConnection = typeof FirestoreConnection.Type
