import { markets, type MarketCode } from "@shop/core/markets/index"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { Translator } from "../../i18n/translator.ts"
import type { FilterFormState, FilterOption } from "./filterForm.ts"
import { gradeLabel } from "./labels.ts"

/** The form's id: the sort menu above the results belongs to it through its `form` attribute. */
export const filterFormId = "listing-filters-form"

function Choices(props: {
  readonly name: string
  readonly legend: string
  readonly options: ReadonlyArray<FilterOption>
  readonly label: (option: FilterOption) => string
  readonly tr: Translator
  readonly scroll?: boolean
}) {
  const { label, legend, name, options, tr } = props
  return (
    <fieldset className="filter-group" data-filter={name}>
      <legend>{legend}</legend>
      {options.length === 0 ? (
        <p className="filter-none">{tr.t("listing-filter-none")}</p>
      ) : (
        <div className={props.scroll === true && options.length > 8 ? "filter-options filter-options-scroll" : "filter-options"}>
          {options.map((option) => (
            <label key={option.value} className="filter-option">
              <input type="checkbox" name={name} value={option.value} defaultChecked={option.checked} />
              <span className="filter-option-label">{label(option)}</span>
              <span className="filter-count">{option.count}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
}

function PriceField(props: { readonly name: "priceMin" | "priceMax"; readonly label: MessageKey; readonly value: string; readonly placeholder: number | null; readonly tr: Translator }) {
  const id = `filter-${props.name}`
  return (
    <div className="price-field">
      <label htmlFor={id}>{props.tr.t(props.label)}</label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        defaultValue={props.value}
        placeholder={props.placeholder === null ? undefined : String(Math.floor(props.placeholder))}
      />
    </div>
  )
}

/**
 * The filters of a listing as a plain GET form to the page itself (works without JavaScript). On
 * phones it is a disclosure above the results; from 1024 px a sidebar that is always open (CSS).
 * Submitting starts at page 1: the form has no page field.
 */
export function FilterPanel(props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly action: string
  readonly state: FilterFormState
  readonly showBrands: boolean
  readonly activeCount: number
  readonly clearHref: string
  readonly priceRange: { readonly min: number; readonly max: number } | null
}) {
  const { market, state, tr } = props
  return (
    <details className="listing-filters">
      <summary>
        <span>{tr.t("listing-filters-title")}</span>
        {props.activeCount === 0 ? null : <span className="filters-active">{tr.t("listing-filters-active", { count: props.activeCount })}</span>}
      </summary>
      <form id={filterFormId} className="filter-form" method="get" action={props.action}>
        <h2 className="filter-title">{tr.t("listing-filters-title")}</h2>
        {props.showBrands ? (
          <fieldset className="filter-group" data-filter="brand">
            <legend>{tr.t("listing-filter-brand")}</legend>
            <div className={state.brands.length > 8 ? "filter-options filter-options-scroll" : "filter-options"}>
              <label className="filter-option">
                <input type="radio" name="brand" value="" defaultChecked={state.brands.every((b) => !b.checked)} />
                <span className="filter-option-label">{tr.t("listing-filter-any-brand")}</span>
              </label>
              {state.brands.map((brand) => (
                <label key={brand.value} className="filter-option">
                  <input type="radio" name="brand" value={brand.value} defaultChecked={brand.checked} />
                  <span className="filter-option-label">{brand.name}</span>
                  <span className="filter-count">{brand.count}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <fieldset className="filter-group" data-filter="price">
          <legend>{tr.t("listing-filter-price", { currency: markets[market].currencyLabel })}</legend>
          <div className="price-fields">
            <PriceField name="priceMin" label="listing-filter-price-min" value={state.priceMin} placeholder={props.priceRange?.min ?? null} tr={tr} />
            <PriceField name="priceMax" label="listing-filter-price-max" value={state.priceMax} placeholder={props.priceRange === null ? null : Math.ceil(props.priceRange.max)} tr={tr} />
          </div>
        </fieldset>
        <Choices name="shape" legend={tr.t("listing-filter-grade")} options={state.shape} label={(o) => gradeLabel(tr, o.value)} tr={tr} />
        <Choices name="storage" legend={tr.t("listing-filter-storage")} options={state.storage} label={(o) => o.value} tr={tr} />
        <Choices name="colour" legend={tr.t("listing-filter-colour")} options={state.colour} label={(o) => o.label ?? o.value} tr={tr} scroll />
        <div className="filter-actions">
          <button type="submit" className="button">{tr.t("listing-filter-apply")}</button>
          {props.activeCount === 0 ? null : <a href={props.clearHref}>{tr.t("listing-filter-clear")}</a>}
        </div>
      </form>
    </details>
  )
}
