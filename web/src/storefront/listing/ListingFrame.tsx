import type { MarketCode } from "@shop/core/markets/index"
import type { ResolvedRoute } from "@shop/core/routes/index"
import type { ReactNode } from "react"
import type { Translator } from "../../i18n/translator.ts"
import { Breadcrumbs } from "../../ui/Breadcrumbs.tsx"
import { breadcrumbs, frameDescription, frameTitle, type PageNames } from "../frames.ts"

/**
 * The head of a shop page (the frames' breadcrumb, title and description, as PageFrame has them)
 * over the page's own content; the listing pages need the width PageFrame's link list would take.
 */
export function ListingFrame(props: {
  readonly market: MarketCode
  readonly route: ResolvedRoute
  readonly tr: Translator
  readonly names: PageNames
  readonly children: ReactNode
}) {
  const { market, names, route, tr } = props
  return (
    <div className="container page-frame listing-page" data-route-key={route.key}>
      <Breadcrumbs crumbs={breadcrumbs(market, route, tr, names)} tr={tr} />
      <h1>{frameTitle(route, tr, names)}</h1>
      <p className="lead">{frameDescription(route, tr, names)}</p>
      {props.children}
    </div>
  )
}
