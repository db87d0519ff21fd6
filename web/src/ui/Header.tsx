import { Categories } from "@shop/core/catalog/index"
import type { MarketCode } from "@shop/core/markets/index"
import { buildPath, pathOf } from "@shop/core/routes/index"
import { Result } from "effect"
import type { Translator } from "../i18n/translator.ts"
import { AccountLink } from "./AccountLink.tsx"
import { CartBadge } from "./CartBadge.tsx"
import { CategoryBar } from "./CategoryBar.tsx"
import { Icon } from "./Icon.tsx"
import { categoryNameKey } from "./categoryNames.ts"
import { SearchBox } from "./SearchBox.tsx"

/** Category listing paths of a market, with the localized slugs (core categorySlug via the route table). */
export const categoryLinks = (market: MarketCode, tr: Translator) =>
  Categories.flatMap((category) => {
    const path = buildPath(market, "category", { category })
    return Result.isSuccess(path) ? [{ category, href: path.success, label: tr.t(categoryNameKey[category]) }] : []
  })

/**
 * Logo, search, sell, account and cart on top; the five categories below (scrolling sideways on
 * phones, with a fade and arrows where more hide: CategoryBar).
 * Nothing of the visitor is rendered here (the account link and the cart badge are client islands),
 * so the header is the same for every visitor of a market.
 */
export function Header(props: { readonly market: MarketCode; readonly tr: Translator }) {
  const { market, tr } = props
  return (
    <header className="site-header">
      <div className="container header-bar">
        <a className="logo" href={pathOf(market, "index")}>
          {tr.t("site-name")}
        </a>
        <SearchBox market={market} tr={tr} />
        <nav className="header-actions" aria-label={tr.t("nav-main-label")}>
          <a className="sell-link" href={pathOf(market, "sellLanding")}>
            {tr.t("nav-sell")}
          </a>
          <AccountLink
            texts={{
              signIn: tr.t("nav-sign-in"),
              myAccount: tr.t("nav-my-account"),
              loginHref: pathOf(market, "login"),
              accountHref: pathOf(market, "account")
            }}
          >
            <Icon name="person" />
          </AccountLink>
          <a className="cart-link" href={pathOf(market, "cart")}>
            <Icon name="cart" />
            <span className="cart-link-text">{tr.t("nav-cart")}</span>
            <span className="visually-hidden">{tr.t("cart-items-label")}</span>
            <CartBadge />
          </a>
        </nav>
      </div>
      <nav className="category-nav" aria-label={tr.t("nav-categories-label")}>
        <CategoryBar texts={{ back: tr.t("nav-categories-back"), more: tr.t("nav-categories-more") }}>
          <li>
            <a href={pathOf(market, "shop")}>{tr.t("nav-shop")}</a>
          </li>
          {categoryLinks(market, tr).map((link) => (
            <li key={link.category}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
          {/* Phones: the sell link sits here, where there is room; wider screens show it in the bar. */}
          <li className="sell-item">
            <a href={pathOf(market, "sellLanding")}>{tr.t("nav-sell")}</a>
          </li>
        </CategoryBar>
      </nav>
    </header>
  )
}
