import type { ListedProduct } from "@shop/core/catalog/listedProduct"
import type { MarketCode } from "@shop/core/markets/market"
import type { Translator } from "../../i18n/translator.ts"
import { Money, moneyText } from "./Money.tsx"
import { previousPriceOf, savingOf } from "../../ui/price.ts"

/**
 * The device's price: ours, the previous one struck through when the EU Omnibus rule lets a reduction
 * be announced (core catalog/omnibus.ts chose it: the lowest price of the 30 days before the
 * reduction), saying so, and the new (retail) price with what the shopper saves against it: a
 * comparison with another product, so that price is never struck through as if it were ours.
 */
export function PriceSummary(props: { readonly market: MarketCode; readonly tr: Translator; readonly product: ListedProduct }) {
  const { market, product, tr } = props
  const previous = previousPriceOf(product.price, product.previousPrice)
  const saving = savingOf(product.price, product.retailPrice)
  return (
    <div className="pdp-prices">
      <p className="pdp-price-now">
        <span className="visually-hidden">{tr.t("product-price-label")}: </span>
        <Money market={market} amount={product.price} t={tr.t} className="pdp-price-main" testId="product-price" />
        {previous === null ? null : (
          <>
            {" "}
            <span className="pdp-price-previous">
              <span className="visually-hidden">{tr.t("product-price-previous-label")}: </span>
              <s><Money market={market} amount={previous} t={tr.t} /></s>
            </span>
          </>
        )}
      </p>
      {previous === null ? null : <p className="pdp-price-omnibus">{tr.t("product-price-omnibus-note")}</p>}
      {product.retailPrice === null || saving === null ? null : (
        <p className="pdp-price-retail">
          {tr.t("product-price-retail-label")}: <Money market={market} amount={product.retailPrice} t={tr.t} />
          <br />
          <strong className="pdp-saving">
            {tr.t("product-price-saving", { amount: moneyText(market, saving.amount, tr.t), percent: saving.percent })}
          </strong>
        </p>
      )}
      <p className="pdp-vat">{tr.t("product-vat-note")}</p>
    </div>
  )
}
