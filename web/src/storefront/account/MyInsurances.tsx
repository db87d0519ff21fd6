import { myInsurances } from "@shop/core/backend/account/warranties"
import { pathOf } from "@shop/core/routes/router"
import { loadForPage } from "../../server/page.ts"
import { serviceNameKey } from "../../ui/addOnNames.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { requireAccountUser } from "./accountSession.ts"
import { formatDay } from "./format.ts"
import { lastCoveredDay, periodText } from "./MyWarranties.tsx"

/** My insurances (RO only: the route exists in RO's table alone): each insured device with its period and state. */
export async function MyInsurancesView(props: ViewProps<"myInsurances">) {
  const { market, names, route, tr, pathname } = props
  const user = await requireAccountUser(market, pathname)
  const entries = await loadForPage(myInsurances(user.id, market))
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area warranty-area" links={false}>
      <p><a href={pathOf(market, "account")}>{tr.t("myaccount-back")}</a></p>
      <p>{tr.t("mywarranty-insurance-intro")}</p>
      {entries.length === 0
        ? <p className="account-empty" data-testid="insurance-empty">{tr.t("mywarranty-insurance-none")}</p>
        : (
          <ul className="account-cards">
            {entries.map(({ order, line, title, insurance }) => (
              <li key={`${order.id}-${line}-${insurance.serviceId}`} className="account-card warranty-card" data-testid="insurance" data-order-id={order.id} data-line={line} data-state={insurance.state}>
                <div className="account-card-head">
                  <span>{tr.t("mywarranty-order", { date: formatDay(market, order.placedAt) })}</span>
                  <span className={`account-badge warranty-badge-${insurance.state}`} data-testid="insurance-state">
                    {tr.t(insurance.state === "active" ? "mywarranty-state-active" : "mywarranty-state-expired")}
                  </span>
                </div>
                <h2 className="warranty-device">{title}</h2>
                <p className="warranty-kind" data-testid="insurance-name">{tr.t(serviceNameKey({ key: insurance.key, type: "INSURANCE" }))}</p>
                <dl className="account-card-facts">
                  <div><dt>{tr.t("mywarranty-insurance-period", { period: periodText(market, "months", insurance.months) })}</dt><dd>{tr.t("mywarranty-insurance-from", { date: formatDay(market, insurance.startsAt) })}</dd></div>
                  <div><dt>{tr.t("mywarranty-until")}</dt><dd data-testid="insurance-until">{lastCoveredDay(market, insurance.validUntil)}</dd></div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      <p className="warranty-help">
        {tr.t("mywarranty-insurance-help")} <a href={pathOf(market, "contact")}>{tr.t("mywarranty-insurance-contact")}</a>
      </p>
    </PageFrame>
  )
}
