"use client"
import type { CartLimitations } from "@shop/core/cart/limits"
import { validateLimits } from "@shop/core/cart/limits"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useT } from "../../client/useT.ts"
import { limitsMessage } from "./limitsMessage.ts"

/** The limits verdict as an alert; nothing when the cart is within the limits. */
export function LimitsAlert(props: { readonly limits: CartLimitations }) {
  const { cart } = useCart()
  const t = useT()
  const message = limitsMessage(validateLimits(cart, props.limits))
  if (message === null) return null
  return (
    <div className="cart-limits" id="cart-limits" role="alert" data-testid="cart-limits">
      <p className="cart-limits-title">{t("cart-limit-title")}</p>
      <p>{t(message.key, message.values)}</p>
    </div>
  )
}
