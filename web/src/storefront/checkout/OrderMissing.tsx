import type { MarketCode } from "@shop/core/markets/market"
import { pathOf } from "@shop/core/routes/router"
import type { Translator } from "../../i18n/translator.ts"

/** A payment or thank-you page whose link names no order of this shop: a note and the way back. */
export function OrderMissing(props: { readonly market: MarketCode; readonly tr: Translator }) {
  const { market, tr } = props
  return (
    <section className="checkout-card checkout-missing" aria-labelledby="checkout-missing-title" data-testid="order-missing">
      <h2 id="checkout-missing-title">{tr.t("checkout-missing-title")}</h2>
      <p>{tr.t("checkout-missing-body")}</p>
      <ul className="frame-links-inline">
        <li><a href={pathOf(market, "shop")}>{tr.t("checkout-back-to-shop")}</a></li>
        <li><a href={pathOf(market, "cart")}>{tr.t("nav-cart")}</a></li>
        <li><a href={pathOf(market, "faq")}>{tr.t("nav-help")}</a></li>
      </ul>
    </section>
  )
}
