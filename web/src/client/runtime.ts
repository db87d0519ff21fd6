import { AnalyticsDataLayer } from "@shop/adapters/browser/AnalyticsDataLayer"
import { CartStorageLocal } from "@shop/adapters/browser/CartStorageLocal"
import { CheckoutApiFetch } from "@shop/adapters/http/CheckoutApiFetch"
import { IdentityHttp } from "@shop/adapters/http/IdentityHttp"
import { RemoteCartStoreHttp } from "@shop/adapters/http/RemoteCartStoreHttp"
import { SellApiFetch } from "@shop/adapters/http/SellApiFetch"
import { ShopApiFetch } from "@shop/adapters/http/ShopApiFetch"
import { Layer, ManagedRuntime } from "effect"

/**
 * The one client runtime (DESIGN.md "Web"): the browser adapters of the ports the shop's widgets
 * use. It is built on first use in the browser, never during server rendering.
 */
const clientLayer = Layer.mergeAll(
  CartStorageLocal.layer,
  AnalyticsDataLayer.layer,
  ShopApiFetch.layer({ baseUrl: "" }),
  CheckoutApiFetch.layer({ baseUrl: "" }),
  SellApiFetch.layer({ baseUrl: "" }),
  // The signed-in cart (SPEC 4) on the embedded default: the shop's /api/auth/ and /api/carts/ calls.
  IdentityHttp.layer({ baseUrl: "" }),
  RemoteCartStoreHttp.layer({ baseUrl: "" })
)

export type ClientServices = Layer.Success<typeof clientLayer>

let runtime: ManagedRuntime.ManagedRuntime<ClientServices, never> | undefined

export const clientRuntime = (): ManagedRuntime.ManagedRuntime<ClientServices, never> =>
  (runtime ??= ManagedRuntime.make(clientLayer))
