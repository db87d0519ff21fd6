import { Schema } from "effect"
import { MarketCode } from "../../markets/market.ts"
import type { CartState } from "../cartState.ts"

const Int = Schema.Number.check(Schema.isInt())

/** One device line as the server needs it to price it again. */
export const CartRefreshLine = Schema.Struct({
  productId: Int,
  extraServiceIds: Schema.Array(Int),
  accessoryIds: Schema.Array(Int)
})
export type CartRefreshLine = typeof CartRefreshLine.Type

/**
 * SPEC 7 `cartRefreshBody` for POST /api/cart-refresh/: the market, the device lines in cart
 * order, and the loose accessory ids. Prices are never sent: the server recomputes them.
 */
export const CartRefreshBody = Schema.Struct({
  countryCode: MarketCode,
  lines: Schema.Array(CartRefreshLine),
  accessoryIds: Schema.Array(Int)
})
export type CartRefreshBody = typeof CartRefreshBody.Type

export const buildRefreshBody = (cart: CartState, countryCode: MarketCode): CartRefreshBody => ({
  countryCode,
  lines: cart.phoneCart.map((line) => ({
    productId: line.productId,
    extraServiceIds: line.selected_extra_services.map((s) => s.id),
    accessoryIds: line.deviceAccessories.map((a) => a.id)
  })),
  accessoryIds: cart.accessoryCart.map((a) => a.id)
})
