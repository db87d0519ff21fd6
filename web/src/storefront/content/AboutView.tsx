import { defaultWarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import { pathOf } from "@shop/core/routes/index"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"

const howSteps = ["check", "repair", "grade"] as const

/**
 * About us (route `aboutUs`): who we are, the company stats (SPEC 9, the sell landing's text), how a
 * device is refurbished, and the return and warranty promise from core's settings defaults.
 */
export function AboutView(props: ViewProps<"aboutUs">) {
  const { market, tr } = props
  const { defaultReturnPeriodDays: days, defaultWarrantyPeriodYears: years } = defaultWarrantyReturnsSettings
  return (
    <PageFrame market={market} route={props.route} tr={tr} names={props.names} className="content-page">
      <p className="content-intro">{tr.t("content-about-intro")}</p>
      <section className="content-stats" aria-labelledby="about-stats-title">
        <h2 id="about-stats-title">{tr.t("content-about-stats-title")}</h2>
        <p className="content-stat" data-testid="about-stats">{tr.t("sell-landing-stats")}</p>
        <p className="content-stat">{tr.t("content-about-markets")}</p>
      </section>
      <section aria-labelledby="about-how-title">
        <h2 id="about-how-title">{tr.t("content-about-how-title")}</h2>
        <ol className="content-cards">
          {howSteps.map((step) => (
            <li key={step} className="content-card">
              <h3>{tr.t(`content-about-how-${step}-title`)}</h3>
              <p>{tr.t(`content-about-how-${step}-body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="about-promise-title">
        <h2 id="about-promise-title">{tr.t("content-about-promise-title")}</h2>
        <ul className="content-checks">
          <li data-testid="about-warranty">{tr.t("content-about-promise-warranty", { years })}</li>
          <li data-testid="about-return">{tr.t("content-about-promise-return", { days })}</li>
          <li>{tr.t("content-about-promise-sell")}</li>
        </ul>
      </section>
      <p className="content-actions">
        <a className="button" href={pathOf(market, "shop")}>{tr.t("content-about-cta-shop")}</a>
        <a className="button button-outline" href={pathOf(market, "sellLanding")}>{tr.t("content-about-cta-sell")}</a>
      </p>
    </PageFrame>
  )
}
