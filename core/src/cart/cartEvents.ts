import type { MarketCode } from "../markets/market.ts"
import { type AnalyticsEvent, type EcommerceItem, ecommerceFor } from "../ports/Analytics.ts"
import type { ToastKind } from "../settings/toastSettings.ts"
import type { CartState } from "./cartState.ts"
import { ecommerceItemsOfLine } from "./ecommerce.ts"
import {
  type BatteryAccessoryRefused,
  type CartLimitExceeded,
  type CartLineNotFound,
  type ExtraServiceNotOffered,
  OUT_OF_STOCK_KEY,
  type OutOfStock
} from "./errors.ts"

/**
 * What a cart change tells the shopper (toasts) and the data layer (SPEC 7 addToCart and
 * removeFromCart), as data: core says which message and which payload, the shell translates the
 * keys and pushes the events.
 */

/** Every translation key a cart toast may carry; the web shell's catalogues must hold each of them. */
export const cartMessageKeys = [
  OUT_OF_STOCK_KEY,
  "sorry-no-stock-body",
  "limit-toast-title",
  "limit-toast-body-items",
  "limit-toast-body-model",
  "cart-change-refused",
  "cart-change-refused-body",
  "toast-see-cart"
] as const
export type CartMessageKey = (typeof cartMessageKeys)[number]

/** A translation key and the values of its ICU placeholders. */
export interface CartMessage {
  readonly key: CartMessageKey
  readonly values?: Readonly<Record<string, string | number>>
}

/** SPEC 8 toast: kind, title, body, and a link to a page of the market's route table. */
export interface CartToast {
  readonly kind: ToastKind
  readonly title: CartMessage
  readonly body: CartMessage
  readonly link?: { readonly route: "cart"; readonly text: CartMessage }
}

export type CartDataLayerEvent = Extract<AnalyticsEvent, { readonly event: "addToCart" | "removeFromCart" }>

/** Issue 19: a trade-in put in or taken out of the cart (cart/tradeInEvents.ts). */
export type TradeInDataLayerEvent = Extract<AnalyticsEvent, { readonly event: "trade_in_added" | "trade_in_removed" }>

export type CartEvent =
  | { readonly _tag: "Toast"; readonly toast: CartToast }
  | { readonly _tag: "DataLayer"; readonly event: CartDataLayerEvent }
  | { readonly _tag: "TradeInDataLayer"; readonly event: TradeInDataLayerEvent }

/** Why the rules refused a change. */
export type CartRefusalReason =
  | OutOfStock
  | CartLimitExceeded
  | CartLineNotFound
  | ExtraServiceNotOffered
  | BatteryAccessoryRefused

const seeCart = { route: "cart", text: { key: "toast-see-cart" } } as const

/** The error toast of a refusal: out of stock, over the cart limits, or any other refused change. */
export const refusalToast = (reason: CartRefusalReason): CartToast => {
  switch (reason._tag) {
    case "OutOfStock":
      return { kind: "error", title: { key: OUT_OF_STOCK_KEY }, body: { key: "sorry-no-stock-body" }, link: seeCart }
    case "CartLimitExceeded":
      return {
        kind: "error",
        title: { key: "limit-toast-title" },
        body: reason.rule === "TooManyItems"
          ? { key: "limit-toast-body-items", values: { max: reason.max } }
          : {
            key: "limit-toast-body-model",
            values: { max: reason.max, model: `${reason.modelName ?? ""} ${reason.storage ?? ""}`.trim() }
          },
        link: seeCart
      }
    default:
      return { kind: "error", title: { key: "cart-change-refused" }, body: { key: "cart-change-refused-body" }, link: seeCart }
  }
}

export const toastEvent = (toast: CartToast): CartEvent => ({ _tag: "Toast", toast })

/** The data-layer event for these items in the market's currency; none for no items. */
export const dataLayerEvents = (
  market: MarketCode,
  event: CartDataLayerEvent["event"],
  items: ReadonlyArray<EcommerceItem>
): ReadonlyArray<CartEvent> =>
  items.length === 0 ? [] : [{ _tag: "DataLayer", event: { event, ecommerce: ecommerceFor(market, items) } }]

/** A price refresh that dropped lines removed them from the cart: one removeFromCart for all of them. */
export const droppedLinesEvents = (market: MarketCode, sent: CartState, refreshed: CartState): ReadonlyArray<CartEvent> => {
  const kept = new Set(refreshed.phoneCart.map((line) => line.id))
  return dataLayerEvents(market, "removeFromCart", sent.phoneCart.filter((line) => !kept.has(line.id)).flatMap(ecommerceItemsOfLine))
}
