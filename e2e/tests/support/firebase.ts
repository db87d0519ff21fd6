import { readFileSync } from "node:fs"
import { e2ePort } from "./browser.ts"
import type { RemoteCartProbe } from "./accounts.ts"

/**
 * The Firebase-mode server of the end-to-end suite: the same build on the Firebase adapters (Auth and
 * Firestore emulators, project demo-shop), on E2E_PORT + 2. It runs when both emulator hosts are given
 * (scripts/test-all.sh starts the emulators and sets E2E_FIREBASE=required, so there a missing host
 * fails the run); a developer's `npx playwright test` without them skips only the Firebase specs.
 */
export const firebasePort = Number(process.env["E2E_FIREBASE_PORT"] ?? e2ePort + 2)
export const firebaseProjectId = "demo-shop"

const host = (name: string) => {
  const value = process.env[name]?.trim()
  return value === undefined || value === "" ? undefined : value
}

export const firestoreEmulatorHost = host("FIRESTORE_EMULATOR_HOST")
export const authEmulatorHost = host("FIREBASE_AUTH_EMULATOR_HOST")
export const firebaseRequired = process.env["E2E_FIREBASE"] === "required"

export const firebaseSkipReason =
  "Firebase-mode specs need FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST: " +
  "export FIRESTORE_EMULATOR_HOST=$(bash scripts/emulators/firestore.sh start) " +
  "FIREBASE_AUTH_EMULATOR_HOST=$(bash scripts/emulators/auth.sh start)"

/** Both emulators named; under test-all (E2E_FIREBASE=required) their absence is an error, never a skip. */
export const firebaseEnabled = (): boolean => {
  const enabled = firestoreEmulatorHost !== undefined && authEmulatorHost !== undefined
  if (!enabled && firebaseRequired) throw new Error(`E2E_FIREBASE=required: ${firebaseSkipReason}`)
  return enabled
}

/** The environment of the Firebase-mode server (only public settings: the emulators need no credentials). */
export const firebaseServerEnv = (): Record<string, string> => ({
  E2E_PORT: String(firebasePort),
  FIREBASE_API_KEY: "demo-key",
  FIREBASE_PROJECT_ID: firebaseProjectId,
  FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost ?? "",
  FIRESTORE_EMULATOR_HOST: firestoreEmulatorHost ?? ""
})

/** The repository's firestore.rules loaded into the emulator for the project, so the browser meets the real rules. */
export const loadFirestoreRules = async (): Promise<void> => {
  const rules = readFileSync(new URL("../../../firestore.rules", import.meta.url), "utf8")
  const response = await fetch(`http://${firestoreEmulatorHost}/emulator/v1/projects/${firebaseProjectId}:securityRules`, {
    method: "PUT",
    body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: rules }] } })
  })
  if (!response.ok) throw new Error(`loading firestore.rules answered ${response.status}: ${await response.text()}`)
}

/** A Firestore REST value as plain data (integer, double, string, boolean, null, array, map). */
type RestValue = Readonly<Record<string, unknown>>
const plain = (value: RestValue): unknown => {
  if ("integerValue" in value) return Number(value["integerValue"])
  if ("doubleValue" in value) return Number(value["doubleValue"])
  if ("stringValue" in value) return value["stringValue"]
  if ("booleanValue" in value) return value["booleanValue"]
  if ("nullValue" in value) return null
  if ("arrayValue" in value) return ((value["arrayValue"] as { values?: ReadonlyArray<RestValue> }).values ?? []).map(plain)
  if ("mapValue" in value) return fields((value["mapValue"] as { fields?: Readonly<Record<string, RestValue>> }).fields ?? {})
  return value
}
const fields = (map: Readonly<Record<string, RestValue>>) => Object.fromEntries(Object.entries(map).map(([k, v]) => [k, plain(v)]))

/**
 * The account's cart document as the Firestore emulator holds it, read over REST as the owner (past the
 * rules): proof that the browser's cart really went to Firestore. Null when there is none.
 */
export const firestoreCart = async (uid: string): Promise<Readonly<Record<string, unknown>> | null> => {
  const url = `http://${firestoreEmulatorHost}/v1/projects/${firebaseProjectId}/databases/(default)/documents/carts/${encodeURIComponent(uid)}`
  const response = await fetch(url, { headers: { Authorization: "Bearer owner" } })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`the Firestore emulator answered ${response.status}: ${await response.text()}`)
  const document = await response.json() as { fields?: Readonly<Record<string, RestValue>> }
  return fields(document.fields ?? {})
}

export const firestoreProbe: RemoteCartProbe = {
  phoneProducts: async (uid) => {
    const cart = await firestoreCart(uid)
    const lines = (cart?.["phoneCart"] ?? []) as ReadonlyArray<{ readonly productId?: unknown }>
    // Sorted like cartProducts (the default order), so the two lists compare as they are.
    return lines.map((line) => Number(line.productId)).sort()
  }
}
