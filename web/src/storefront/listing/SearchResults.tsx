import type { SearchResult } from "@shop/core/backend/catalog/catalogSearch"
import type { MarketCode } from "@shop/core/markets/index"
import { buildPath } from "@shop/core/routes/index"
import { Result } from "effect"
import type { Translator } from "../../i18n/translator.ts"
import { categoryNameKey } from "../../ui/categoryNames.ts"
import { ProductCard } from "../../ui/ProductCard.tsx"
import { ModelCards } from "./ModelCards.tsx"

/**
 * The header search's answer on the shop root (core searchCatalog): the categories the words
 * name, the models that match (linking to their model pages) and the best price of the first ones.
 */
export function SearchResults(props: { readonly market: MarketCode; readonly tr: Translator; readonly result: SearchResult }) {
  const { market, result, tr } = props
  const query = result.query.trim()
  const categories = result.categories.flatMap((category) => {
    const href = buildPath(market, "category", { category })
    return Result.isSuccess(href) ? [{ category, href: href.success, label: tr.t(categoryNameKey[category]) }] : []
  })
  const more = result.modelCount - result.models.length
  return (
    <section className="search-results" aria-labelledby="search-results-title" data-testid="search-results">
      <h2 id="search-results-title">{tr.t("listing-search-title", { query })}</h2>
      {categories.length === 0 ? null : (
        <ul className="search-categories">
          {categories.map((c) => (
            <li key={c.category}>
              <a href={c.href}>{tr.t("listing-search-category", { category: c.label })}</a>
            </li>
          ))}
        </ul>
      )}
      {result.models.length === 0 ? (
        <p className="search-none">{tr.t("listing-search-none", { query })}</p>
      ) : (
        <>
          {result.partial ? <p className="listing-notice">{tr.t("listing-search-partial")}</p> : null}
          <h3>{tr.t("listing-search-models")}</h3>
          <ModelCards market={market} tr={tr} models={result.models} showBrand />
          {more > 0 ? <p className="search-more">{tr.t("listing-search-more", { count: more })}</p> : null}
          {result.devices.length === 0 ? null : (
            <>
              <h3>{tr.t("listing-search-devices")}</h3>
              <div className="product-grid">
                {result.devices.map((product) => <ProductCard key={product.id} market={market} tr={tr} product={product} />)}
              </div>
            </>
          )}
        </>
      )}
    </section>
  )
}
