import { myPurchases } from "@shop/core/backend/account/accountArea"
import { CatalogRepository } from "@shop/core/backend/ports/CatalogRepository"
import { qualifiesForGeniusReturn } from "@shop/core/account/returnsAndWarranty"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { pathOf } from "@shop/core/routes/router"
import { Effect } from "effect"
import { loadForPage } from "../../server/page.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { requireAccountUser } from "./accountSession.ts"
import { formatDay } from "./format.ts"

/**
 * The Genius terms of the market's warranty and returns settings (geniusReturnPeriodDays,
 * geniusMinOrderValue beside the standard period), and which of the user's orders reach the Genius
 * minimum order value (core qualifiesForGeniusReturn, for a member).
 */
export async function GeniusView(props: ViewProps<"accountGenius">) {
  const { market, names, route, tr, pathname } = props
  const user = await requireAccountUser(market, pathname)
  const { settings, orders } = await loadForPage(Effect.all({
    settings: CatalogRepository.use((catalog) => catalog.warrantySettings(market)),
    orders: myPurchases(user.id, market)
  }))
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area" links={false}>
      <p><a href={pathOf(market, "account")}>{tr.t("myaccount-back")}</a></p>
      <section className="account-card" data-testid="account-genius">
        <h2>{tr.t("myaccount-genius-terms")}</h2>
        <dl className="account-card-facts">
          <div><dt>{tr.t("myaccount-genius-period")}</dt><dd data-testid="genius-days">{tr.t("myaccount-days", { days: settings.geniusReturnPeriodDays })}</dd></div>
          <div><dt>{tr.t("myaccount-standard-period")}</dt><dd>{tr.t("myaccount-days", { days: settings.defaultReturnPeriodDays })}</dd></div>
          <div><dt>{tr.t("myaccount-genius-minimum")}</dt><dd>{settings.geniusMinOrderValue > 0 ? formatPrice(market, settings.geniusMinOrderValue) : tr.t("myaccount-genius-any-order")}</dd></div>
        </dl>
      </section>
      {orders.length === 0 ? null : (
        <section className="account-card">
          <h2>{tr.t("myaccount-genius-your-orders")}</h2>
          <ul className="account-card-lines">
            {orders.map((order) => (
              <li key={order.id}>
                {formatDay(market, order.placedAt)} · {formatPrice(market, order.totals.total)} —{" "}
                {tr.t(qualifiesForGeniusReturn(true, order.totals.total, settings) ? "myaccount-genius-qualifies" : "myaccount-genius-below")}
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  )
}
