"use client"
import type { MarketCode } from "@shop/core/markets/market"
import { pathOf } from "@shop/core/routes/router"
import { useT } from "../../client/useT.ts"
import { paymentStateKey } from "./checkoutText.ts"
import type { FinalizeScreen } from "./placedOrder.ts"

/**
 * Shown on the finalize page instead of an empty form when this tab placed an order that still
 * waits for its payment (the start failed, the shopper came Back from the gateway, a reload): its
 * number and the way to its payment page, so it is neither lost nor ordered twice.
 */
export function PlacedOrderNotice(props: { readonly market: MarketCode; readonly screen: Extract<FinalizeScreen, { _tag: "Unpaid" }> }) {
  const { market, screen } = props
  const t = useT()
  return (
    <section className="checkout-card checkout-pending" aria-labelledby="checkout-pending-title" data-testid="checkout-pending">
      <h2 id="checkout-pending-title">{t("checkout-pending-title")}</h2>
      <p className="checkout-order-number">
        {t("checkout-order-number")} <strong data-testid="order-number">{screen.orderId}</strong>
      </p>
      {screen.payment === null ? null : <p>{t(paymentStateKey(screen.payment.method, screen.payment.state))}</p>}
      <p>{t("checkout-pending-body")}</p>
      <p className="checkout-actions">
        <a className="button button-primary" href={screen.pagePath} data-testid="checkout-pending-open">{t("checkout-pending-open")}</a>
        <a className="button button-outline" href={pathOf(market, "shop")}>{t("checkout-continue-shopping")}</a>
      </p>
    </section>
  )
}
