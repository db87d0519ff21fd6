"use client"
import type { CartLimitations } from "@shop/core/cart/limits"
import { validateLimits } from "@shop/core/cart/limits"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useT } from "../../client/useT.ts"
import { AccessoryCarousel } from "./AccessoryCarousel.tsx"
import { CartAccessories } from "./CartAccessories.tsx"
import { CartLine } from "./CartLine.tsx"
import { CartSummary } from "./CartSummary.tsx"
import { LimitsAlert } from "./LimitsAlert.tsx"
import { cartLinesView, flatAccessoriesView } from "./linesView.ts"

/**
 * The cart page's filled cart: device lines, flat accessory list, carousel and summary. Loaded with
 * the cart (CartPage.tsx), not with the page.
 */
export function CartContents(props: { readonly limits: CartLimitations; readonly busy: boolean }) {
  const api = useCart()
  const t = useT()
  const { cart, flags, market, paths } = api
  const { busy } = props
  const lines = cartLinesView(cart)
  const accessories = flatAccessoriesView(cart)
  const withinLimits = validateLimits(cart, props.limits)._tag === "Valid"
  const extrasPath = flags.upsellPage ? paths.cartExtra : null
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
              if (row.lineId === null) void api.removeLooseAccessory(row.accessory.id)
              else void api.detachAccessory(row.lineId, row.accessory.id)
            }}
          />
        )}
        {flags.carouselCart && lines.length > 0 ? <AccessoryCarousel busy={busy} /> : null}
      </div>
      <aside className="cart-aside">
        <LimitsAlert limits={props.limits} />
        <CartSummary action={withinLimits ? { _tag: "Checkout", href: paths.cartLogin } : { _tag: "Blocked" }} />
        <a className="cart-continue" href={paths.shop}>{t("cart-continue-shopping")}</a>
      </aside>
    </div>
  )
}
