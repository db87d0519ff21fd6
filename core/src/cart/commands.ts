import type { Product } from "../catalog/product.ts"
import type { Accessory } from "./accessory.ts"
import type { CartOrigin } from "./cartItem.ts"
import type { DeviceExtras } from "./deviceExtras.ts"
import type { ExtraService } from "./extraService.ts"
import type { CartTradeIn } from "./tradeIn.ts"

/** A device the shopper adds, with what the product page offers and what was chosen there. */
export interface DeviceToAdd extends DeviceExtras {
  readonly product: Product
  /** The product page URL (ListedProduct.productUrl). */
  readonly productUrl: string
  /** Analytics label of where it was added from; the product page ("PDP") unless said. */
  readonly origin?: CartOrigin
  readonly availableExtraServices: ReadonlyArray<ExtraService>
  readonly availableAccessories: ReadonlyArray<Accessory>
}

/**
 * Every change a shopper makes to the cart, as data: `applyCartCommand` is the one place that turns
 * a command into the next cart and what to tell the shopper and the data layer. Plain values, so a
 * command can be queued, logged or handed to an engine loaded later.
 */
export type CartCommand =
  /** Adds one unit as a new line, with its services, accessories and battery (the line id: the context's). */
  | { readonly _tag: "AddDevice"; readonly device: DeviceToAdd }
  | { readonly _tag: "RemoveDevice"; readonly lineId: string }
  | { readonly _tag: "AttachAccessory"; readonly lineId: string; readonly accessory: Accessory }
  | { readonly _tag: "DetachAccessory"; readonly lineId: string; readonly accessoryId: number }
  /** Puts a new battery on the line, or takes it off with null. */
  | { readonly _tag: "SetBattery"; readonly lineId: string; readonly battery: Accessory | null }
  | { readonly _tag: "SetExtraService"; readonly lineId: string; readonly service: ExtraService; readonly chosen: boolean }
  | { readonly _tag: "AddLooseAccessory"; readonly accessory: Accessory }
  | { readonly _tag: "RemoveLooseAccessory"; readonly accessoryId: number }
  /** Puts the shopper's old device in as a trade-in (issue 19), replacing one there before. */
  | { readonly _tag: "SetTradeIn"; readonly tradeIn: CartTradeIn }
  | { readonly _tag: "RemoveTradeIn" }
  /** Empties the cart (after an order is placed). */
  | { readonly _tag: "Clear" }

export type CartCommandTag = CartCommand["_tag"]
