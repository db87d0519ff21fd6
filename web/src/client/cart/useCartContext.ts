"use client"
import { type SharedCartContext, sharedCartContext } from "@shop/core/cart/context"
import { subtotal } from "@shop/core/cart/totals"
import { shippingCostFor } from "@shop/core/orders/shipping"
import { useMemo } from "react"
import { useCart } from "./CartProvider.tsx"

/**
 * SPEC 3 shared cart context of the current cart: summary, shipping estimate (courier), checkout
 * summary and flags, by core's rules. For the parts of the cart pages that show a filled cart, which
 * load with the cart engine: core's context module needs `effect`, which the page's first load has not.
 */
export const useCartContext = (): SharedCartContext => {
  const { cart, flags, market, shippingRates } = useCart()
  return useMemo(
    () => sharedCartContext(cart, market, shippingCostFor(shippingRates, subtotal(cart), "courier"), flags),
    [cart, flags, market, shippingRates]
  )
}
