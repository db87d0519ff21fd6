import "server-only"
import { FirebasePublicConfig } from "@shop/adapters/firebase/publicConfig"
import { Config, Effect, Option, Schema } from "effect"

const setting = (name: string) =>
  Effect.map(Config.option(Config.String(name)), (value) => Option.getOrUndefined(Option.filter(value, (v) => v.trim() !== "")))

/**
 * The Firebase settings the browser needs, when the server runs on the Firebase adapters (the same
 * rule as web/src/server/auth/authLayer.ts: FIREBASE_API_KEY and FIREBASE_PROJECT_ID both set):
 * the public web settings and the emulators' hosts (FIREBASE_AUTH_EMULATOR_HOST,
 * FIRESTORE_EMULATOR_HOST) when given. Nothing secret is read here: admin credentials stay with
 * firebase-admin. Settings that do not decode are logged and the page gets none.
 */
export const firebasePublicConfig: Effect.Effect<Option.Option<FirebasePublicConfig>> = Effect.gen(function* () {
  const apiKey = yield* setting("FIREBASE_API_KEY")
  const projectId = yield* setting("FIREBASE_PROJECT_ID")
  if (apiKey === undefined || projectId === undefined) return Option.none()
  const authDomain = yield* setting("FIREBASE_AUTH_DOMAIN")
  const authEmulatorHost = yield* setting("FIREBASE_AUTH_EMULATOR_HOST")
  const firestoreEmulatorHost = yield* setting("FIRESTORE_EMULATOR_HOST")
  return yield* Schema.decodeUnknownEffect(FirebasePublicConfig)({
    apiKey,
    projectId,
    ...(authDomain === undefined ? {} : { authDomain }),
    ...(authEmulatorHost === undefined ? {} : { authEmulatorHost }),
    ...(firestoreEmulatorHost === undefined ? {} : { firestoreEmulatorHost })
  }).pipe(Effect.map(Option.some))
}).pipe(
  Effect.catch((error) => Effect.as(Effect.logError("The Firebase settings do not decode; the page gets none", error), Option.none()))
)

let cached: Option.Option<FirebasePublicConfig> | undefined

/** The settings, read once per server process (configuration does not change while it runs). */
export const firebasePublicConfigOnce = (): Option.Option<FirebasePublicConfig> =>
  (cached ??= Effect.runSync(firebasePublicConfig))
