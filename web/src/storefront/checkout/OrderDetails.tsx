import type { Order } from "@shop/core/orders/orderTypes"
import type { ParcelLocker } from "@shop/core/locations/locationTypes"
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import type { Translator } from "../../i18n/translator.ts"
import { serviceNameKey } from "../../ui/addOnNames.ts"
import { paymentMethodKeys, paymentStateKey } from "./checkoutText.ts"
import { type ProductRow, TotalsList } from "./TotalsList.tsx"
import type { OrderTradeIn } from "@shop/core/orders/orderTradeIn"
import { OrderTradeInCard } from "./OrderTradeInCard.tsx"

/** The order number the shopper quotes: the order id, which is also its link's key. */
export function OrderNumber(props: { readonly order: Order; readonly tr: Translator }) {
  return (
    <p className="checkout-order-number">
      {props.tr.t("checkout-order-number")} <strong data-testid="order-number">{props.order.id}</strong>
    </p>
  )
}

function Delivery(props: { readonly order: Order; readonly locker: ParcelLocker | null; readonly tr: Translator }) {
  const { order, tr } = props
  if (order.delivery.method === "locker") {
    return (
      <>
        <p><strong>{tr.t("checkout-delivery-locker")}</strong></p>
        <p>{props.locker === null ? order.delivery.lockerId : props.locker.name}</p>
        {props.locker === null ? null : <p>{`${props.locker.address}, ${props.locker.locality}`}</p>}
      </>
    )
  }
  const a = order.delivery.address
  return (
    <>
      <p><strong>{tr.t("checkout-delivery-courier")}</strong></p>
      <address>
        {order.contact.name}
        <br />
        {`${a.street} ${a.number}`}
        {a.details === null ? null : <><br />{a.details}</>}
        <br />
        {[a.postalCode, a.locality].filter((part) => part !== null).join(" ")}
        <br />
        {a.county}
      </address>
    </>
  )
}

/**
 * What was ordered, as the server priced it: the lines with their services and accessories, loose
 * accessories, the totals (with the BG euro equivalent), the delivery and the payment.
 */
export function OrderDetails(props: {
  readonly market: MarketCode
  readonly order: Order
  readonly locker: ParcelLocker | null
  readonly tr: Translator
  /** The order's trade-in (issue 19), shown beside its payment: a credit paid later, not part of the total. */
  readonly tradeIn?: OrderTradeIn | null
}) {
  const { market, order, tr } = props
  const price = (amount: number) => formatPrice(market, amount)
  const row = (label: ProductRow["label"], amount: number, shown: boolean): ReadonlyArray<ProductRow> => (shown ? [{ label, amount }] : [])
  const products = [
    ...row("checkout-total-devices", order.totals.devices, true),
    ...row("checkout-total-services", order.totals.extraServices, order.totals.extraServices > 0),
    ...row("checkout-total-accessories", order.totals.accessories, order.totals.accessories > 0)
  ]
  return (
    <div className="checkout-order">
      <section className="checkout-card" aria-labelledby="checkout-order-items">
        <h2 id="checkout-order-items">{tr.t("checkout-order-items")}</h2>
        <ul className="checkout-summary-lines">
          {order.lines.map((line, index) => (
            <li key={`${line.productId}-${index}`} data-testid="order-line">
              <div className="checkout-summary-row">
                <span>{line.title}</span>
                <span>{price(line.unitPrice)}</span>
              </div>
              {line.extraServices.length + line.accessories.length === 0 ? null : (
                <ul className="checkout-summary-extras">
                  {line.extraServices.map((s) => <li key={`s${s.id}`}>{`${tr.t(serviceNameKey(s))} · ${price(s.price)}`}</li>)}
                  {line.accessories.map((a) => <li key={`a${a.id}`}>{`${a.name} · ${price(a.price)}`}</li>)}
                </ul>
              )}
            </li>
          ))}
          {order.looseAccessories.map((a) => (
            <li key={`loose${a.id}`} data-testid="order-line">
              <div className="checkout-summary-row">
                <span>{a.name}</span>
                <span>{price(a.price)}</span>
              </div>
            </li>
          ))}
        </ul>
        <TotalsList
          market={market}
          t={tr.t}
          totals={order.totals}
          products={products}
          cashOnDelivery={order.totals.cashOnDeliveryFee > 0}
          testIds={{ total: "order-total" }}
        />
      </section>
      <div className="checkout-order-side">
        <section className="checkout-card" aria-labelledby="checkout-order-delivery">
          <h2 id="checkout-order-delivery">{tr.t("checkout-order-delivery")}</h2>
          <Delivery order={order} locker={props.locker} tr={tr} />
          <p>{`${order.contact.email} · ${order.contact.phone}`}</p>
        </section>
        <section className="checkout-card" aria-labelledby="checkout-order-payment">
          <h2 id="checkout-order-payment">{tr.t("checkout-order-payment")}</h2>
          <p><strong>{tr.t(paymentMethodKeys[order.paymentMethod].name)}</strong></p>
          <p data-testid="order-payment-state" data-state={order.paymentState}>
            {tr.t(paymentStateKey(order.paymentMethod, order.paymentState))}
          </p>
        </section>
        {props.tradeIn === undefined || props.tradeIn === null ? null : <OrderTradeInCard market={market} tradeIn={props.tradeIn} tr={tr} />}
      </div>
    </div>
  )
}
