import type { MarketCode } from "@shop/core/markets/index"
import type { PaymentMethod } from "@shop/core/orders/orderTypes"
import type { PurchasePromise } from "@shop/core/orders/purchasePromises"
import type { ReactNode } from "react"
import type { MessageKey } from "../i18n/catalogues.ts"
import type { Translator } from "../i18n/translator.ts"
import { unbreakablePrice } from "./price.ts"

const icon = (path: ReactNode) => (
  <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    {path}
  </svg>
)

/** A shield with a tick; an arrow turning back; a van; a card. */
const icons: { readonly [T in PurchasePromise["_tag"]]: ReactNode } = {
  Warranty: icon(<><path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6z" /><path d="m8.8 12 2.2 2.2 4.2-4.4" /></>),
  FreeReturns: icon(<><path d="M9 14 4 9l5-5" /><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" /></>),
  Delivery: icon(<><path d="M2.5 6.5h11v10h-11z" /><path d="M13.5 10h4l3 3.5v3h-7" /><circle cx="6.5" cy="17.5" r="1.8" /><circle cx="17" cy="17.5" r="1.8" /></>),
  Payment: icon(<><rect x="2.5" y="5.5" width="19" height="13" rx="2" /><path d="M2.5 10h19M6.5 15h4" /></>)
}

const warrantyKey = { years: "promise-warranty-years", months: "promise-warranty-months", days: "promise-warranty-days" } as const

const methodKey: { readonly [M in PaymentMethod]: MessageKey } = {
  card: "promise-pay-card",
  "cash-on-delivery": "promise-pay-cash-on-delivery",
  instalments: "promise-pay-instalments"
}

/** One promise as a short line in the market's language, its amounts in the market's currency. */
export const promiseText = (market: MarketCode, tr: Translator, promise: PurchasePromise): string => {
  const price = (amount: number) => unbreakablePrice(market, amount)
  switch (promise._tag) {
    case "Warranty":
      return tr.t(warrantyKey[promise.measure], { count: promise.validity })
    case "FreeReturns":
      return tr.t("promise-returns", { days: promise.days })
    case "Delivery":
      return promise.cost === 0
        ? tr.t("promise-delivery-free")
        : promise.freeFrom === null
          ? tr.t("promise-delivery-cost", { cost: price(promise.cost) })
          : tr.t("promise-delivery-cost-free-from", { cost: price(promise.cost), threshold: price(promise.freeFrom) })
    case "Payment": {
      const methods = new Intl.ListFormat(tr.locale, { type: "disjunction" }).format(promise.methods.map((m) => tr.t(methodKey[m])))
      return tr.t("promise-payment", { methods })
    }
  }
}

/**
 * The warranty, free-return, delivery and payment promises as short lines with icons (issue 17),
 * near the product's price and under the home page's hero. Made from core's purchasePromises, so
 * every figure is the market's setting.
 */
export function PurchasePromises(props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly promises: ReadonlyArray<PurchasePromise>
  readonly className?: string
}) {
  const { market, tr } = props
  return (
    <ul className={props.className === undefined ? "promises" : `promises ${props.className}`} data-testid="purchase-promises" aria-label={tr.t("promises-label")}>
      {props.promises.map((promise) => (
        <li key={promise._tag} className="promise" data-promise={promise._tag}>
          <span className="promise-icon">{icons[promise._tag]}</span>
          <span className="promise-text">{promiseText(market, tr, promise)}</span>
        </li>
      ))}
    </ul>
  )
}
