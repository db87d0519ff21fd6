"use client"
import type { CartLimitations } from "@shop/core/cart/limits"
import { lazy } from "react"
import { CartShell } from "./CartShell.tsx"
import type { CategoryLink } from "./EmptyCart.tsx"

const CartContents = lazy(() => import("./CartContents.tsx").then((m) => ({ default: m.CartContents })))

/**
 * The cart page's widget: prices the cart again on load, then lists the device lines, the flat
 * accessory list, the carousel of related accessories (flag carouselCart) and the summary with the
 * way to checkout, which the cart limits may block. The filled cart loads with the cart (CartShell).
 */
export function CartPage(props: {
  readonly limits: CartLimitations
  readonly categories: ReadonlyArray<CategoryLink>
}) {
  return (
    <CartShell className="cart-page" testId="cart-page" categories={props.categories}>
      {(refreshing) => <CartContents limits={props.limits} busy={refreshing} />}
    </CartShell>
  )
}
