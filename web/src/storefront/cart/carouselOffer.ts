import type { Accessory } from "@shop/core/cart/accessory"
import type { CartState } from "@shop/core/cart/cartState"

/**
 * What the carousel cart fetches and when: the rules of what it offers and where an add goes are
 * core's (cart/carousel.ts).
 */

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
 * The type's image, the catalogue's accessory icon (`/images/accessories/case-icon.svg`, the seed's
 * path: the label-less icons got new paths because pictures are served as immutable).
 */
export const accessoryImagePath = (type: string): string =>
  `/images/accessories/${type.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-icon.svg`
