import type { Accessory } from "@shop/core/cart/accessory"
import { AccessoryTypes } from "@shop/core/cart/accessory"
import type { CartState } from "@shop/core/cart/cartState"

/**
 * The carousel cart (SPEC 2.4) offers ordinary accessories only: a battery belongs to one device
 * (the upsell page offers it), and professional installation and wrapping tax are fees, not products.
 */
const notOffered: ReadonlySet<string> = new Set([
  AccessoryTypes.battery,
  AccessoryTypes.professionalInstallation,
  AccessoryTypes.wrappingTax
])

/** The related accessories the carousel shows: active, offerable, each id once, in the server's order. */
export const carouselAccessories = (related: ReadonlyArray<Accessory>): ReadonlyArray<Accessory> => {
  const seen = new Set<number>()
  return related.filter((accessory) => {
    if (!accessory.isActive || notOffered.has(accessory.type) || accessory.isWrappingTax || seen.has(accessory.id)) return false
    seen.add(accessory.id)
    return true
  })
}

/** The products whose related accessories the carousel asks for: each product of the cart once, in line order. */
export const carouselProductIds = (cart: CartState): ReadonlyArray<number> => [
  ...new Set(cart.phoneCart.map((line) => line.productId))
]

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
