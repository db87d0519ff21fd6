import type { MarketCode } from "@shop/core/markets/index"
import { pathOf } from "@shop/core/routes/index"
import type { Translator } from "../i18n/translator.ts"

/**
 * The localized 404 page: what happened, and the ways back into the shop. The header above it has the
 * search and the five categories, so the body does not repeat them: Next writes the 404 page into
 * every page's payload, ready for a link that names nothing (issue 15: 2.5 KB of each product page).
 */
export function NotFoundView(props: { readonly market: MarketCode; readonly tr: Translator }) {
  const { market, tr } = props
  const links = [
    { href: pathOf(market, "index"), label: tr.t("nav-home") },
    { href: pathOf(market, "shop"), label: tr.t("nav-shop") },
    { href: pathOf(market, "sellLanding"), label: tr.t("nav-sell") },
    { href: pathOf(market, "faq"), label: tr.t("nav-help") }
  ]
  return (
    <div className="container page-frame not-found" data-route-key="not-found">
      <h1>{tr.t("not-found-title")}</h1>
      <p className="lead">{tr.t("not-found-body")}</p>
      <h2>{tr.t("not-found-links")}</h2>
      <ul className="frame-links-inline">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}
