import { Result } from "effect"
import type { Accessory } from "./accessory.ts"
import type { CartItem } from "./cartItem.ts"
import type { CartState } from "./cartState.ts"
import { CartLineNotFound } from "./errors.ts"

export const findLine = (cart: CartState, lineId: string): CartItem | undefined =>
  cart.phoneCart.find((line) => line.id === lineId)

/** Links an accessory to the line at `index`: its phoneId and display index follow the line. */
export const attachTo = (accessory: Accessory, line: CartItem, index: number): Accessory => ({
  ...accessory,
  phoneId: line.id,
  cartIndex: index
})

/**
 * Re-links every attached accessory to its line after lines moved (removal, merge, refresh), so
 * `cartIndex` never points at another line.
 */
export const reindexLines = (lines: ReadonlyArray<CartItem>): ReadonlyArray<CartItem> =>
  lines.map((line, index) =>
    line.deviceAccessories.every((a) => a.phoneId === line.id && a.cartIndex === index)
      ? line
      : { ...line, deviceAccessories: line.deviceAccessories.map((a) => attachTo(a, line, index)) }
  )

/** Applies `change` to one line; a missing line is a tagged failure, not a silent no-op. */
export const updateLine = <E = never>(
  cart: CartState,
  lineId: string,
  change: (line: CartItem, index: number) => Result.Result<CartItem, E>
): Result.Result<CartState, E | CartLineNotFound> => {
  const index = cart.phoneCart.findIndex((line) => line.id === lineId)
  const line = cart.phoneCart[index]
  if (line === undefined) return Result.fail(new CartLineNotFound({ lineId }))
  return Result.map(change(line, index), (changed) => ({
    ...cart,
    phoneCart: cart.phoneCart.map((existing, i) => (i === index ? changed : existing))
  }))
}
