import { decodeFirebasePublicConfig, FIREBASE_PUBLIC_CONFIG_ELEMENT_ID } from "@shop/adapters/firebase/publicConfig"
import type { FirebasePublicConfig } from "@shop/adapters/firebase/publicConfig"
import type { Option } from "effect"

/**
 * The Firebase settings the server rendered into the page (web/app/(shop)/layout.tsx) when it runs on the
 * Firebase adapters; none on the embedded default. Read in the browser only.
 */
export const firebaseConfigOfDocument = (doc: Pick<Document, "getElementById">): Option.Option<FirebasePublicConfig> =>
  decodeFirebasePublicConfig(doc.getElementById(FIREBASE_PUBLIC_CONFIG_ELEMENT_ID)?.textContent)
