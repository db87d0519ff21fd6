import { Schema } from "effect"
import { ProductNaming } from "../../catalog/product.ts"
import { Accessory } from "../accessory.ts"
import { ExtraService, SelectedExtraService } from "../extraService.ts"

const Int = Schema.Number.check(Schema.isInt())
const Price = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))

/** The server's fresh view of one device line of the refresh body. */
export const RefreshedDevice = Schema.Struct({
  /** Null when the unit can no longer be sold (sold meanwhile, withdrawn): the line goes. */
  legacySellOrderId: Schema.NullOr(Int),
  productId: Int,
  price: Price,
  previousPrice: Schema.NullOr(Price),
  selectedExtraServices: Schema.Array(SelectedExtraService),
  availableExtraServices: Schema.Array(ExtraService),
  /** The line's accessories as the server sees them now (inactive ones included, flagged). */
  accessories: Schema.Array(Accessory),
  availableAccessories: Schema.Array(Accessory),
  /** Units in stock. */
  availability: Int.check(Schema.isGreaterThanOrEqualTo(0)),
  naming: ProductNaming
})
export type RefreshedDevice = typeof RefreshedDevice.Type

/**
 * Answer of POST /api/cart-refresh/ (SPEC 7 leaves its fields unshown): one entry per device line
 * sent, and the server's copy of the loose accessories sent, each with its isActive flag.
 */
export const CartRefreshResponse = Schema.Struct({
  devices: Schema.Array(RefreshedDevice),
  accessories: Schema.Array(Accessory)
})
export type CartRefreshResponse = typeof CartRefreshResponse.Type
