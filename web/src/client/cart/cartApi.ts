import type { Accessory } from "@shop/core/cart/accessory"
import type { CartOrigin } from "@shop/core/cart/cartItem"
import type { CartState } from "@shop/core/cart/cartState"
import type { SharedCartContext } from "@shop/core/cart/context"
import type { ExtraService } from "@shop/core/cart/extraService"
import type { Product } from "@shop/core/catalog/product"
import type { MarketCode } from "@shop/core/markets/market"

/** A device the shopper adds, with what the product page offers and what was chosen there. */
export interface DeviceToAdd {
  readonly product: Product
  /** The product page URL (ListedProduct.productUrl). */
  readonly productUrl: string
  readonly origin?: CartOrigin
  readonly availableExtraServices: ReadonlyArray<ExtraService>
  readonly availableAccessories: ReadonlyArray<Accessory>
  /** Extra services chosen with the device (from availableExtraServices). */
  readonly services?: ReadonlyArray<ExtraService>
  /** Accessories chosen with the device (not the battery). */
  readonly accessories?: ReadonlyArray<Accessory>
  /** The new battery (a BATTERY accessory), when chosen. */
  readonly battery?: Accessory
}

/** What a refresh of the cart from /api/cart-refresh/ did. */
export type RefreshResult =
  | { readonly _tag: "Refreshed"; readonly removedCount: number }
  /** The answer was invalid: the cart was cleared (SPEC 8). */
  | { readonly _tag: "Cleared" }
  /** The call failed (network, 5xx): logged, the cart is unchanged. */
  | { readonly _tag: "Failed" }

/**
 * The cart as the shop's client widgets see it (useCart). Every change goes through core's cart
 * rules, is stamped and stored in localStorage at once (SPEC 4), and tells the header badge. A change
 * the rules refuse shows a toast (out of stock: `sorry-no-stock`) and returns false / null.
 */
export interface CartApi {
  readonly market: MarketCode
  /** False until the stored cart has been read after hydration. */
  readonly ready: boolean
  readonly cart: CartState
  /** Summary, shipping estimate, checkout summary and the feature flags (SPEC 3). */
  readonly context: SharedCartContext
  /** Adds one unit as a new line; the new line id, or null when refused (toast shown). */
  readonly addDevice: (device: DeviceToAdd) => string | null
  readonly removeDevice: (lineId: string) => void
  readonly attachAccessory: (lineId: string, accessory: Accessory) => boolean
  readonly detachAccessory: (lineId: string, accessoryId: number) => void
  /** Puts a new battery on the line, or takes it off with null. */
  readonly setBattery: (lineId: string, battery: Accessory | null) => boolean
  readonly setExtraService: (lineId: string, service: ExtraService, chosen: boolean) => boolean
  readonly addLooseAccessory: (accessory: Accessory) => boolean
  readonly removeLooseAccessory: (accessoryId: number) => void
  /** Empties the cart (after an order is placed). */
  readonly clear: () => void
  /** Prices the cart again on the server and applies core's reconciliation. */
  readonly refresh: () => Promise<RefreshResult>
}
