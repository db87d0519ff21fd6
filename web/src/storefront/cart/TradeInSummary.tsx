"use client"
import { tradeInCreditLine } from "@shop/core/cart/tradeInCart"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useT } from "../../client/useT.ts"

/**
 * The cart's trade-in (issue 19): its line under the total, "estimated trade-in credit, paid after
 * inspection", which is never taken off the amount to pay, with a way to remove it; without one, where
 * the shopper may add one (`offer`), the link into the trade-in funnel, coming back to the cart.
 */
export function TradeInSummary(props: { readonly offer: boolean }) {
  const { cart, market, paths, removeTradeIn } = useCart()
  const t = useT()
  const line = tradeInCreditLine(cart)
  if (line === null) {
    if (!props.offer) return null
    return (
      <p className="cart-trade-in-offer">
        <a data-testid="trade-in-open" href={`${paths.tradeIn}&back=${encodeURIComponent(paths.cart)}`}>{t("trade-in-open")}</a>
      </p>
    )
  }
  return (
    <div className="cart-trade-in" data-testid="trade-in-credit" data-estimate={line.estimate}>
      <div className="cart-summary-row">
        <span>{t("trade-in-credit")}</span>
        <strong>{formatPrice(market, line.estimate)}</strong>
      </div>
      <p className="cart-trade-in-device">
        {t("trade-in-credit-device", { model: line.model })} · {t("trade-in-not-deducted")}
      </p>
      {cart.phoneCart.length === 0 ? <p className="cart-trade-in-note" role="note">{t("trade-in-needs-device")}</p> : null}
      <button type="button" className="button-link" data-testid="trade-in-remove" onClick={() => void removeTradeIn()}>
        {t("trade-in-remove")}
      </button>
    </div>
  )
}
