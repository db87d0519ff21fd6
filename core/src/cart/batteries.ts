import { Result } from "effect"
import type { Accessory } from "./accessory.ts"
import { AccessoryTypes, isBattery } from "./accessory.ts"
import type { CartItem } from "./cartItem.ts"
import type { BatteryEntry, CartState } from "./cartState.ts"
import type { CartLineNotFound } from "./errors.ts"
import { attachTo, updateLine } from "./lines.ts"

/**
 * A new battery lives twice: as a BATTERY accessory on its line (which carries the price) and as
 * an entry in batteryCart (which the label and the backend read). These rules keep both in step.
 */

/** Puts `battery` on the line, replacing any battery it had. */
export const addBattery = (
  cart: CartState,
  lineId: string,
  battery: Accessory
): Result.Result<CartState, CartLineNotFound> =>
  Result.map(
    updateLine(cart, lineId, (line, index) =>
      Result.succeed({
        ...line,
        deviceAccessories: [
          ...line.deviceAccessories.filter((a) => !isBattery(a)),
          attachTo({ ...battery, type: AccessoryTypes.battery }, line, index)
        ]
      })
    ),
    (updated) => ({
      ...updated,
      batteryCart: [
        ...updated.batteryCart.filter((entry) => entry.phoneId !== lineId),
        { phoneId: lineId, id: battery.id, price: battery.price }
      ]
    })
  )

/** Takes the battery off the line and out of the index; a line without one is left as is. */
export const removeBattery = (cart: CartState, lineId: string): CartState => ({
  ...cart,
  phoneCart: cart.phoneCart.map((line) =>
    line.id === lineId && line.deviceAccessories.some(isBattery)
      ? { ...line, deviceAccessories: line.deviceAccessories.filter((a) => !isBattery(a)) }
      : line
  ),
  batteryCart: cart.batteryCart.filter((entry) => entry.phoneId !== lineId)
})

/**
 * The battery index the lines imply: one entry per line carrying a BATTERY accessory, with that
 * accessory's id and price. Merge and refresh rebuild batteryCart with it, so an entry never
 * outlives its phone or disagrees with the price the line charges.
 */
export const batteryIndex = (lines: ReadonlyArray<CartItem>): ReadonlyArray<BatteryEntry> =>
  lines.flatMap((line) => {
    const battery = line.deviceAccessories.find(isBattery)
    return battery === undefined ? [] : [{ phoneId: line.id, id: battery.id, price: battery.price }]
  })

export type BatteryTypeLabel = "Noua" | "Standard"

/** SPEC 9: 'Noua' (new) when a battery is in the cart, else 'Standard'. */
export const batteryTypeLabel = (cart: CartState): BatteryTypeLabel =>
  cart.batteryCart.length > 0 ? "Noua" : "Standard"

/** The same label for one line: the storefront shows it next to each device of the cart. */
export const lineBatteryTypeLabel = (cart: CartState, lineId: string): BatteryTypeLabel =>
  cart.batteryCart.some((entry) => entry.phoneId === lineId) ? "Noua" : "Standard"
