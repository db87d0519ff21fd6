import type { CartItem } from "./cartItem.ts"
import type { CartState } from "./cartState.ts"
import { selectedServicePrices } from "./lineServices.ts"
import { sumMoney } from "./money.ts"

/** SPEC 9: a line counts 1 for the device plus its accessories plus its extra services. */
export const lineItemCount = (line: CartItem): number =>
  1 + line.deviceAccessories.length + line.selected_extra_services.length

/** Items in the cart badge: every line's count plus the loose accessories. */
export const cartItemCount = (cart: CartState): number =>
  cart.phoneCart.reduce((count, line) => count + lineItemCount(line), 0) + cart.accessoryCart.length

const linePrices = (line: CartItem): ReadonlyArray<number> => [
  line.buy_price,
  ...selectedServicePrices(line),
  ...line.deviceAccessories.map((a) => a.price)
]

/** Device price + its extra services + its attached accessories (the battery among them). */
export const lineSubtotal = (line: CartItem): number => sumMoney(linePrices(line))

/**
 * SPEC 9 subtotal: device prices, extra service prices and accessory prices, plus loose
 * accessories. Batteries count once, through their line accessory; batteryCart is only an index.
 */
export const subtotal = (cart: CartState): number =>
  sumMoney([...cart.phoneCart.flatMap(linePrices), ...cart.accessoryCart.map((a) => a.price)])
