"use client"
import { lazy } from "react"
import { CartShell } from "./CartShell.tsx"
import type { CategoryLink } from "./EmptyCart.tsx"

const CartExtraLines = lazy(() => import("./CartExtraLines.tsx").then((m) => ({ default: m.CartExtraLines })))

/**
 * The upsell page (SPEC 2.4, flag upsellPage): per device line, the extra services it offers as
 * toggles and the new battery, then back to the cart. The page prices the cart again on load, so
 * the offers are the server's current ones. The lines load with the cart (CartShell).
 */
export function CartExtraPage(props: { readonly categories: ReadonlyArray<CategoryLink> }) {
  return (
    <CartShell className="cart-page cart-extra" categories={props.categories}>
      {(refreshing) => <CartExtraLines refreshing={refreshing} />}
    </CartShell>
  )
}
