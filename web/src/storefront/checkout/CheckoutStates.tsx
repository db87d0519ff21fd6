"use client"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useT } from "../../client/useT.ts"

/** The finalize page while it cannot show the form yet (`checkout-loading`) or is on its way to pay (`checkout-redirecting`). */
export function CheckoutProgress(props: { readonly text: "checkout-loading" | "checkout-redirecting" }) {
  const t = useT()
  return (
    <p className="checkout-progress" role="status">
      <span className="checkout-spinner" aria-hidden="true" />
      {t(props.text)}
    </p>
  )
}

/** Nothing to order: the cart is empty (and no placed order of this tab is waiting). */
export function EmptyCheckout() {
  const t = useT()
  const { paths } = useCart()
  return (
    <section className="checkout-empty" aria-labelledby="checkout-empty-title">
      <h2 id="checkout-empty-title">{t("checkout-empty-title")}</h2>
      <p>{t("checkout-empty-body")}</p>
      <a className="button button-primary" href={paths.shop} data-testid="checkout-back-to-shop">
        {t("checkout-back-to-shop")}
      </a>
    </section>
  )
}
