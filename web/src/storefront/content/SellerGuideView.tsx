import { pathOf } from "@shop/core/routes/index"
import { funnelStartPath } from "@shop/core/sell/funnelUrl"
import { Result } from "effect"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"

const steps = ["describe", "offer", "ship", "paid"] as const
const grading = ["screen", "case", "battery"] as const
const prepare = ["backup", "accounts", "sim", "reset"] as const

/**
 * The seller guide (route `sellerGuide`): how selling works, how a device is graded, payout,
 * shipping and preparation, with links into the sell funnel (where the landing's start leads: the
 * brand step, SPEC 2.5) and the
 * sell landing.
 */
export function SellerGuideView(props: ViewProps<"sellerGuide">) {
  const { market, tr } = props
  const funnel = Result.getOrElse(funnelStartPath(market), () => pathOf(market, "sellLanding"))
  return (
    <PageFrame market={market} route={props.route} tr={tr} names={props.names} className="content-page">
      <p className="content-intro">{tr.t("content-guide-intro")}</p>
      <p className="content-actions">
        <a className="button" href={funnel} data-testid="guide-start-selling">{tr.t("content-guide-cta")}</a>
      </p>
      <section aria-labelledby="guide-steps-title">
        <h2 id="guide-steps-title">{tr.t("content-guide-steps-title")}</h2>
        <ol className="content-cards content-steps">
          {steps.map((step, index) => (
            <li key={step} className="content-card">
              <span className="content-step-number" aria-hidden="true">{index + 1}</span>
              <h3>{tr.t(`content-guide-step-${step}-title`)}</h3>
              <p>{tr.t(`content-guide-step-${step}-body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="content-section" aria-labelledby="guide-grading-title">
        <h2 id="guide-grading-title">{tr.t("content-guide-grading-title")}</h2>
        <p>{tr.t("content-guide-grading-body")}</p>
        <ul>
          {grading.map((item) => <li key={item}>{tr.t(`content-guide-grading-${item}`)}</li>)}
        </ul>
        <p>{tr.t("content-guide-grading-note")}</p>
      </section>
      <div className="content-columns">
        <section className="content-section" aria-labelledby="guide-payout-title">
          <h2 id="guide-payout-title">{tr.t("content-guide-payout-title")}</h2>
          <p>{tr.t("content-guide-payout-body")}</p>
        </section>
        <section className="content-section" aria-labelledby="guide-shipping-title">
          <h2 id="guide-shipping-title">{tr.t("content-guide-shipping-title")}</h2>
          <p>{tr.t("content-guide-shipping-body")}</p>
        </section>
      </div>
      <section className="content-section" aria-labelledby="guide-prepare-title">
        <h2 id="guide-prepare-title">{tr.t("content-guide-prepare-title")}</h2>
        <ul className="content-checks">
          {prepare.map((item) => <li key={item}>{tr.t(`content-guide-prepare-${item}`)}</li>)}
        </ul>
      </section>
      <p className="content-actions">
        <a className="button" href={funnel}>{tr.t("content-guide-cta")}</a>
        <a className="button button-outline" href={pathOf(market, "sellLanding")}>{tr.t("content-guide-cta-landing")}</a>
        <a className="button button-outline" href={pathOf(market, "sellerReviews")}>{tr.t("content-guide-cta-reviews")}</a>
      </p>
    </PageFrame>
  )
}
