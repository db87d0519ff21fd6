import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import type { OrderTradeIn } from "@shop/core/orders/orderTradeIn"
import { saleStatusKey } from "../account/saleStatus.ts"
import type { Translator } from "../../i18n/translator.ts"

/**
 * A purchase's trade-in (issue 19) on its order page and in my purchases: the device, its credit
 * (paid after inspection, never taken off the order's total), where its sale stands, and, for an
 * account, the sale's page where a counter-offer is answered.
 */
export function OrderTradeInCard(props: {
  readonly market: MarketCode
  readonly tradeIn: OrderTradeIn
  readonly tr: Translator
  /** The sale's page in the account, when the reader has one. */
  readonly saleHref?: string
}) {
  const { market, tr, tradeIn } = props
  return (
    <section className="checkout-card order-trade-in" data-testid="order-trade-in" data-status={tradeIn.status} data-sell-order-id={tradeIn.sellOrderId} aria-labelledby={`order-trade-in-${tradeIn.sellOrderId}`}>
      <h2 id={`order-trade-in-${tradeIn.sellOrderId}`}>{tr.t("order-trade-in-title")}</h2>
      <p>{tr.t("order-trade-in-credit", { model: tradeIn.modelName, credit: formatPrice(market, tradeIn.credit) })}</p>
      <p>
        <span className={`account-badge account-badge-${tradeIn.status}`} data-testid="order-trade-in-status">{tr.t(saleStatusKey[tradeIn.status])}</span>
      </p>
      <p className="order-trade-in-pickup">{tr.t("order-trade-in-pickup")}</p>
      {props.saleHref === undefined ? null : <p><a href={props.saleHref}>{tr.t("order-trade-in-open")}</a></p>}
    </section>
  )
}
