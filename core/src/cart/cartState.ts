import { Effect, Schema, SchemaTransformation } from "effect"
import { Accessory } from "./accessory.ts"
import { CartItem } from "./cartItem.ts"
import { CartTradeIn } from "./tradeIn.ts"

export { emptyCart, initialCart, isCartEmpty, stampCart } from "./cartValues.ts"

const Int = Schema.Number.check(Schema.isInt())
const Price = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))

/**
 * The version is a string ("1.04") so it compares exactly; older writers stored the number 1.04,
 * which decodes to the same string.
 */
export const StateVersion = Schema.Union([
  Schema.String,
  Schema.Number.pipe(
    Schema.decodeTo(
      Schema.String,
      SchemaTransformation.transform({ decode: (n: number) => String(n), encode: (s: string) => Number(s) })
    )
  )
])

/** SPEC 3 Battery cart entry: the index of the new battery bought for one device line. */
export const BatteryEntry = Schema.Struct({
  /** Cart line id (CartItem.id) of the device. */
  phoneId: Schema.String,
  /** The battery accessory id. */
  id: Int,
  price: Price
})
export type BatteryEntry = typeof BatteryEntry.Type

/**
 * SPEC 3 Cart state. `phoneCart` holds device lines (with their attached accessories),
 * `accessoryCart` accessories bought on their own, `batteryCart` an index of new batteries and
 * `accessories` the last cross-sell list fetched (never part of totals, never synced remotely), and
 * `tradeIn` the shopper's old device traded in (never part of totals either: cart/tradeIn.ts).
 */
export const CartState = Schema.Struct({
  phoneCart: Schema.Array(CartItem),
  accessoryCart: Schema.Array(Accessory),
  batteryCart: Schema.Array(BatteryEntry),
  accessories: Schema.Array(Accessory).pipe(Schema.withDecodingDefaultKey(Effect.succeed([]))),
  /** Epoch ms of the last change; the remote sync compares it. */
  timestamp: Int,
  /** Epoch ms after which a stored copy is dropped. */
  expireAt: Int,
  stateVersion: StateVersion,
  /**
   * The device traded in towards this purchase (issue 19), device-local like `accessories`: it is not
   * in the remote document. A stored one that does not decode is left out, not the cart (persistence.ts).
   */
  tradeIn: Schema.optionalKey(CartTradeIn)
})
export type CartState = typeof CartState.Type
