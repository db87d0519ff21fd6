import { Categories, type Category } from "@shop/core/catalog/index"
import type { MarketCode } from "@shop/core/markets/index"
import { buildPath, type ResolvedRoute } from "@shop/core/routes/index"
import { Result } from "effect"
import type { Translator } from "../i18n/translator.ts"
import { CategoryCards } from "../ui/CategoryCards.tsx"
import { categoryNameKey } from "../ui/categoryNames.ts"
import type { PageNames } from "./frames.ts"
import { PageFrame } from "./PageFrame.tsx"
import { categoriesOfQuery } from "./searchMatch.ts"

/** The shop root's answer to the header search, until the listing search exists. */
function SearchHint(props: { readonly market: MarketCode; readonly tr: Translator; readonly query: string }) {
  const { market, query, tr } = props
  const names = Object.fromEntries(Categories.map((c) => [c, tr.t(categoryNameKey[c])])) as { readonly [C in Category]: string }
  const matches = categoriesOfQuery(market, query, names).flatMap((category) => {
    const path = buildPath(market, "category", { category })
    return Result.isSuccess(path) ? [{ category, href: path.success }] : []
  })
  return (
    <section className="search-hint" aria-labelledby="search-hint-title">
      <h2 id="search-hint-title">{tr.t("search-results-title", { query })}</h2>
      {matches.length === 0 ? (
        <p>{tr.t("search-no-match")}</p>
      ) : (
        <ul className="frame-links-inline">
          {matches.map((m) => (
            <li key={m.category}>
              <a href={m.href}>{tr.t("search-suggestion", { category: names[m.category] })}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * A route key's page: its frame, plus what the foundation already knows for a few keys (the shop
 * root's categories and search hint, the help page's contact anchor of SPEC 2.1).
 */
export function RoutePage(props: {
  readonly market: MarketCode
  readonly route: ResolvedRoute
  readonly tr: Translator
  readonly names: PageNames
  readonly query?: string | undefined
}) {
  const { market, route, tr } = props
  const query = props.query?.trim() ?? ""
  return (
    <PageFrame market={market} route={route} tr={tr} names={props.names}>
      {route.key === "shop" ? (
        <>
          {query === "" ? null : <SearchHint market={market} tr={tr} query={query} />}
          <CategoryCards market={market} tr={tr} />
        </>
      ) : null}
      {route.key === "faq" ? (
        <section id="contact" className="contact-section" aria-labelledby="contact-title">
          <h2 id="contact-title">{tr.t("page-contact-title")}</h2>
          <p>{tr.t("page-contact-description")}</p>
        </section>
      ) : null}
    </PageFrame>
  )
}
