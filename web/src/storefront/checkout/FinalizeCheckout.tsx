"use client"
import type { ShippingRates } from "@shop/core/catalog/catalogTypes"
import { isCartEmpty } from "@shop/core/cart/cartValues"
import type { MarketCode } from "@shop/core/markets/market"
import { lazy, Suspense, useEffect, useState } from "react"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { CheckoutProgress, EmptyCheckout } from "./CheckoutStates.tsx"
import { keepsPlacedOrder } from "./placedOrderKey.ts"

const CheckoutForm = lazy(() => import("./CheckoutForm.tsx").then((m) => ({ default: m.CheckoutForm })))

/**
 * The finalize page's island (issue 15): the checkout form (its validators, the order and payment
 * calls, the placed-order lookup, all with `effect`) loads only when there is something to order or
 * a placed order of this tab to show; an empty cart is told so at once. Once shown, the form stays,
 * so emptying the cart after placing an order never swaps it for the empty-cart message.
 */
export function FinalizeCheckout(props: { readonly market: MarketCode; readonly shippingRates: ShippingRates }) {
  const { cart, ready } = useCart()
  // undefined: sessionStorage not read yet (it is read after hydration: the server has none).
  const [keepsOrder, setKeepsOrder] = useState<boolean | undefined>(undefined)
  const [formShown, setFormShown] = useState(false)
  useEffect(() => setKeepsOrder(keepsPlacedOrder(props.market)), [props.market])
  if (!formShown && ready && keepsOrder !== undefined && (keepsOrder || !isCartEmpty(cart))) setFormShown(true)
  if (formShown) {
    return (
      <Suspense fallback={<CheckoutProgress text="checkout-loading" />}>
        <CheckoutForm market={props.market} shippingRates={props.shippingRates} />
      </Suspense>
    )
  }
  if (!ready || keepsOrder === undefined) return <CheckoutProgress text="checkout-loading" />
  return <EmptyCheckout />
}
