import type { OrderTotals } from "@shop/core/orders/orderTypes"
import { formatEuroEquivalent } from "@shop/core/markets/euro"
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { Option } from "effect"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { MessageValues } from "../../i18n/translator.ts"

export interface ProductRow {
  readonly label: MessageKey
  readonly amount: number
}

/**
 * The totals of an order, the same on the checkout summary (priced in the browser by core's
 * orderTotals) and on the order pages (as the server priced it): the product rows, shipping, the
 * cash-on-delivery fee when it applies, the total and (BG) its euro equivalent. No hooks, so both
 * the client summary and the server pages draw it.
 */
export function TotalsList(props: {
  readonly market: MarketCode
  readonly t: (key: MessageKey, values?: MessageValues) => string
  readonly totals: OrderTotals
  readonly products: ReadonlyArray<ProductRow>
  readonly cashOnDelivery: boolean
  readonly testIds: { readonly shipping?: string; readonly total: string }
}) {
  const { market, t, totals } = props
  const price = (amount: number) => formatPrice(market, amount)
  const euro = formatEuroEquivalent(market, totals.total)
  return (
    <dl className="checkout-totals">
      {props.products.map(({ amount, label }) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{price(amount)}</dd>
        </div>
      ))}
      <div>
        <dt>{t("checkout-summary-shipping")}</dt>
        <dd data-testid={props.testIds.shipping}>{totals.shipping === 0 ? t("checkout-summary-free") : price(totals.shipping)}</dd>
      </div>
      {props.cashOnDelivery ? (
        <div>
          <dt>{t("checkout-summary-cod-fee")}</dt>
          <dd>{price(totals.cashOnDeliveryFee)}</dd>
        </div>
      ) : null}
      <div className="checkout-total">
        <dt>{t("checkout-summary-total")}</dt>
        <dd data-testid={props.testIds.total}>{price(totals.total)}</dd>
      </div>
      {Option.isSome(euro) ? (
        <div className="checkout-euro">
          <dt className="visually-hidden">{t("checkout-euro-label")}</dt>
          <dd>{t("checkout-euro-equivalent", { amount: euro.value })}</dd>
        </div>
      ) : null}
    </dl>
  )
}
