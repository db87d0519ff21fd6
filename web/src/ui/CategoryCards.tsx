import type { MarketCode } from "@shop/core/markets/index"
import type { Translator } from "../i18n/translator.ts"
import { categoryBlurbKey } from "./categoryNames.ts"
import { categoryLinks } from "./Header.tsx"

/** The five categories as cards linking to their listings. */
export function CategoryCards(props: { readonly market: MarketCode; readonly tr: Translator }) {
  const { market, tr } = props
  return (
    <ul className="category-cards">
      {categoryLinks(market, tr).map((link) => (
        <li key={link.category}>
          <a className="category-card" href={link.href} data-category={link.category}>
            <span className="category-card-name">{link.label}</span>
            <span className="category-card-blurb">{tr.t(categoryBlurbKey[link.category])}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
