import type { Brand } from "@shop/core/catalog/catalogTypes"
import { type MarketCode, markets } from "@shop/core/markets/index"
import { pathOf } from "@shop/core/routes/index"
import type { Translator } from "../../i18n/translator.ts"
import { ProductCard } from "../../ui/ProductCard.tsx"
import { FilterPanel, filterFormId } from "./FilterPanel.tsx"
import { filterFormState } from "./filterForm.ts"
import { chipLabel, sortKey, sortOrder } from "./labels.ts"
import type { ListingData } from "./listingData.ts"
import { clearedHref, filterChips } from "./listingLinks.ts"
import { activeFilterCount } from "./listingParams.ts"
import { Pager } from "./Pager.tsx"

/**
 * A listing of devices with its filters, sort, active-filter chips, pager and empty state: the
 * same block on the category, brand and model pages. `brands` is the brand filter's choices (null
 * where the page is one brand's). `dropped` names the URL's parameters that were reset.
 */
export function ListingSection(props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly pathname: string
  readonly data: ListingData
  readonly dropped: ReadonlyArray<string>
  readonly brands: ReadonlyArray<Brand> | null
  /** Pages whose h1 already says what is listed keep the section's title for screen readers. */
  readonly titleHidden?: boolean
}) {
  const { data, market, pathname, tr } = props
  const { filters, result } = data
  const active = activeFilterCount(filters)
  const brandNames = new Map((props.brands ?? []).map((b) => [b.slug, b.name]))
  const colourNames = new Map(result.facets.colour.map((f) => [f.value, f.label ?? f.value]))
  const chips = filterChips(pathname, filters)
  const clear = clearedHref(pathname, filters)
  const from = (filters.page - 1) * result.query.pageSize + 1
  const to = from + result.items.length - 1
  const currency = markets[market].currencyLabel
  return (
    <section className="listing" id="devices" aria-labelledby="listing-title" data-currency={currency}>
      <h2 id="listing-title" className={props.titleHidden === true ? "visually-hidden" : "listing-title"}>{tr.t("listing-devices-title")}</h2>
      {props.dropped.length === 0 ? null : (
        <p className="listing-notice" role="status" data-testid="listing-notice">{tr.t("listing-notice-reset")}</p>
      )}
      {data.pageReset ? <p className="listing-notice" role="status">{tr.t("listing-notice-page")}</p> : null}
      <div className="listing-layout">
        <FilterPanel
          market={market}
          tr={tr}
          action={pathname}
          state={filterFormState(filters, result.facets, props.brands)}
          showBrands={props.brands !== null}
          activeCount={active}
          clearHref={clear}
          priceRange={result.facets.price}
        />
        <div className="listing-main">
          <div className="listing-toolbar">
            <p className="listing-count" data-testid="listing-count">
              <strong>{tr.t("listing-result-count", { count: result.total })}</strong>
              {result.items.length > 0 && result.pageCount > 1 ? (
                <span className="listing-range">{tr.t("listing-result-range", { from, to, total: result.total })}</span>
              ) : null}
            </p>
            <div className="listing-sort">
              <label htmlFor="listing-sort">{tr.t("listing-sort-label")}</label>
              <select id="listing-sort" name="sort" form={filterFormId} defaultValue={filters.sort}>
                {sortOrder.map((sort) => <option key={sort} value={sort}>{tr.t(sortKey[sort])}</option>)}
              </select>
              <button type="submit" form={filterFormId} className="button button-outline listing-sort-button">
                {tr.t("listing-sort-apply")}
              </button>
            </div>
          </div>
          {chips.length === 0 ? null : (
            <div className="filter-chips">
              <h3 className="visually-hidden">{tr.t("listing-chips-title")}</h3>
              <ul>
                {chips.map((chip) => {
                  const label = chipLabel(market, tr, brandNames, chip.field, chip.value, colourNames)
                  return (
                    <li key={`${chip.field}:${chip.value}`}>
                      <a className="filter-chip" href={chip.href} aria-label={tr.t("listing-chip-remove", { label })} data-field={chip.field}>
                        <span>{label}</span>
                        <span className="filter-chip-x" aria-hidden="true">×</span>
                      </a>
                    </li>
                  )
                })}
                {chips.length > 1 ? <li><a className="filter-chips-clear" href={clear}>{tr.t("listing-chips-clear")}</a></li> : null}
              </ul>
            </div>
          )}
          {result.items.length === 0 ? (
            <div className="listing-empty" data-testid="listing-empty">
              {active > 0 ? (
                <>
                  <h3>{tr.t("listing-empty-title")}</h3>
                  <p>{tr.t("listing-empty-body")}</p>
                  <a className="button" href={clear}>{tr.t("listing-empty-clear")}</a>
                </>
              ) : (
                <>
                  <h3>{tr.t("listing-empty-scope-title")}</h3>
                  <p>{tr.t("listing-empty-scope-body")}</p>
                  <a className="button" href={pathOf(market, "shop")}>{tr.t("page-shop-title")}</a>
                </>
              )}
            </div>
          ) : (
            <div className="product-grid listing-grid">
              {result.items.map((product) => <ProductCard key={product.id} market={market} tr={tr} product={product} />)}
            </div>
          )}
          <Pager tr={tr} pathname={pathname} filters={filters} pageCount={result.pageCount} />
        </div>
      </div>
    </section>
  )
}
