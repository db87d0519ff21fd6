import { Result } from "effect"
import type { CartItem } from "./cartItem.ts"
import type { CartState } from "./cartState.ts"
import type { CartLineNotFound } from "./errors.ts"
import { ExtraServiceNotOffered } from "./errors.ts"
import type { SelectedExtraService } from "./extraService.ts"
import { extraServicePrice, findOfferedService, isSameService } from "./extraService.ts"
import { sumMoney } from "./money.ts"
import { updateLine } from "./lines.ts"

/**
 * A line selects at most one service per type (one warranty extension, one insurance): choosing
 * another of the same type replaces the previous choice.
 */
export const selectExtraService = (
  cart: CartState,
  lineId: string,
  selection: SelectedExtraService
): Result.Result<CartState, CartLineNotFound | ExtraServiceNotOffered> =>
  updateLine(cart, lineId, (line) =>
    findOfferedService(line.available_extra_services, selection) === undefined
      ? Result.fail(new ExtraServiceNotOffered({ lineId, serviceId: selection.id }))
      : Result.succeed({
        ...line,
        selected_extra_services: [
          ...line.selected_extra_services.filter((s) => s.type !== selection.type),
          { type: selection.type, id: selection.id }
        ]
      })
  )

export const deselectExtraService = (cart: CartState, lineId: string, selection: SelectedExtraService): CartState => ({
  ...cart,
  phoneCart: cart.phoneCart.map((line) =>
    line.id === lineId && line.selected_extra_services.some((s) => isSameService(s, selection))
      ? { ...line, selected_extra_services: line.selected_extra_services.filter((s) => !isSameService(s, selection)) }
      : line
  )
})

/** Prices of the line's chosen services, looked up in what the line was offered. */
export const selectedServicePrices = (line: CartItem): ReadonlyArray<number> =>
  line.selected_extra_services.map((selected) => {
    const offered = findOfferedService(line.available_extra_services, selected)
    // A selection no longer offered costs nothing here; the next refresh drops it.
    return offered === undefined ? 0 : extraServicePrice(offered)
  })

export const selectedServicesTotal = (line: CartItem): number => sumMoney(selectedServicePrices(line))
