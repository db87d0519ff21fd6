"use client"
import type { CartLimitations } from "@shop/core/cart/limits"
import { lazy } from "react"
import { CartShell } from "./CartShell.tsx"
import type { CategoryLink } from "./EmptyCart.tsx"

const LoginOptions = lazy(() => import("./CartLoginOptions.tsx").then((m) => ({ default: m.LoginOptions })))

/**
 * The cart login page: continue as a guest (the way on to cart finalize) or sign in, which comes back
 * to cart finalize with the cart merged into the account's (SPEC 4). The choice loads with the cart.
 */
export function CartLoginPage(props: {
  readonly limits: CartLimitations
  readonly categories: ReadonlyArray<CategoryLink>
}) {
  return (
    <CartShell className="cart-page" categories={props.categories}>
      {() => <LoginOptions limits={props.limits} />}
    </CartShell>
  )
}
