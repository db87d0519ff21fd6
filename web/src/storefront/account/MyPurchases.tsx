import { myPurchasesWithSteps, type Purchase } from "@shop/core/backend/account/purchaseSteps"
import { orderTradeInOf } from "@shop/core/backend/orders/tradeInQueries"
import type { OrderTradeIn } from "@shop/core/orders/orderTradeIn"
import { Effect, Option, Result } from "effect"
import type { FulfilmentState } from "@shop/core/orders/fulfilment"
import type { Order } from "@shop/core/orders/orderTypes"
import type { PaymentState } from "@shop/core/payments/paymentState"
import type { MarketCode } from "@shop/core/markets/index"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { pathOf, pathOfRoute } from "@shop/core/routes/router"
import { OrderTradeInCard } from "../checkout/OrderTradeInCard.tsx"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { Translator } from "../../i18n/translator.ts"
import { loadForPage } from "../../server/page.ts"
import { shortReference } from "../orderReference.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { requireAccountUser } from "./accountSession.ts"
import { formatDay } from "./format.ts"

const paymentStateKey: { readonly [S in PaymentState]: MessageKey } = {
  created: "myaccount-payment-created",
  processing: "myaccount-payment-processing",
  paid: "myaccount-payment-paid",
  failed: "myaccount-payment-failed",
  cancelled: "myaccount-payment-cancelled",
  refunded: "myaccount-payment-refunded"
}

const fulfilmentKey: { readonly [S in FulfilmentState]: MessageKey } = {
  placed: "myaccount-fulfilment-placed",
  packed: "myaccount-fulfilment-packed",
  shipped: "myaccount-fulfilment-shipped",
  delivered: "myaccount-fulfilment-delivered",
  cancelled: "myaccount-fulfilment-cancelled"
}

/** Where the parcel is: nothing to say of an order whose payment ended it before the warehouse saw it. */
const showsFulfilment = (order: Purchase): boolean =>
  order.fulfilment.state !== "placed" || (order.paymentState !== "cancelled" && order.paymentState !== "refunded")

function FulfilmentFacts({ market, order, tr }: { readonly market: MarketCode; readonly order: Purchase; readonly tr: Translator }) {
  const { fulfilment } = order
  return (
    <div className="account-fulfilment" data-testid="account-fulfilment" data-state={fulfilment.state}>
      <div>
        <dt>{tr.t("myaccount-fulfilment")}</dt>
        <dd data-testid="account-fulfilment-state">{tr.t(fulfilmentKey[fulfilment.state])}</dd>
      </div>
      {fulfilment.trackingNumber === null ? null : (
        <div>
          <dt>{tr.t("myaccount-tracking-number")}</dt>
          <dd className="account-id" data-testid="account-tracking-number">{fulfilment.trackingNumber}</dd>
        </div>
      )}
      {fulfilment.steps.length === 0 ? null : (
        <div>
          <dt className="visually-hidden">{tr.t("myaccount-fulfilment")}</dt>
          <dd>
            <ol className="account-fulfilment-steps">
              {fulfilment.steps.map((step) => (
                <li key={`${step.state}-${step.at}`} data-testid="account-fulfilment-step" data-state={step.state}>
                  {tr.t("myaccount-fulfilment-step", { step: tr.t(fulfilmentKey[step.state]), date: formatDay(market, step.at) })}
                </li>
              ))}
            </ol>
          </dd>
        </div>
      )}
    </div>
  )
}

const paymentMethodKey: { readonly [M in Order["paymentMethod"]]: MessageKey } = {
  card: "myaccount-method-card",
  "cash-on-delivery": "myaccount-method-cash",
  instalments: "myaccount-method-instalments"
}

/** A trade-in's sale in the account (where a counter-offer is answered). */
const saleHref = (market: MarketCode, saleId: string): string =>
  Result.getOrElse(pathOfRoute(market, { key: "saleDetails", params: { saleId } } as never), () => pathOf(market, "mySales"))

function PurchaseCard({ market, order, tr, tradeIn }: {
  readonly market: MarketCode
  readonly order: Purchase
  readonly tr: Translator
  readonly tradeIn: OrderTradeIn | null
}) {
  return (
    <li className="account-card" data-testid="account-purchase" data-order-id={order.id}>
      <div className="account-card-head">
        <span>{tr.t("myaccount-order-placed", { date: formatDay(market, order.placedAt) })}</span>
        <span className={`account-badge account-badge-${order.paymentState}`} data-testid="account-payment-state">
          {tr.t(paymentStateKey[order.paymentState])}
        </span>
      </div>
      <ul className="account-card-lines">
        {order.lines.map((line, index) => <li key={`${line.productId}-${index}`}>{line.title}</li>)}
        {order.looseAccessories.map((accessory, index) => <li key={`a-${accessory.id}-${index}`}>{accessory.name}</li>)}
      </ul>
      <dl className="account-card-facts">
        <div><dt>{tr.t("myaccount-order-number")}</dt><dd className="account-id">{shortReference(order.id)}</dd></div>
        <div><dt>{tr.t("myaccount-order-payment")}</dt><dd>{tr.t(paymentMethodKey[order.paymentMethod])}</dd></div>
        <div><dt>{tr.t("myaccount-order-total")}</dt><dd>{formatPrice(market, order.totals.total)}</dd></div>
        {showsFulfilment(order) ? <FulfilmentFacts market={market} order={order} tr={tr} /> : null}
      </dl>
      {tradeIn === null ? null : <OrderTradeInCard market={market} tradeIn={tradeIn} tr={tr} saleHref={saleHref(market, tradeIn.sellOrderId)} />}
    </li>
  )
}

export async function MyPurchasesView(props: ViewProps<"myPurchases">) {
  const { market, names, route, tr, pathname } = props
  const user = await requireAccountUser(market, pathname)
  // Each purchase with the trade-in it brought along (issue 19), if any.
  const orders = await loadForPage(Effect.flatMap(myPurchasesWithSteps(user.id, market), (purchases) =>
    Effect.forEach(purchases, (order) => Effect.map(orderTradeInOf(order.id), (tradeIn) => ({ order, tradeIn: Option.getOrNull(tradeIn) })))))
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area" links={false}>
      <p><a href={pathOf(market, "account")}>{tr.t("myaccount-back")}</a></p>
      {orders.length === 0
        ? <p className="account-empty" data-testid="account-empty">{tr.t("myaccount-purchases-empty")}</p>
        : <ul className="account-cards">{orders.map(({ order, tradeIn }) => <PurchaseCard key={order.id} market={market} order={order} tr={tr} tradeIn={tradeIn} />)}</ul>}
    </PageFrame>
  )
}
