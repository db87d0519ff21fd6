import type { Accessory } from "@shop/core/cart/accessory"
import type { CartState } from "@shop/core/cart/cartState"
import { isOrdinaryAccessory } from "./lineOffers.ts"

/**
 * The related accessories the carousel cart (SPEC 2.4) shows: ordinary active ones only (a battery
 * belongs to one device and the upsell page offers it; installation and wrapping tax are fees),
 * each id once, in the server's order.
 */
export const carouselAccessories = (related: ReadonlyArray<Accessory>): ReadonlyArray<Accessory> => {
  const seen = new Set<number>()
  return related.filter((accessory) => {
    if (!isOrdinaryAccessory(accessory) || seen.has(accessory.id)) return false
    seen.add(accessory.id)
    return true
  })
}

/** The products whose related accessories the carousel asks for: each product of the cart once, in line order. */
export const carouselProductIds = (cart: CartState): ReadonlyArray<number> => [
  ...new Set(cart.phoneCart.map((line) => line.productId))
]

/**
 * What the carousel's items depend on: the set of the cart's products ("" with none). Two carts
 * with the same products in another order share a key, so reordering never fetches again.
 */
export const carouselKey = (cart: CartState): string =>
  [...carouselProductIds(cart)].sort((a, b) => a - b).join(",")

/** The related accessories fetched for one key, or the failure to fetch them. */
export type CarouselLoad =
  | { readonly _tag: "Loaded"; readonly key: string; readonly items: ReadonlyArray<Accessory> }
  | { readonly _tag: "Failed"; readonly key: string }

/**
 * The items to show for the cart's current key: only what was fetched for that same set of
 * products. Items of an earlier set (a device removed or added since) are never shown, not even
 * while the new set loads: they may belong to a device no longer in the cart.
 */
export const carouselItems = (load: CarouselLoad | null, key: string): ReadonlyArray<Accessory> =>
  load !== null && load._tag === "Loaded" && load.key === key ? load.items : []

/**
 * Where "add" puts an accessory. Our decision: on the first device line that offers it
 * (deviceAvailableAccessories), so the case travels with the phone it fits: it counts in that line,
 * leaves with it, and a refresh keeps it because the line offers it. When no line offers it (offers
 * not loaded yet for that line) it is bought on its own (a loose accessory). An accessory already
 * in the cart, with a device or on its own, is `Added`: the carousel suggests, it does not sell a
 * second case for the same phone (the product page can add one for a second unit).
 */
export type AddTarget =
  | { readonly _tag: "Line"; readonly lineId: string }
  | { readonly _tag: "Loose" }
  | { readonly _tag: "Added" }

export const addTargetFor = (cart: CartState, accessoryId: number): AddTarget => {
  const carried = cart.accessoryCart.some((a) => a.id === accessoryId) ||
    cart.phoneCart.some((line) => line.deviceAccessories.some((a) => a.id === accessoryId))
  if (carried) return { _tag: "Added" }
  const offering = cart.phoneCart.find((line) => line.deviceAvailableAccessories.some((a) => a.id === accessoryId))
  return offering === undefined ? { _tag: "Loose" } : { _tag: "Line", lineId: offering.id }
}

/** The type's image, served like the catalogue's accessory images (`/images/accessories/case.svg`). */
export const accessoryImagePath = (type: string): string =>
  `/images/accessories/${type.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.svg`
