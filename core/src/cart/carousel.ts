import type { Accessory } from "./accessory.ts"
import type { CartState } from "./cartState.ts"
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
