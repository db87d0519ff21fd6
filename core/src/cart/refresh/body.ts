import { Schema } from "effect"
import { DbId } from "../../catalog/dbId.ts"
import { MarketCode } from "../../markets/market.ts"
import type { CartState } from "../cartState.ts"

/**
 * Bounds of a refresh body, far above any real cart (cart limits allow a handful of devices): a
 * body past them is refused by the decoder before the repository is asked anything.
 */
export const maxRefreshLines = 100
export const maxRefreshIdsPerLine = 50
export const maxRefreshLooseAccessories = 100

/** One device line as the server needs it to price it again. */
export const CartRefreshLine = Schema.Struct({
  productId: DbId,
  extraServiceIds: Schema.Array(DbId).check(Schema.isMaxLength(maxRefreshIdsPerLine)),
  accessoryIds: Schema.Array(DbId).check(Schema.isMaxLength(maxRefreshIdsPerLine))
})
export type CartRefreshLine = typeof CartRefreshLine.Type

/**
 * SPEC 7 `cartRefreshBody` for POST /api/cart-refresh/: the market, the device lines in cart
 * order, and the loose accessory ids. Prices are never sent: the server recomputes them.
 */
export const CartRefreshBody = Schema.Struct({
  countryCode: MarketCode,
  lines: Schema.Array(CartRefreshLine).check(Schema.isMaxLength(maxRefreshLines)),
  accessoryIds: Schema.Array(DbId).check(Schema.isMaxLength(maxRefreshLooseAccessories))
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
