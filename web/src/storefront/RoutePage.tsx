import type { MarketCode } from "@shop/core/markets/index"
import type { ResolvedRoute } from "@shop/core/routes/index"
import type { Translator } from "../i18n/translator.ts"
import { CategoryCards } from "../ui/CategoryCards.tsx"
import type { PageNames } from "./frames.ts"
import { PageFrame } from "./PageFrame.tsx"

/**
 * A route key without a view of its own (views.ts): its frame, plus what is already known for a few
 * keys (the shop root's categories, the help page's contact anchor of SPEC 2.1). Later issues give
 * the account, sell and content keys their views.
 */
export function RoutePage(props: {
  readonly market: MarketCode
  readonly route: ResolvedRoute
  readonly tr: Translator
  readonly names: PageNames
}) {
  const { market, route, tr } = props
  return (
    <PageFrame market={market} route={route} tr={tr} names={props.names}>
      {route.key === "shop" ? <CategoryCards market={market} tr={tr} /> : null}
      {route.key === "faq" ? (
        <section id="contact" className="contact-section" aria-labelledby="contact-title">
          <h2 id="contact-title">{tr.t("page-contact-title")}</h2>
          <p>{tr.t("page-contact-description")}</p>
        </section>
      ) : null}
    </PageFrame>
  )
}
