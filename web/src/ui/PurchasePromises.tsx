import type { MarketCode } from "@shop/core/markets/index"
import type { PaymentMethod } from "@shop/core/orders/orderTypes"
import type { PurchasePromise } from "@shop/core/orders/purchasePromises"
import type { MessageKey } from "../i18n/catalogues.ts"
import type { Translator } from "../i18n/translator.ts"
import { IconBadge, type IconName } from "./Icon.tsx"
import { unbreakablePrice } from "./price.ts"

/** A shield with a tick; an arrow turning back; a van; a card. */
const icons: { readonly [T in PurchasePromise["_tag"]]: IconName } = {
  Warranty: "warranty",
  FreeReturns: "returns",
  Delivery: "delivery",
  Payment: "payment"
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
          <IconBadge name={icons[promise._tag]} className="promise-icon" />
          <span className="promise-text">{promiseText(market, tr, promise)}</span>
        </li>
      ))}
    </ul>
  )
}
