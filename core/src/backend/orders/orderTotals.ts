import type { CartState } from "../../cart/cartState.ts"
import { selectedServicePrices } from "../../cart/lineServices.ts"
import { sumMoney } from "../../cart/money.ts"
import { subtotal } from "../../cart/totals.ts"
import type { ShippingRates } from "../catalog/catalogTypes.ts"
import type { OrderTotals, PaymentMethod } from "./orderTypes.ts"
import { type DeliveryMethod, shippingCostFor } from "./shipping.ts"

/**
 * The one pricing rule of an order's totals: what the order charges (placeOrder) and what the
 * checkout summary shows before it is placed. Products are core's SPEC 9 subtotal split by kind;
 * shipping is charged on that subtotal for the chosen delivery method; cash on delivery adds the
 * market's fee. `paymentMethod` is null while the shopper has not chosen one (no fee yet).
 */
export const orderTotals = (
  cart: CartState,
  rates: ShippingRates,
  deliveryMethod: DeliveryMethod,
  paymentMethod: PaymentMethod | null
): OrderTotals => {
  const products = subtotal(cart)
  const shipping = shippingCostFor(rates, products, deliveryMethod)
  const cashOnDeliveryFee = paymentMethod === "cash-on-delivery" ? rates.cashOnDeliveryFee : 0
  return {
    devices: sumMoney(cart.phoneCart.map((l) => l.buy_price)),
    extraServices: sumMoney(cart.phoneCart.flatMap(selectedServicePrices)),
    accessories: sumMoney([...cart.phoneCart.flatMap((l) => l.deviceAccessories.map((a) => a.price)), ...cart.accessoryCart.map((a) => a.price)]),
    shipping,
    cashOnDeliveryFee,
    total: sumMoney([products, shipping, cashOnDeliveryFee])
  }
}

/** What the products of an order total (devices, extra services, accessories), before shipping and fees. */
export const productsTotal = (totals: OrderTotals): number =>
  sumMoney([totals.devices, totals.extraServices, totals.accessories])
