import { Option, Schema } from "effect"

/** `host:port` of an emulator (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST). */
const EmulatorHost = Schema.String.check(Schema.isPattern(/^[^:\s/]+:\d{1,5}$/))

/**
 * The Firebase settings a browser page may see (docs/decisions-firebase-browser.md): the project's
 * public web settings and, when testing, the emulators' hosts. Never a credential: the web API key
 * only names the project (Firebase's rules and Auth guard the data), and the admin credentials stay
 * on the server. This module imports no Firebase code, so the embedded default's pages can read it.
 */
export const FirebasePublicConfig = Schema.Struct({
  apiKey: Schema.NonEmptyString,
  projectId: Schema.NonEmptyString,
  authDomain: Schema.optional(Schema.NonEmptyString),
  authEmulatorHost: Schema.optional(EmulatorHost),
  firestoreEmulatorHost: Schema.optional(EmulatorHost)
})
export type FirebasePublicConfig = typeof FirebasePublicConfig.Type

/** The id of the `<script type="application/json">` the server renders the config into. */
export const FIREBASE_PUBLIC_CONFIG_ELEMENT_ID = "shop-firebase-config"

/** The config as JSON safe inside a `<script>` element (no `<`, so no `</script>` can end it early). */
export const firebasePublicConfigJson = (config: FirebasePublicConfig): string =>
  JSON.stringify(Schema.encodeSync(FirebasePublicConfig)(config)).replace(/</g, "\\u003c")

/** The config read back from the element's text; none for a missing or malformed one. */
export const decodeFirebasePublicConfig = (json: string | null | undefined): Option.Option<FirebasePublicConfig> =>
  json === null || json === undefined || json.trim() === ""
    ? Option.none()
    : Schema.decodeUnknownOption(Schema.fromJsonString(FirebasePublicConfig))(json)
