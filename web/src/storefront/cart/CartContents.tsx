"use client"
import type { CartLimitations } from "@shop/core/cart/limits"
import { validateLimits } from "@shop/core/cart/limits"
import { pathOf } from "@shop/core/routes/router"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useT } from "../../client/useT.ts"
import { AccessoryCarousel } from "./AccessoryCarousel.tsx"
import { CartAccessories } from "./CartAccessories.tsx"
import { CartLine } from "./CartLine.tsx"
import { CartShell } from "./CartShell.tsx"
import { CartSummary } from "./CartSummary.tsx"
import type { CategoryLink } from "./EmptyCart.tsx"
import { LimitsAlert } from "./LimitsAlert.tsx"
import { cartLinesView, flatAccessoriesView } from "./linesView.ts"

/** A cart with something in it: device lines, flat accessory list, carousel and summary. */
function CartContents(props: { readonly limits: CartLimitations; readonly busy: boolean }) {
  const api = useCart()
  const t = useT()
  const { cart, context, market } = api
  const { busy } = props
  const lines = cartLinesView(cart)
  const accessories = flatAccessoriesView(cart)
  const withinLimits = validateLimits(cart, props.limits)._tag === "Valid"
  const extrasPath = context.flags.upsellPage ? pathOf(market, "cartExtra") : null
  return (
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
                  busy={busy}
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
            busy={busy}
            onRemove={(row) => {
              if (row.lineId === null) api.removeLooseAccessory(row.accessory.id)
              else api.detachAccessory(row.lineId, row.accessory.id)
            }}
          />
        )}
        {context.flags.carouselCart && lines.length > 0 ? <AccessoryCarousel busy={busy} /> : null}
      </div>
      <aside className="cart-aside">
        <LimitsAlert limits={props.limits} />
        <CartSummary action={withinLimits ? { _tag: "Checkout", href: pathOf(market, "cartLogin") } : { _tag: "Blocked" }} />
        <a className="cart-continue" href={pathOf(market, "shop")}>{t("cart-continue-shopping")}</a>
      </aside>
    </div>
  )
}

/**
 * The cart page's widget: prices the cart again on load, then lists the device lines, the flat
 * accessory list, the carousel of related accessories (flag carouselCart) and the summary with the
 * way to checkout, which the cart limits may block.
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
