import { Result } from "effect"
import { AccessoryTypes } from "../../cart/accessory.ts"
import { batteryIndex } from "../../cart/batteries.ts"
import type { CartItem } from "../../cart/cartItem.ts"
import { initialCart, type CartState } from "../../cart/cartState.ts"
import { attachTo } from "../../cart/lines.ts"
import type { Product } from "../../catalog/product.ts"
import { cartLineFromProduct } from "../../cart/devices.ts"
import type { MarketCode } from "../../markets/market.ts"
import { productUrlOf } from "../../routes/productUrl.ts"
import type { CatalogAccessory, CatalogExtraService } from "../../catalog/catalogTypes.ts"
import { toCartAccessory, toExtraService } from "../../catalog/cartShapes.ts"

/**
 * The cart as the server rebuilds it from repository rows only, so the core cart rules (limits,
 * wrapping tax, subtotal) run on server prices. Nothing here comes from the client but ids.
 */

export interface ServerLine {
  readonly product: Product
  /** The active services offered with the product. */
  readonly offeredServices: ReadonlyArray<CatalogExtraService>
  readonly chosenServices: ReadonlyArray<CatalogExtraService>
  /** The active accessories offered with the product. */
  readonly offeredAccessories: ReadonlyArray<CatalogAccessory>
  readonly chosenAccessories: ReadonlyArray<CatalogAccessory>
}

const cartItemOf = (market: MarketCode, line: ServerLine, index: number): CartItem => {
  const { product } = line
  const url = productUrlOf(market, product)
  const item: CartItem = {
    ...cartLineFromProduct(product, {
      lineId: `line-${index}`,
      productUrl: Result.isSuccess(url) ? url.success : "",
      availableExtraServices: line.offeredServices.map(toExtraService),
      availableAccessories: line.offeredAccessories.map(toCartAccessory)
    }),
    order_id: product.legacySellId ?? product.id,
    selected_extra_services: line.chosenServices.map((s) => ({ type: s.type, id: s.id }))
  }
  return {
    ...item,
    deviceAccessories: line.chosenAccessories.map((a) =>
      attachTo(a.type === AccessoryTypes.battery ? { ...toCartAccessory(a), type: AccessoryTypes.battery } : toCartAccessory(a), item, index)
    )
  }
}

/** The server's cart of an order; `now` stamps it (it is never stored). */
export const buildServerCart = (
  market: MarketCode,
  lines: ReadonlyArray<ServerLine>,
  loose: ReadonlyArray<CatalogAccessory>,
  now: number
): CartState => {
  const phoneCart = lines.map((line, index) => cartItemOf(market, line, index))
  return {
    ...initialCart(now),
    phoneCart,
    accessoryCart: loose.map(toCartAccessory),
    batteryCart: batteryIndex(phoneCart)
  }
}
