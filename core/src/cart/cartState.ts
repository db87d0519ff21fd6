import { Effect, Schema, SchemaTransformation } from "effect"
import { Accessory } from "./accessory.ts"
import { CartItem } from "./cartItem.ts"

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
 * `accessories` the last cross-sell list fetched (never part of totals, never synced remotely).
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
  stateVersion: StateVersion
})
export type CartState = typeof CartState.Type
