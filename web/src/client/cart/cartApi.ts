import type { Accessory } from "@shop/core/cart/accessory"
import type { CartCommandContext } from "@shop/core/cart/applyCartCommand"
import type { CartState } from "@shop/core/cart/cartState"
import type { CartCommand, DeviceToAdd } from "@shop/core/cart/commands"
import type { SharedCartContext } from "@shop/core/cart/context"
import type { ExtraService } from "@shop/core/cart/extraService"
import type { MarketCode } from "@shop/core/markets/market"

export type { DeviceToAdd } from "@shop/core/cart/commands"

/** What a refresh of the cart from /api/cart-refresh/ did. */
export type RefreshResult =
  | { readonly _tag: "Refreshed"; readonly removedCount: number }
  /** The answer was invalid: the cart was cleared (SPEC 8). */
  | { readonly _tag: "Cleared" }
  /** The call failed (network, 5xx): logged, the cart is unchanged. */
  | { readonly _tag: "Failed" }

/**
 * The cart as the shop's client widgets see it (useCart). Every change is a core CartCommand run by
 * applyCartCommand; the change is stamped and stored in localStorage at once (SPEC 4) and tells the
 * header badge. A change the rules refuse shows core's toast (out of stock: `sorry-no-stock`) and
 * returns false / null.
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

/** Runs one command on the latest cart: the context it ran with when accepted, null when refused. */
export type CartDispatch = (command: CartCommand) => CartCommandContext | null

export type CartActions = Pick<
  CartApi,
  | "addDevice"
  | "removeDevice"
  | "attachAccessory"
  | "detachAccessory"
  | "setBattery"
  | "setExtraService"
  | "addLooseAccessory"
  | "removeLooseAccessory"
  | "clear"
>

/** CartApi's change methods, each one command dispatched: the widgets keep their calls. */
export const cartActions = (dispatch: CartDispatch): CartActions => ({
  addDevice: (device) => dispatch({ _tag: "AddDevice", device })?.newLineId ?? null,
  removeDevice: (lineId) => void dispatch({ _tag: "RemoveDevice", lineId }),
  attachAccessory: (lineId, accessory) => dispatch({ _tag: "AttachAccessory", lineId, accessory }) !== null,
  detachAccessory: (lineId, accessoryId) => void dispatch({ _tag: "DetachAccessory", lineId, accessoryId }),
  setBattery: (lineId, battery) => dispatch({ _tag: "SetBattery", lineId, battery }) !== null,
  setExtraService: (lineId, service, chosen) => dispatch({ _tag: "SetExtraService", lineId, service, chosen }) !== null,
  addLooseAccessory: (accessory) => dispatch({ _tag: "AddLooseAccessory", accessory }) !== null,
  removeLooseAccessory: (accessoryId) => void dispatch({ _tag: "RemoveLooseAccessory", accessoryId }),
  clear: () => void dispatch({ _tag: "Clear" })
})
