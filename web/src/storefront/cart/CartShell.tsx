"use client"
import { isCartEmpty } from "@shop/core/cart/cartValues"
import { type ReactNode, Suspense } from "react"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { CartNotice, CartProgress, CartSkeleton } from "./CartNotice.tsx"
import { type CategoryLink, EmptyCart } from "./EmptyCart.tsx"
import { useLoadRefresh } from "./useLoadRefresh.ts"

/**
 * What every cart page shares: the skeleton until the stored cart is read, the price check on load
 * with its progress and notice, and the empty cart. `children` draws a cart that has something in
 * it; it gets `refreshing` to hold changes back while the prices are checked. A filled cart is
 * drawn by a module loaded with it (issue 15: like the cart engine, it is not in the page's first
 * load), so the skeleton stays until that module is there.
 */
export function CartShell(props: {
  readonly className: string
  readonly categories: ReadonlyArray<CategoryLink>
  readonly testId?: string
  readonly children: (refreshing: boolean) => ReactNode
}) {
  const { cart, paths, ready } = useCart()
  const { notice, refreshing } = useLoadRefresh()
  if (!ready) return <CartSkeleton />
  const empty = isCartEmpty(cart)
  return (
    <div className={props.className} aria-busy={refreshing} data-testid={empty ? undefined : props.testId}>
      {refreshing ? <CartProgress /> : null}
      {notice === null ? null : <CartNotice notice={notice} />}
      {empty
        ? <EmptyCart shopHref={paths.shop} categories={props.categories} />
        : <Suspense fallback={<CartSkeleton />}>{props.children(refreshing)}</Suspense>}
    </div>
  )
}
