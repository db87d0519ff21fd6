import { AnalyticsDataLayer } from "@shop/adapters/browser/AnalyticsDataLayer"
import { CartStorageLocal } from "@shop/adapters/browser/CartStorageLocal"
import { IdentityHttp } from "@shop/adapters/http/IdentityHttp"
import { RemoteCartStoreHttp } from "@shop/adapters/http/RemoteCartStoreHttp"
import { ShopApiFetch } from "@shop/adapters/http/ShopApiFetch"
import { Layer, ManagedRuntime, Option } from "effect"
import { firebaseClientLayer } from "./firebase/firebaseLayer.ts"
import { firebaseConfigOfDocument } from "./firebase/firebaseConfig.ts"

/** Which identity and remote cart the page runs on: chosen by the server (web/app/(shop)/layout.tsx). */
export type ClientAuthMode = "embedded" | "firebase"

/**
 * The signed-in cart's two ports (SPEC 4): the shop's /api/auth/ and /api/carts/ calls on the
 * embedded default; Firebase Auth and Firestore (SDK loaded on first use) when the page carries the
 * Firebase settings.
 */
const signedInLayer = (mode: Option.Option<Parameters<typeof firebaseClientLayer>[0]>) =>
  Option.match(mode, {
    onNone: () => Layer.merge(IdentityHttp.layer({ baseUrl: "" }), RemoteCartStoreHttp.layer({ baseUrl: "" })),
    onSome: (config) => firebaseClientLayer(config)
  })

/**
 * The one client runtime (DESIGN.md "Web"): the browser adapters of the ports the shop's widgets
 * use. It is built on first use in the browser, never during server rendering. The checkout's and
 * the sell funnel's adapters join it on their first call (apiCalls.ts).
 */
const clientLayer = (mode: Option.Option<Parameters<typeof firebaseClientLayer>[0]>) =>
  Layer.mergeAll(
    CartStorageLocal.layer,
    AnalyticsDataLayer.layer,
    ShopApiFetch.layer({ baseUrl: "" }),
    signedInLayer(mode)
  )

export type ClientServices = Layer.Success<ReturnType<typeof clientLayer>>

let runtime: { readonly mode: ClientAuthMode; readonly runtime: ManagedRuntime.ManagedRuntime<ClientServices, never> } | undefined

const built = () => {
  if (runtime === undefined) {
    const firebase = firebaseConfigOfDocument(document)
    runtime = { mode: Option.isSome(firebase) ? "firebase" : "embedded", runtime: ManagedRuntime.make(clientLayer(firebase)) }
  }
  return runtime
}

export const clientRuntime = (): ManagedRuntime.ManagedRuntime<ClientServices, never> => built().runtime

/** "firebase" when the page carries the Firebase settings: the page must sign in to Firebase itself. */
export const clientAuthMode = (): ClientAuthMode => built().mode
