"use client"
import { formatEuroEquivalent } from "@shop/core/markets/euro"
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { Option } from "effect"
import type { ReactNode } from "react"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useCartContext } from "../../client/cart/useCartContext.ts"
import { useT } from "../../client/useT.ts"
import { TradeInSummary } from "./TradeInSummary.tsx"

/** How the summary ends: the checkout link, a blocked checkout (limits), or nothing (cart login page). */
export type SummaryAction =
  | { readonly _tag: "Checkout"; readonly href: string }
  | { readonly _tag: "Blocked" }
  | { readonly _tag: "None" }

/** SPEC 9 euro equivalent under a Lev amount (Bulgaria only), written as the product page writes it. */
function EuroLine(props: { readonly market: MarketCode; readonly amount: number; readonly testId: string }) {
  const t = useT()
  const euro = formatEuroEquivalent(props.market, props.amount)
  if (Option.isNone(euro)) return null
  return (
    <dd className="cart-summary-euro" data-testid={props.testId}>
      {t("cart-summary-euro", { amount: euro.value })}
    </dd>
  )
}

/** The cart's totals (SPEC 3 shared cart context): items, subtotal, BG euro line, shipping estimate, total. */
export function CartSummary(props: { readonly action: SummaryAction; readonly children?: ReactNode }) {
  const { market } = useCart()
  const context = useCartContext()
  const t = useT()
  const { checkoutSummary, shippingCost, summary } = context
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <h2 id="cart-summary-title">{t("cart-summary-title")}</h2>
      {props.children}
      <dl>
        <div className="cart-summary-row">
          <dt>{t("cart-summary-items-label")}</dt>
          <dd data-testid="cart-summary-items">{t("cart-summary-items", { count: summary.itemCount })}</dd>
        </div>
        <div className="cart-summary-row">
          <dt>{t("cart-summary-subtotal")}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(market, summary.subtotal)}</dd>
          <EuroLine market={market} amount={summary.subtotal} testId="cart-subtotal-euro" />
        </div>
        <div className="cart-summary-row">
          <dt>{t("cart-summary-shipping")}</dt>
          <dd data-testid="cart-shipping">
            {shippingCost === 0 ? t("cart-summary-shipping-free") : formatPrice(market, shippingCost)}
          </dd>
        </div>
        <div className="cart-summary-row cart-summary-total">
          <dt>{t("cart-summary-total")}</dt>
          <dd data-testid="cart-total">{formatPrice(market, checkoutSummary.total)}</dd>
          <EuroLine market={market} amount={checkoutSummary.total} testId="cart-total-euro" />
        </div>
      </dl>
      <TradeInSummary offer={props.action._tag === "Checkout"} />
      <p className="cart-summary-note">{t("cart-summary-note")}</p>
      {props.action._tag === "Checkout" ? (
        <a className="button button-primary cart-checkout" data-testid="cart-checkout" href={props.action.href}>
          {t("cart-checkout")}
        </a>
      ) : null}
      {props.action._tag === "Blocked" ? (
        <button type="button" className="button cart-checkout" data-testid="cart-checkout" disabled aria-describedby="cart-limits">
          {t("cart-checkout")}
        </button>
      ) : null}
    </section>
  )
}
