import { Result } from "effect"
import type { Accessory } from "./accessory.ts"
import { isBattery, isHiddenFromFlatList, isWrappingTax } from "./accessory.ts"
import { removeBattery } from "./batteries.ts"
import type { CartItem } from "./cartItem.ts"
import type { CartState } from "./cartState.ts"
import type { CartLineNotFound } from "./errors.ts"
import { BatteryAccessoryRefused } from "./errors.ts"
import { attachTo, findLine, updateLine } from "./lines.ts"
import { admitsWrappingTax, enforceWrappingTax } from "./wrappingTax.ts"

/**
 * A device line holds at most one of each accessory, and the loose list at most one of each id:
 * the spec has no quantities, so adding the same accessory again changes nothing. A wrapping tax the
 * cart may not take (one is there already, or a tablet or laptop is) changes nothing either.
 */

/** Attaches an accessory to a device line. A battery is refused: addBattery is its only way in. */
export const attachAccessory = (
  cart: CartState,
  lineId: string,
  accessory: Accessory
): Result.Result<CartState, CartLineNotFound | BatteryAccessoryRefused> => {
  if (isBattery(accessory)) return Result.fail(new BatteryAccessoryRefused({ accessoryId: accessory.id, lineId }))
  const refusedTax = isWrappingTax(accessory) && !admitsWrappingTax(cart)
  return Result.map(
    updateLine(cart, lineId, (line, index) =>
      Result.succeed(
        refusedTax || line.deviceAccessories.some((a) => a.id === accessory.id)
          ? line
          : { ...line, deviceAccessories: [...line.deviceAccessories, attachTo(accessory, line, index)] }
      )
    ),
    enforceWrappingTax
  )
}

/** Detaches an accessory from a line; detaching the battery also drops its batteryCart entry. */
export const detachAccessory = (cart: CartState, lineId: string, accessoryId: number): CartState => {
  const attached = findLine(cart, lineId)?.deviceAccessories.find((a) => a.id === accessoryId)
  if (attached === undefined) return cart
  if (isBattery(attached)) return removeBattery(cart, lineId)
  return {
    ...cart,
    phoneCart: cart.phoneCart.map((line) =>
      line.id === lineId
        ? { ...line, deviceAccessories: line.deviceAccessories.filter((a) => a.id !== accessoryId) }
        : line
    )
  }
}

/** Adds an accessory bought on its own (no device line). A battery is refused: it needs a device. */
export const addLooseAccessory = (
  cart: CartState,
  accessory: Accessory
): Result.Result<CartState, BatteryAccessoryRefused> => {
  if (isBattery(accessory)) {
    return Result.fail(new BatteryAccessoryRefused({ accessoryId: accessory.id, lineId: null }))
  }
  const unchanged = cart.accessoryCart.some((a) => a.id === accessory.id) ||
    (isWrappingTax(accessory) && !admitsWrappingTax(cart))
  if (unchanged) return Result.succeed(enforceWrappingTax(cart))
  const { cartIndex: _dropped, ...loose } = accessory
  return Result.succeed(enforceWrappingTax({ ...cart, accessoryCart: [...cart.accessoryCart, { ...loose, phoneId: null }] }))
}

export const removeLooseAccessory = (cart: CartState, accessoryId: number): CartState =>
  cart.accessoryCart.some((a) => a.id === accessoryId)
    ? { ...cart, accessoryCart: cart.accessoryCart.filter((a) => a.id !== accessoryId) }
    : cart

/**
 * An entry of the flat list and the line it is kept on (null: bought on its own). The owner is where
 * the accessory is stored, not its phoneId, which a stale stored cart may get wrong.
 */
export interface FlatAccessoryEntry {
  readonly accessory: Accessory
  readonly line: CartItem | null
}

/**
 * SPEC 5: every accessory in the cart, attached ones first (line order) then loose ones, without
 * professional installation and wrapping tax, which are fees rather than products.
 */
export const flatAccessoryEntries = (cart: CartState): ReadonlyArray<FlatAccessoryEntry> =>
  [
    ...cart.phoneCart.flatMap((line) => line.deviceAccessories.map((accessory) => ({ accessory, line }))),
    ...cart.accessoryCart.map((accessory) => ({ accessory, line: null }))
  ].filter((entry) => !isHiddenFromFlatList(entry.accessory))

export const flatAccessoryList = (cart: CartState): ReadonlyArray<Accessory> =>
  flatAccessoryEntries(cart).map((entry) => entry.accessory)
