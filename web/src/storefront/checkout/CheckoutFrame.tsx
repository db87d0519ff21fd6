import type { MarketCode } from "@shop/core/markets/market"
import type { ResolvedRoute } from "@shop/core/routes/index"
import type { ReactNode } from "react"
import type { Translator } from "../../i18n/translator.ts"
import { Breadcrumbs } from "../../ui/Breadcrumbs.tsx"
import { breadcrumbs, frameTitle, type PageNames } from "../frames.ts"

/**
 * The checkout pages' frame: breadcrumb and title, then the page. Unlike other pages there is no
 * "keep browsing" list: an order in progress keeps the shopper's attention on it.
 */
export function CheckoutFrame(props: {
  readonly market: MarketCode
  readonly route: ResolvedRoute
  readonly tr: Translator
  readonly names: PageNames
  readonly children: ReactNode
}) {
  const { market, names, route, tr } = props
  return (
    <div className="container checkout-page" data-route-key={route.key}>
      <Breadcrumbs crumbs={breadcrumbs(market, route, tr, names)} tr={tr} />
      <h1>{frameTitle(route, tr, names)}</h1>
      {props.children}
    </div>
  )
}
