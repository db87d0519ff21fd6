import type { WarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import type { ListedProduct } from "@shop/core/catalog/listedProduct"
import type { Translator } from "../../i18n/translator.ts"
import { categoryNameKey } from "../../ui/categoryNames.ts"
import { gradeExplanationKey, specFacts } from "./productText.ts"

/** The promises that make a refurbished device an easy buy: warranty, return period, testing. */
export function WarrantyFacts(props: { readonly tr: Translator; readonly warranty: WarrantyReturnsSettings }) {
  const { tr, warranty } = props
  return (
    <section className="pdp-card pdp-warranty" aria-labelledby="pdp-warranty-title">
      <h2 id="pdp-warranty-title">{tr.t("product-warranty-title")}</h2>
      <ul className="pdp-promises">
        <li data-testid="warranty-years">{tr.t("product-warranty-years", { years: warranty.defaultWarrantyPeriodYears })}</li>
        <li data-testid="return-days">{tr.t("product-return-days", { days: warranty.defaultReturnPeriodDays })}</li>
        <li>{tr.t("product-warranty-tested")}</li>
      </ul>
    </section>
  )
}

/** What the device's grade means, and what holds for every grade. */
export function GradeExplanation(props: { readonly tr: Translator; readonly shape: string; readonly grade: string }) {
  const { tr } = props
  return (
    <section className="pdp-card pdp-grade" aria-labelledby="pdp-grade-title">
      <h2 id="pdp-grade-title">{tr.t("product-grade-title", { grade: props.grade })}</h2>
      <p>{tr.t(gradeExplanationKey(props.shape))}</p>
      <p className="pdp-muted">{tr.t("product-grade-common")}</p>
    </section>
  )
}

/** The device's facts as a definition list. */
export function SpecTable(props: { readonly tr: Translator; readonly product: ListedProduct; readonly grade: string }) {
  const { product, tr } = props
  const rows = [
    { label: tr.t("product-spec-category"), value: tr.t(categoryNameKey[product.category]) },
    ...specFacts(product).map((fact) => ({ label: tr.t(fact.label), value: fact.value })),
    { label: tr.t("product-spec-condition"), value: props.grade }
  ]
  return (
    <section className="pdp-card pdp-specs" aria-labelledby="pdp-specs-title">
      <h2 id="pdp-specs-title">{tr.t("product-specs-title")}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.label} className="pdp-spec-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
