import type { MarketCode } from "@shop/core/markets/index"
import { buildPath, pathOf } from "@shop/core/routes/index"
import { Option, Result } from "effect"
import type { Translator } from "../i18n/translator.ts"
import { categoryLinks } from "./Header.tsx"

/** Help, about, reviews, blog and the seller guide (issue 4), plus the shop's own entry points. */
export function Footer(props: { readonly market: MarketCode; readonly tr: Translator }) {
  const { market, tr } = props
  const company = [
    { href: pathOf(market, "faq"), label: tr.t("nav-help") },
    { href: pathOf(market, "aboutUs"), label: tr.t("nav-about") },
    { href: pathOf(market, "reviews"), label: tr.t("nav-reviews") },
    { href: pathOf(market, "blog"), label: tr.t("nav-blog") },
    { href: pathOf(market, "sellerGuide"), label: tr.t("nav-seller-guide") },
    // SPEC 2.2: only Hungary has a refund-policy page.
    ...Option.toArray(Result.getSuccess(buildPath(market, "refundPolicy"))).map((href) => ({ href, label: tr.t("page-refund-policy-title") }))
  ]
  const shop = [
    { href: pathOf(market, "shop"), label: tr.t("nav-shop") },
    ...categoryLinks(market, tr).map(({ href, label }) => ({ href, label })),
    { href: pathOf(market, "sellLanding"), label: tr.t("nav-sell") },
    { href: pathOf(market, "account"), label: tr.t("nav-account") }
  ]
  return (
    <footer className="site-footer">
      <nav className="container footer-columns" aria-label={tr.t("footer-label")}>
        <div>
          <h2>{tr.t("footer-heading-company")}</h2>
          <ul>
            {company.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              {/* Reopens the cookie consent banner (client/consent/ConsentBanner.tsx listens for it). */}
              <button type="button" className="footer-consent" data-consent-open="" data-testid="consent-open">
                {tr.t("consent-settings-link")}
              </button>
            </li>
          </ul>
        </div>
        <div>
          <h2>{tr.t("footer-heading-shop")}</h2>
          <ul>
            {shop.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <p className="container footer-note">
        <strong>{tr.t("site-name")}</strong> · {tr.t("footer-note")}
      </p>
    </footer>
  )
}
