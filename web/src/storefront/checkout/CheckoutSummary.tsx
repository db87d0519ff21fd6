"use client"
import type { ShippingRates } from "@shop/core/catalog/catalogTypes"
import { orderTotals, productsTotal } from "@shop/core/orders/orderTotals"
import type { PaymentMethod } from "@shop/core/orders/orderTypes"
import type { DeliveryMethod } from "@shop/core/orders/shipping"
import { isHiddenFromFlatList } from "@shop/core/cart/accessory"
import type { CartState } from "@shop/core/cart/cartState"
import { lineSubtotal } from "@shop/core/cart/totals"
import { extraServicePrice } from "@shop/core/cart/extraService"
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { useT } from "../../client/useT.ts"
import { serviceNameKey } from "../../ui/addOnNames.ts"
import { TotalsList } from "./TotalsList.tsx"

/**
 * The order summary beside the form: each device with its services and accessories, loose
 * accessories, products, shipping for the chosen method, the cash-on-delivery fee when chosen, the
 * total and (BG) its euro equivalent. Totals are core's orderTotals, the rule the server prices the
 * placed order with. Professional installation and wrapping tax are not listed (SPEC 5) but counted.
 */
export function CheckoutSummary(props: {
  readonly market: MarketCode
  readonly cart: CartState
  readonly rates: ShippingRates
  readonly delivery: DeliveryMethod
  readonly payment: PaymentMethod | ""
}) {
  const { cart, market } = props
  const t = useT()
  const price = (amount: number) => formatPrice(market, amount)
  const totals = orderTotals(cart, props.rates, props.delivery, props.payment === "" ? null : props.payment)
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t("checkout-summary-title")}</h2>
      <ul className="checkout-summary-lines">
        {cart.phoneCart.map((line) => (
          <li key={line.id} data-testid="checkout-line">
            <div className="checkout-summary-row">
              <span>{line.naming.title}</span>
              <span>{price(lineSubtotal(line))}</span>
            </div>
            <ul className="checkout-summary-extras">
              <li>{`${t("checkout-summary-device")}: ${price(line.buy_price)}`}</li>
              {line.available_extra_services
                .filter((s) => line.selected_extra_services.some((chosen) => chosen.id === s.id))
                .map((s) => <li key={`s${s.id}`}>{`${t(serviceNameKey(s))} · ${price(extraServicePrice(s))}`}</li>)}
              {line.deviceAccessories.filter((a) => !isHiddenFromFlatList(a)).map((a) => <li key={`a${a.id}`}>{`${a.name} · ${price(a.price)}`}</li>)}
            </ul>
          </li>
        ))}
        {cart.accessoryCart.filter((a) => !isHiddenFromFlatList(a)).map((a) => (
          <li key={`loose${a.id}`} data-testid="checkout-line">
            <div className="checkout-summary-row">
              <span>{a.name}</span>
              <span>{price(a.price)}</span>
            </div>
          </li>
        ))}
      </ul>
      <TotalsList
        market={market}
        t={t}
        totals={totals}
        products={[{ label: "checkout-summary-subtotal", amount: productsTotal(totals) }]}
        cashOnDelivery={props.payment === "cash-on-delivery"}
        testIds={{ shipping: "checkout-shipping", total: "checkout-total" }}
      />
      {cart.tradeIn === undefined ? null : (
        // The trade-in goes with the order (issue 19): its estimate, never part of the total above.
        <p className="checkout-trade-in" data-testid="checkout-trade-in">
          {t("trade-in-credit-device", { model: cart.tradeIn.item.model?.name ?? "" })} · {t("trade-in-estimate")}: {price(cart.tradeIn.estimate)}
          <br />
          <span className="checkout-hint">{t("trade-in-credit")}. {t("order-trade-in-pickup")}</span>
        </p>
      )}
      <p className="checkout-hint">{t("checkout-summary-note")}</p>
    </aside>
  )
}
