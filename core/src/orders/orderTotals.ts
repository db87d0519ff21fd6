import type { CartState } from "../cart/cartState.ts"
import { selectedServicePrices } from "../cart/lineServices.ts"
import { sumMoney } from "../cart/money.ts"
import type { ShippingRates } from "../catalog/catalogTypes.ts"
import type { OrderTotals, PaymentMethod, PricedAccessory, PricedLine } from "./orderTypes.ts"
import { type DeliveryMethod, shippingCostFor } from "./shipping.ts"

/** What an order's products cost, by kind. */
export type ProductAmounts = Pick<OrderTotals, "devices" | "extraServices" | "accessories">

/** What the products of an order total (devices, extra services, accessories), before shipping and fees. */
export const productsTotal = (amounts: ProductAmounts): number =>
  sumMoney([amounts.devices, amounts.extraServices, amounts.accessories])

/**
 * The one pricing rule of an order's totals: shipping is charged on the products' total for the
 * chosen delivery method; cash on delivery adds the market's fee. `paymentMethod` is null while
 * the shopper has not chosen one (no fee yet).
 */
const totalsFor = (
  amounts: ProductAmounts,
  rates: ShippingRates,
  deliveryMethod: DeliveryMethod,
  paymentMethod: PaymentMethod | null
): OrderTotals => {
  const products = productsTotal(amounts)
  const shipping = shippingCostFor(rates, products, deliveryMethod)
  const cashOnDeliveryFee = paymentMethod === "cash-on-delivery" ? rates.cashOnDeliveryFee : 0
  return {
    devices: amounts.devices,
    extraServices: amounts.extraServices,
    accessories: amounts.accessories,
    shipping,
    cashOnDeliveryFee,
    total: sumMoney([products, shipping, cashOnDeliveryFee])
  }
}

/**
 * The totals of a cart: what the order charges (placeOrder) and what the checkout summary shows
 * before it is placed. The products are core's SPEC 9 subtotal split by kind.
 */
export const orderTotals = (
  cart: CartState,
  rates: ShippingRates,
  deliveryMethod: DeliveryMethod,
  paymentMethod: PaymentMethod | null
): OrderTotals =>
  totalsFor({
    devices: sumMoney(cart.phoneCart.map((l) => l.buy_price)),
    extraServices: sumMoney(cart.phoneCart.flatMap(selectedServicePrices)),
    accessories: sumMoney([...cart.phoneCart.flatMap((l) => l.deviceAccessories.map((a) => a.price)), ...cart.accessoryCart.map((a) => a.price)])
  }, rates, deliveryMethod, paymentMethod)

/** The totals of lines already priced one by one (an order as stored, or as a test double prices it). */
export const pricedTotals = (
  lines: ReadonlyArray<PricedLine>,
  loose: ReadonlyArray<PricedAccessory>,
  rates: ShippingRates,
  deliveryMethod: DeliveryMethod,
  paymentMethod: PaymentMethod | null
): OrderTotals =>
  totalsFor({
    devices: sumMoney(lines.map((l) => l.unitPrice)),
    extraServices: sumMoney(lines.flatMap((l) => l.extraServices.map((s) => s.price))),
    accessories: sumMoney([...lines.flatMap((l) => l.accessories.map((a) => a.price)), ...loose.map((a) => a.price)])
  }, rates, deliveryMethod, paymentMethod)
