import type { Accessory } from "./accessory.ts"
import { isWrappingTax } from "./accessory.ts"
import type { CartState } from "./cartState.ts"

/**
 * SPEC 4 wrapping-tax rule: at most one wrapping-tax accessory in the whole cart, and none while a
 * tablet or laptop is in it. Merge enforces it, and so does every rule that adds a device or an
 * accessory, so the rule holds after any change, not only after a login.
 */

/** Tablets and laptops ship in their own box, so the shop charges no wrapping tax with them. */
export const excludesWrappingTax = (cart: CartState): boolean =>
  cart.phoneCart.some((line) => line.device.model_type === "tablet" || line.device.model_type === "laptop")

/** Every wrapping-tax accessory of the cart: loose ones first, then each line's in order. */
export const wrappingTaxesOf = (cart: CartState): ReadonlyArray<Accessory> =>
  [...cart.accessoryCart, ...cart.phoneCart.flatMap((line) => line.deviceAccessories)].filter(isWrappingTax)

/**
 * Whether one more wrapping tax may enter: none is there yet and no tablet or laptop. Adding one when
 * it may not is a no-op rather than an error: the fee is the shop's policy, the shopper did nothing wrong.
 */
export const admitsWrappingTax = (cart: CartState): boolean =>
  !excludesWrappingTax(cart) && wrappingTaxesOf(cart).length === 0

/** Keeps the first wrapping tax (loose ones are looked at first, then each line in order), or none. */
export const enforceWrappingTax = (cart: CartState): CartState => {
  const banned = excludesWrappingTax(cart)
  let kept = false
  const keep = (accessory: Accessory): boolean => {
    if (!isWrappingTax(accessory)) return true
    if (banned || kept) return false
    kept = true
    return true
  }
  const accessoryCart = cart.accessoryCart.filter(keep)
  const phoneCart = cart.phoneCart.map((line) => {
    const deviceAccessories = line.deviceAccessories.filter(keep)
    return deviceAccessories.length === line.deviceAccessories.length ? line : { ...line, deviceAccessories }
  })
  return { ...cart, accessoryCart, phoneCart }
}
