import "server-only"
import {
  FIREBASE_PUBLIC_CONFIG_ELEMENT_ID,
  firebasePublicConfigJson
} from "@shop/adapters/firebase/publicConfig"
import { Option } from "effect"
import { firebasePublicConfig } from "./firebasePublicConfig.ts"
import { serverSettings } from "./settings.ts"

/**
 * In Firebase mode, the public Firebase settings as a JSON script element the client runtime reads
 * (web/src/client/firebase/firebaseConfig.ts); nothing on the embedded default.
 */
export function FirebaseConfigScript() {
  return Option.match(firebasePublicConfig(serverSettings()), {
    onNone: () => null,
    onSome: (config) => (
      <script
        id={FIREBASE_PUBLIC_CONFIG_ELEMENT_ID}
        type="application/json"
        // Escaped JSON (no "<"): it cannot close the element early.
        dangerouslySetInnerHTML={{ __html: firebasePublicConfigJson(config) }}
      />
    )
  })
}
