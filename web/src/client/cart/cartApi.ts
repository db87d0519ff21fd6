import type { Accessory } from "@shop/core/cart/accessory"
import type { CartCommandContext } from "@shop/core/cart/applyCartCommand"
import type { CartState } from "@shop/core/cart/cartState"
import type { CartCommand, DeviceToAdd } from "@shop/core/cart/commands"
import type { CartFeatureFlags } from "@shop/core/cart/context"
import type { ExtraService } from "@shop/core/cart/extraService"
import type { CartTradeIn } from "@shop/core/cart/tradeIn"
import type { ShippingRates } from "@shop/core/catalog/catalogTypes"
import type { MarketCode } from "@shop/core/markets/market"
import type { ShopPaths } from "../shopPaths.ts"

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
 * applyCartCommand in the cart engine, which loads on the first change when the page did not need it
 * at once (CartProvider): so every change answers a Promise. The change is stamped and stored in
 * localStorage (SPEC 4) and tells the header badge. A change the rules refuse shows core's toast (out
 * of stock: `sorry-no-stock`) and answers false / null.
 */
export interface CartApi {
  readonly market: MarketCode
  /** False until the stored cart has been read and the session settled after hydration. */
  readonly ready: boolean
  readonly cart: CartState
  /** SPEC 3 feature flags (upsell page, cross-sell modal, carousel...). */
  readonly flags: CartFeatureFlags
  /** The market's paths the cart widgets link to. */
  readonly paths: ShopPaths
  /** The market's shipping rates, for the summary's estimate (useCartContext). */
  readonly shippingRates: ShippingRates
  /** Adds one unit as a new line; the new line id, or null when refused (toast shown). */
  readonly addDevice: (device: DeviceToAdd) => Promise<string | null>
  readonly removeDevice: (lineId: string) => Promise<void>
  readonly attachAccessory: (lineId: string, accessory: Accessory) => Promise<boolean>
  readonly detachAccessory: (lineId: string, accessoryId: number) => Promise<void>
  /** Puts a new battery on the line, or takes it off with null. */
  readonly setBattery: (lineId: string, battery: Accessory | null) => Promise<boolean>
  readonly setExtraService: (lineId: string, service: ExtraService, chosen: boolean) => Promise<boolean>
  readonly addLooseAccessory: (accessory: Accessory) => Promise<boolean>
  readonly removeLooseAccessory: (accessoryId: number) => Promise<void>
  /** Puts the shopper's old device in as the trade-in (issue 19), replacing one there. */
  readonly setTradeIn: (tradeIn: CartTradeIn) => Promise<void>
  readonly removeTradeIn: () => Promise<void>
  /** Empties the cart (after an order is placed). */
  readonly clear: () => Promise<void>
  /** Prices the cart again on the server and applies core's reconciliation. */
  readonly refresh: () => Promise<RefreshResult>
  /** Starts loading the cart engine ahead of a change: the shopper reached for a widget that changes the cart. */
  readonly prepare: () => void
}

/** Runs one command on the latest cart: the context it ran with when accepted, null when refused. */
export type CartDispatch = (command: CartCommand) => Promise<CartCommandContext | null>

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
  | "setTradeIn"
  | "removeTradeIn"
  | "clear"
>

/** CartApi's change methods, each one command dispatched: the widgets keep their calls. */
export const cartActions = (dispatch: CartDispatch): CartActions => {
  const done = async (command: CartCommand) => void (await dispatch(command))
  const accepted = async (command: CartCommand) => (await dispatch(command)) !== null
  return {
    addDevice: async (device) => (await dispatch({ _tag: "AddDevice", device }))?.newLineId ?? null,
    removeDevice: (lineId) => done({ _tag: "RemoveDevice", lineId }),
    attachAccessory: (lineId, accessory) => accepted({ _tag: "AttachAccessory", lineId, accessory }),
    detachAccessory: (lineId, accessoryId) => done({ _tag: "DetachAccessory", lineId, accessoryId }),
    setBattery: (lineId, battery) => accepted({ _tag: "SetBattery", lineId, battery }),
    setExtraService: (lineId, service, chosen) => accepted({ _tag: "SetExtraService", lineId, service, chosen }),
    addLooseAccessory: (accessory) => accepted({ _tag: "AddLooseAccessory", accessory }),
    removeLooseAccessory: (accessoryId) => done({ _tag: "RemoveLooseAccessory", accessoryId }),
    setTradeIn: (tradeIn) => done({ _tag: "SetTradeIn", tradeIn }),
    removeTradeIn: () => done({ _tag: "RemoveTradeIn" }),
    clear: () => done({ _tag: "Clear" })
  }
}
