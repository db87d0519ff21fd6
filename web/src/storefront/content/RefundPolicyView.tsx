import { defaultWarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"

const how = ["account", "pack", "ship"] as const

/**
 * The returns and refunds page (route `refundPolicy`, SPEC 2.2: HU only, so only Hungary's table
 * resolves it). The return period and warranty are core's settings defaults (SPEC 9).
 */
export function RefundPolicyView(props: ViewProps<"refundPolicy">) {
  const { market, tr } = props
  const { defaultReturnPeriodDays: days, defaultWarrantyPeriodYears: years } = defaultWarrantyReturnsSettings
  return (
    <PageFrame market={market} route={props.route} tr={tr} names={props.names} className="content-page">
      <p className="content-intro" data-testid="refund-intro">{tr.t("content-refund-intro", { days })}</p>
      <section className="content-section" aria-labelledby="refund-how-title">
        <h2 id="refund-how-title">{tr.t("content-refund-how-title")}</h2>
        <ol>
          {how.map((step) => <li key={step}>{tr.t(`content-refund-how-${step}`)}</li>)}
        </ol>
      </section>
      <section className="content-section" aria-labelledby="refund-condition-title">
        <h2 id="refund-condition-title">{tr.t("content-refund-condition-title")}</h2>
        <p>{tr.t("content-refund-condition-body")}</p>
      </section>
      <section className="content-section" aria-labelledby="refund-money-title">
        <h2 id="refund-money-title">{tr.t("content-refund-money-title")}</h2>
        <p>{tr.t("content-refund-money-body")}</p>
      </section>
      <section className="content-section" aria-labelledby="refund-warranty-title">
        <h2 id="refund-warranty-title">{tr.t("content-refund-warranty-title")}</h2>
        <p>{tr.t("content-refund-warranty-body", { years })}</p>
      </section>
    </PageFrame>
  )
}
