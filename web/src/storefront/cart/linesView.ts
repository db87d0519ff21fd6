import { flatAccessoryEntries } from "@shop/core/cart/accessories"
import type { Accessory } from "@shop/core/cart/accessory"
import { isBattery, isHiddenFromFlatList } from "@shop/core/cart/accessory"
import { type BatteryTypeLabel, lineBatteryTypeLabel } from "@shop/core/cart/batteries"
import type { CartItem } from "@shop/core/cart/cartItem"
import type { CartState } from "@shop/core/cart/cartState"
import { extraServicePrice, findOfferedService } from "@shop/core/cart/extraService"
import { sumMoney } from "@shop/core/cart/money"
import { previousPriceOf } from "@shop/core/catalog/discount"
import { lineItemCount, lineSubtotal } from "@shop/core/cart/totals"
import { batteryOffer, serviceGroups } from "@shop/core/cart/lineOffers"

/** A chosen extra service as the cart shows it: what it is and what it costs on this line. */
export interface ServiceView {
  readonly id: number
  readonly type: string
  /** The backend's catalogue key ("" when the line no longer offers the service). */
  readonly key: string
  readonly price: number
}

/** One device line of the cart page, everything it shows already picked out of the cart state. */
export interface CartLineView {
  readonly id: string
  readonly productId: number
  readonly title: string
  readonly productUrl: string
  readonly image: string
  readonly config: string
  /** The cosmetic grade (the product's `shape`). */
  readonly shape: string
  readonly price: number
  /** Shown struck through, only when it was higher than the price. */
  readonly previousPrice: number | null
  readonly inStock: boolean
  readonly services: ReadonlyArray<ServiceView>
  /** Core's per-line label: 'Noua' with a new battery, else 'Standard' (data values, not text). */
  readonly battery: BatteryTypeLabel
  readonly batteryPrice: number | null
  /**
   * Accessories attached to the device, named on the line in one short row: the battery has its own
   * row, and installation and wrapping tax are fees that SPEC 5 never lists (they count in `total`).
   * The flat accessory list is where each one is priced and removed.
   */
  readonly accessories: ReadonlyArray<Accessory>
  readonly accessoriesTotal: number
  /** Device + services + accessories, fees included (core lineSubtotal). */
  readonly total: number
  readonly itemCount: number
  /** Whether the upsell page has something to offer for this device. */
  readonly offersExtras: boolean
}

const servicesOf = (line: CartItem): ReadonlyArray<ServiceView> =>
  line.selected_extra_services.map((selected) => {
    const offered = findOfferedService(line.available_extra_services, selected)
    return offered === undefined
      ? { id: selected.id, type: selected.type, key: "", price: 0 }
      : { id: offered.id, type: offered.type, key: offered.key, price: extraServicePrice(offered) }
  })

export const lineView = (cart: CartState, line: CartItem): CartLineView => {
  const battery = line.deviceAccessories.find(isBattery)
  const accessories = line.deviceAccessories.filter((a) => !isBattery(a) && !isHiddenFromFlatList(a))
  return {
    id: line.id,
    productId: line.productId,
    title: line.naming.title,
    productUrl: line.productUrl,
    image: line.productImage,
    config: line.naming.configSummary,
    shape: line.device.shape,
    price: line.buy_price,
    previousPrice: previousPriceOf(line.buy_price, line.buy_previous_price),
    inStock: line.currentStock === "in-stock",
    services: servicesOf(line),
    battery: lineBatteryTypeLabel(cart, line.id),
    batteryPrice: battery === undefined ? null : battery.price,
    accessories,
    accessoriesTotal: sumMoney(accessories.map((a) => a.price)),
    total: lineSubtotal(line),
    itemCount: lineItemCount(line),
    offersExtras: serviceGroups(line.available_extra_services).length > 0 ||
      batteryOffer(line.deviceAvailableAccessories) !== undefined
  }
}

export const cartLinesView = (cart: CartState): ReadonlyArray<CartLineView> =>
  cart.phoneCart.map((line) => lineView(cart, line))

/** One row of the flat accessory list: the accessory, and the device it came with (null: bought on its own). */
export interface FlatAccessoryView {
  /** Unique in the list: the same accessory may come with two devices. */
  readonly rowKey: string
  readonly accessory: Accessory
  readonly lineId: string | null
  readonly deviceTitle: string | null
}

/**
 * SPEC 5 flat cart list: core's flatAccessoryEntries, each row knowing where its accessory is kept,
 * so it can be removed (detached from its line, or taken out of the loose accessories).
 */
export const flatAccessoriesView = (cart: CartState): ReadonlyArray<FlatAccessoryView> =>
  flatAccessoryEntries(cart).map(({ accessory, line }, index) => ({
    accessory,
    lineId: line?.id ?? null,
    deviceTitle: line?.naming.title ?? null,
    rowKey: `${line?.id ?? "loose"}:${accessory.id}:${index}`
  }))
