import { Categories, categoryIds } from "@shop/core/catalog/category"
import { SellStart, ShopClient } from "../../client/islands.tsx"
import { sellLandingMessages } from "../pageMessages.ts"
import { shopClientProps } from "../shopClientProps.ts"
import type { ViewProps } from "../views.ts"
import { startHref, variantsOf } from "./funnelLocation.ts"

const howSteps = ["describe", "offer", "ship", "paid"] as const

/**
 * The sell landing (SPEC 2.5, route `sellLanding`): how selling works, payout, shipping and the
 * company stats (SPEC 9), and the way into the funnel at brand.
 */
export async function SellLandingView(props: ViewProps<"sellLanding">) {
  const { market, tr, searchParams } = props
  // Only the switches in the landing's own query: the configured defaults apply at every step anyway.
  const variants = variantsOf(searchParams, { paymentTest: false, partner: false })
  const client = await shopClientProps(market, sellLandingMessages)
  const links = {
    start: startHref(market, undefined, variants),
    categories: Categories.map((category) => ({ category, href: startHref(market, categoryIds[category], variants) }))
  }
  return (
    <div className="sell-landing">
      <section className="sell-hero">
        <div className="container sell-hero-inner">
          <div>
            <h1>{tr.t("sell-landing-title")}</h1>
            <p className="sell-hero-lead">{tr.t("sell-landing-lead")}</p>
            <p className="sell-stats" data-testid="sell-stats">{tr.t("sell-landing-stats")}</p>
          </div>
          <ShopClient {...client}>
            <SellStart market={market} links={links} />
          </ShopClient>
        </div>
      </section>
      <section className="container sell-how" aria-labelledby="sell-how-title">
        <h2 id="sell-how-title">{tr.t("sell-landing-how-title")}</h2>
        <ol className="sell-how-steps">
          {howSteps.map((step, index) => (
            <li key={step}>
              <span className="sell-how-number" aria-hidden="true">{index + 1}</span>
              <h3>{tr.t(`sell-landing-how-${step}-title`)}</h3>
              <p>{tr.t(`sell-landing-how-${step}-body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="container sell-facts">
        <div className="sell-fact">
          <h2>{tr.t("sell-landing-payout-title")}</h2>
          <p>{tr.t("sell-landing-payout-body")}</p>
        </div>
        <div className="sell-fact">
          <h2>{tr.t("sell-landing-shipping-title")}</h2>
          <p>{tr.t("sell-landing-shipping-body")}</p>
        </div>
        <div className="sell-fact">
          <h2>{tr.t("sell-landing-safety-title")}</h2>
          <p>{tr.t("sell-landing-safety-body")}</p>
        </div>
      </section>
    </div>
  )
}
