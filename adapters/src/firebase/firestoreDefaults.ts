import { remoteStoreClientSettings } from "@shop/core/settings/shopConstants"
import type { FirestoreClientSettings } from "./firestoreSettings.ts"

/** The SPEC 9 values: the default cache size and the longest long-poll timeout. */
export const defaultFirestoreClientSettings: FirestoreClientSettings = {
  cacheSizeBytes: remoteStoreClientSettings.cacheSizeBytesDefault,
  longPollTimeoutSeconds: remoteStoreClientSettings.longPollTimeoutSeconds.max,
  maxConcurrentLimboResolutions: remoteStoreClientSettings.maxConcurrentLimboResolutions,
  realtime: remoteStoreClientSettings.realtime
}
