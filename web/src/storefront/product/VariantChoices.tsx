import type { VariantOption } from "@shop/core/backend/catalog/productDetail"
import type { MarketCode } from "@shop/core/markets/market"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { Translator } from "../../i18n/translator.ts"
import { gradeKeyOf } from "../../ui/categoryNames.ts"
import { Money } from "./Money.tsx"

export type VariantDimension = "shape" | "storage" | "colour"

const titleKey: { readonly [D in VariantDimension]: MessageKey } = {
  shape: "product-choose-grade",
  storage: "product-choose-storage",
  colour: "product-choose-colour"
}

const pathOfUrl = (url: string): string => url.split("?")[0] ?? url

/**
 * A variant's link from the page of the chosen one: only its query when the path is the same (another
 * grade of the same device), which the browser resolves against the page (issue 15: every link is
 * written twice in the HTML).
 */
export const hrefFrom = (current: string | null, target: string): string =>
  current !== null && target.includes("?") && pathOfUrl(current) === pathOfUrl(target) ? target.slice(target.indexOf("?")) : target

/**
 * One variant dimension as a row of links to the variants' pages (plain links: they work without
 * JavaScript and by keyboard). The current choice is announced with aria-current; a variant that is
 * sold out still links, so the shopper can see it, and says so.
 */
function ChoiceGroup(props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly dimension: VariantDimension
  readonly options: ReadonlyArray<VariantOption>
}) {
  const { dimension, market, options, tr } = props
  const headingId = `pdp-choose-${dimension}`
  // Grades are the shell's words; colours and storage come named by the catalogue.
  const labelOf = (option: VariantOption): string => {
    if (dimension !== "shape") return option.label
    const key = gradeKeyOf(option.value)
    return key === null ? option.value : tr.t(key)
  }
  const selected = options.find((o) => o.selected)
  return (
    <div className="pdp-choice-group" role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="pdp-choice-title">
        {tr.t(titleKey[dimension])}
        {selected === undefined ? null : <span className="pdp-choice-current">: {labelOf(selected)}</span>}
      </h2>
      <ul className="pdp-choices" data-dimension={dimension}>
        {options.map((option) => {
          const body = (
            <>
              <span className="pdp-choice-value">{labelOf(option)}</span>
              {option.inStock
                ? <Money market={market} amount={option.price} t={tr.t} className="pdp-choice-price" />
                : <span className="pdp-choice-price">{tr.t("product-option-sold-out")}</span>}
            </>
          )
          const className = `pdp-choice${option.inStock ? "" : " pdp-choice-sold-out"}`
          return (
            <li key={option.value}>
              {option.productUrl === null ? (
                <span className={className} aria-disabled="true">{body}</span>
              ) : (
                <a
                  className={className}
                  href={hrefFrom(selected?.productUrl ?? null, option.productUrl)}
                  {...(option.selected ? { "aria-current": "page" } : {})}
                  data-testid={`variant-${dimension}`}
                >
                  {body}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** Condition, storage and colour choices (a device without storage sizes has no storage row). */
export function VariantChoices(props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly options: { readonly [D in VariantDimension]: ReadonlyArray<VariantOption> }
}) {
  const dimensions: ReadonlyArray<VariantDimension> = ["shape", "storage", "colour"]
  return (
    <div className="pdp-variants">
      {dimensions
        .filter((dimension) => props.options[dimension].length > 0)
        .map((dimension) => (
          <ChoiceGroup key={dimension} market={props.market} tr={props.tr} dimension={dimension} options={props.options[dimension]} />
        ))}
    </div>
  )
}
