"use client"
import type { CartLimitations } from "@shop/core/cart/limits"
import { validateLimits } from "@shop/core/cart/limits"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useT } from "../../client/useT.ts"
import { CartSummary } from "./CartSummary.tsx"
import { LimitsAlert } from "./LimitsAlert.tsx"
import { cartLinesView, flatAccessoriesView } from "./linesView.ts"

/** The query parameter that tells the sign-in page where to send the shopper back to. */
export const RETURN_PARAM = "returnTo"

/** The order as the cart login page recalls it: one row per device (with its extras) and per loose accessory. */
function OrderBrief() {
  const { cart, market } = useCart()
  const t = useT()
  const loose = flatAccessoriesView(cart).filter((row) => row.lineId === null)
  return (
    <ul className="cart-brief" data-testid="cart-brief">
      {cartLinesView(cart).map((line) => (
        <li key={line.id}>
          <img src={line.image} alt="" width={48} height={48} loading="lazy" decoding="async" />
          <span className="cart-brief-name">
            {line.title}
            {line.itemCount > 1 ? <small>{t("cart-brief-extras", { count: line.itemCount - 1 })}</small> : null}
          </span>
          <span className="cart-line-amount">{formatPrice(market, line.total)}</span>
        </li>
      ))}
      {loose.map((row) => (
        <li key={row.rowKey}>
          <span className="cart-brief-name">{row.accessory.name}</span>
          <span className="cart-line-amount">{formatPrice(market, row.accessory.price)}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The cart login page's choice: continue as a guest (the way on to cart finalize) or sign in, which
 * comes back to cart finalize with the cart merged into the account's (SPEC 4). Loaded with the cart
 * (CartLoginPage.tsx), not with the page.
 */
export function LoginOptions(props: { readonly limits: CartLimitations }) {
  const { cart, paths } = useCart()
  const t = useT()
  const cartHref = paths.cart
  const withinLimits = validateLimits(cart, props.limits)._tag === "Valid"
  const loginHref = `${paths.login}?${new URLSearchParams({ [RETURN_PARAM]: paths.cartFinalize })}`
  return (
    <div className="cart-layout">
      <div className="cart-main cart-login-options">
        <section className="cart-login-card cart-login-guest" aria-labelledby="cart-login-guest-title">
          <h2 id="cart-login-guest-title">{t("cart-login-guest-title")}</h2>
          <p>{t("cart-login-guest-body")}</p>
          {withinLimits ? (
            <a className="button button-primary" href={paths.cartFinalize} data-testid="cart-login-guest">
              {t("cart-login-guest")}
            </a>
          ) : (
            <>
              <LimitsAlert limits={props.limits} />
              <a className="button button-primary" href={cartHref}>{t("cart-login-back")}</a>
            </>
          )}
        </section>
        <section className="cart-login-card" aria-labelledby="cart-login-signin-title">
          <h2 id="cart-login-signin-title">{t("cart-login-signin-title")}</h2>
          <p>{t("cart-login-signin-body")}</p>
          <a className="button button-outline" href={loginHref} data-testid="cart-login-signin">{t("cart-login-signin")}</a>
          <p className="cart-login-note">
            <small>{t("cart-login-signin-note")}</small>
          </p>
        </section>
      </div>
      <aside className="cart-aside">
        <CartSummary action={{ _tag: "None" }}>
          <OrderBrief />
        </CartSummary>
        <a className="cart-continue" href={cartHref}>{t("cart-login-edit")}</a>
      </aside>
    </div>
  )
}
