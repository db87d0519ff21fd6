import "server-only"
import { FirebasePublicConfig } from "@shop/adapters/firebase/publicConfig"
import { Effect, Option, Result, Schema } from "effect"
import type { SettingsShape } from "./settings.ts"

const decodePublicConfig = Schema.decodeUnknownResult(FirebasePublicConfig)

/** `{ key: value }` for a given setting, nothing for an absent one. */
const given = (key: string, value: Option.Option<string>): Record<string, string> =>
  Option.match(value, { onNone: () => ({}), onSome: (text) => ({ [key]: text }) })

// Each settings' failure is logged once, not once per page rendered.
const logged = new WeakSet<SettingsShape["firebase"]>()

/**
 * The Firebase settings the browser needs, when the server runs on the Firebase adapters (the same
 * rule as web/src/server/auth/authLayer.ts: FIREBASE_API_KEY and FIREBASE_PROJECT_ID both set):
 * the public web settings and the emulators' hosts (FIREBASE_AUTH_EMULATOR_HOST,
 * FIRESTORE_EMULATOR_HOST) when given. Nothing secret is read here: admin credentials stay with
 * firebase-admin. Settings that do not decode are logged and the page gets none.
 */
export const firebasePublicConfig = ({ firebase }: Pick<SettingsShape, "firebase">): Option.Option<FirebasePublicConfig> => {
  if (Option.isNone(firebase.apiKey) || Option.isNone(firebase.projectId)) return Option.none()
  const decoded = decodePublicConfig({
    apiKey: firebase.apiKey.value,
    projectId: firebase.projectId.value,
    ...given("authDomain", firebase.authDomain),
    ...given("authEmulatorHost", firebase.authEmulatorHost),
    ...given("firestoreEmulatorHost", firebase.firestoreEmulatorHost)
  })
  if (Result.isSuccess(decoded)) return Option.some(decoded.success)
  if (!logged.has(firebase)) {
    logged.add(firebase)
    Effect.runSync(Effect.logError("The Firebase settings do not decode; the page gets none", decoded.failure))
  }
  return Option.none()
}
