import type { MarketCode } from "@shop/core/markets/index"
import type { ResolvedRoute } from "@shop/core/routes/index"
import type { ReactNode } from "react"
import type { Translator } from "../i18n/translator.ts"
import { Breadcrumbs } from "../ui/Breadcrumbs.tsx"
import { categoryLinks } from "../ui/Header.tsx"
import { breadcrumbs, frameDescription, frameLinks, frameTitle, type PageNames } from "./frames.ts"

/**
 * The localized frame of a page (SPEC 2.1 route keys): breadcrumb, title, what the page is for,
 * the page's own content (children), and links into the shop. Listing pages leave the links out
 * (they need the width); checkout pages leave out the lead and the links too, since an order in
 * progress keeps the shopper's attention on it.
 */
export function PageFrame(props: {
  readonly market: MarketCode
  readonly route: ResolvedRoute
  readonly tr: Translator
  readonly names: PageNames
  readonly children?: ReactNode
  /** Class of the page's own styles, next to `page-frame`. */
  readonly className?: string
  readonly lead?: boolean
  readonly links?: boolean
  /** A heading other than the route's title, for a page whose state the route's title does not fit. */
  readonly heading?: string
}) {
  const { market, names, route, tr } = props
  const links = props.links === false ? [] : [
    ...frameLinks(market, route, tr).map(({ href, key, label }) => ({ href, key: `page:${key}`, label })),
    ...categoryLinks(market, tr).map(({ category, href, label }) => ({ href, key: `category:${category}`, label }))
  ]
  const heading = props.heading ?? frameTitle(route, tr, names)
  // The last crumb is this page: it says what the heading says (a page whose state the route's title
  // does not fit, /logout/ asking first, is not "signed out" in its breadcrumb either).
  const crumbs = breadcrumbs(market, route, tr, names).map((crumb, index, all) => (index === all.length - 1 ? { ...crumb, label: heading } : crumb))
  return (
    <div className={props.className === undefined ? "container page-frame" : `container page-frame ${props.className}`} data-route-key={route.key}>
      <Breadcrumbs crumbs={crumbs} tr={tr} />
      <h1>{heading}</h1>
      {props.lead === false ? null : <p className="lead">{frameDescription(route, tr, names)}</p>}
      {props.children}
      {links.length === 0 ? null : (
        <nav className="frame-links" aria-labelledby="frame-links-title">
          <h2 id="frame-links-title">{tr.t("frame-links-title")}</h2>
          <ul>
            {links.map((link) => (
              <li key={link.key}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
