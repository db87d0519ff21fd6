"use client"
import type { CartLimitations } from "@shop/core/cart/limits"
import { isCartEmpty } from "@shop/core/cart/cartState"
import { validateLimits } from "@shop/core/cart/limits"
import { pathOf } from "@shop/core/routes/router"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useT } from "../../client/useT.ts"
import { AccessoryCarousel } from "./AccessoryCarousel.tsx"
import { CartAccessories } from "./CartAccessories.tsx"
import { CartLine } from "./CartLine.tsx"
import { CartNotice, CartProgress, CartSkeleton } from "./CartNotice.tsx"
import { CartSummary } from "./CartSummary.tsx"
import { type CategoryLink, EmptyCart } from "./EmptyCart.tsx"
import { LimitsAlert } from "./LimitsAlert.tsx"
import { cartLinesView, flatAccessoriesView } from "./linesView.ts"
import { useLoadRefresh } from "./useLoadRefresh.ts"

/**
 * The cart page's widget: prices the cart again on load, then lists the device lines, the flat
 * accessory list, the carousel of related accessories (flag carouselCart) and the summary with the
 * way to checkout, which the cart limits may block.
 */
export function CartPage(props: {
  readonly limits: CartLimitations
  readonly categories: ReadonlyArray<CategoryLink>
}) {
  const api = useCart()
  const t = useT()
  const { notice, refreshing } = useLoadRefresh()
  const { cart, context, market } = api
  if (!api.ready) return <CartSkeleton />
  const notices = (
    <>
      {refreshing ? <CartProgress /> : null}
      {notice === null ? null : <CartNotice notice={notice} />}
    </>
  )
  if (isCartEmpty(cart)) {
    return (
      <div className="cart-page">
        {notices}
        <EmptyCart shopHref={pathOf(market, "shop")} categories={props.categories} />
      </div>
    )
  }
  const lines = cartLinesView(cart)
  const accessories = flatAccessoriesView(cart)
  const withinLimits = validateLimits(cart, props.limits)._tag === "Valid"
  const extrasPath = context.flags.upsellPage ? pathOf(market, "cartExtra") : null
  return (
    <div className="cart-page" aria-busy={refreshing} data-testid="cart-page">
      {notices}
      <div className="cart-layout">
        <div className="cart-main">
          {lines.length === 0 ? null : (
            <section aria-labelledby="cart-lines-title">
              <h2 id="cart-lines-title">{t("cart-lines-title")}</h2>
              <ul className="cart-lines">
                {lines.map((line) => (
                  <CartLine
                    key={line.id}
                    market={market}
                    line={line}
                    extrasHref={extrasPath !== null && line.offersExtras ? `${extrasPath}#extra-${line.id}` : null}
                    busy={refreshing}
                    onRemove={api.removeDevice}
                  />
                ))}
              </ul>
            </section>
          )}
          {accessories.length === 0 ? null : (
            <CartAccessories
              market={market}
              rows={accessories}
              busy={refreshing}
              onRemove={(row) => {
                if (row.lineId === null) api.removeLooseAccessory(row.accessory.id)
                else api.detachAccessory(row.lineId, row.accessory.id)
              }}
            />
          )}
          {context.flags.carouselCart && lines.length > 0 ? <AccessoryCarousel busy={refreshing} /> : null}
        </div>
        <aside className="cart-aside">
          <LimitsAlert limits={props.limits} />
          <CartSummary action={withinLimits ? { _tag: "Checkout", href: pathOf(market, "cartLogin") } : { _tag: "Blocked" }} />
          <a className="cart-continue" href={pathOf(market, "shop")}>{t("cart-continue-shopping")}</a>
        </aside>
      </div>
    </div>
  )
}
