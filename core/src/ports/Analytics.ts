import { Context, Schema } from "effect"
import type { Effect } from "effect"
import { sumMoney } from "../cart/money.ts"
import { Category } from "../catalog/category.ts"
import { MarketCode, markets } from "../markets/market.ts"

/**
 * SPEC 7 analytics events, pushed to the data layer. The discriminant is the data-layer `event` name
 * itself, so an event is data-layer ready. Shop events carry GA4 ecommerce payloads (GA4 item field
 * names, ISO currency codes) under the spec's event names.
 */
export const AnalyticsCurrency = Schema.Literals(["RON", "BGN", "HUF", "EUR"])
export type AnalyticsCurrency = typeof AnalyticsCurrency.Type

const Price = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))

export const EcommerceItem = Schema.Struct({
  item_id: Schema.String,
  item_name: Schema.String,
  item_brand: Schema.optionalKey(Schema.String),
  item_category: Schema.optionalKey(Schema.String),
  /** Storage, colour and shape summary of a device ("128GB Black Excellent"). */
  item_variant: Schema.optionalKey(Schema.String),
  price: Price,
  quantity: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1))
})
export type EcommerceItem = typeof EcommerceItem.Type

export const Ecommerce = Schema.Struct({
  currency: AnalyticsCurrency,
  /** Sum of price x quantity over the items, rounded to cents. */
  value: Price,
  items: Schema.Array(EcommerceItem)
})
export type Ecommerce = typeof Ecommerce.Type

export const ConsentState = Schema.Literals(["granted", "denied"])
export type ConsentState = typeof ConsentState.Type

export const AddToCart = Schema.Struct({ event: Schema.Literal("addToCart"), ecommerce: Ecommerce })
export const RemoveFromCart = Schema.Struct({ event: Schema.Literal("removeFromCart"), ecommerce: Ecommerce })

/** Consent Mode v2 "consent update"; the data-layer adapter pushes it as gtag("consent", "update", consent). */
export const ConsentUpdate = Schema.Struct({
  event: Schema.Literal("consent_update"),
  consent: Schema.Struct({
    ad_storage: ConsentState,
    analytics_storage: ConsentState,
    ad_user_data: ConsentState,
    ad_personalization: ConsentState
  })
})

/** The seller opened the sell funnel (SPEC 2.5: at the brand step), optionally from a category page. */
export const SellFunnelStarted = Schema.Struct({
  event: Schema.Literal("sell_funnel_started"),
  country: MarketCode,
  category: Schema.optionalKey(Category)
})

/** The seller added one more device to sell, as item `itemIndex` of the funnel's item list. */
export const AddDevice = Schema.Struct({
  event: Schema.Literal("add-device"),
  country: MarketCode,
  category: Category,
  brand: Schema.String,
  model: Schema.String,
  itemIndex: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))
})

/** The shopper attached an accessory to a device in the cart (cross-sell modal or upsell page). */
export const AddAccessory = Schema.Struct({
  event: Schema.Literal("add-accessory"),
  /** Product id of the device the accessory belongs to; null for a loose accessory. */
  deviceId: Schema.NullOr(Schema.Number.check(Schema.isInt())),
  ecommerce: Ecommerce
})

/**
 * Issue 19, a trade-in's life as the shop sees it: added to the cart (the funnel gave its estimate),
 * removed from it, completed (the order carrying it was placed and its sell order made). The device is
 * named by category and model; `value` is the estimated credit (completed: the server's quote).
 */
const tradeInFields = {
  country: MarketCode,
  category: Category,
  model: Schema.String,
  currency: AnalyticsCurrency,
  value: Price
}
export const TradeInAdded = Schema.Struct({ event: Schema.Literal("trade_in_added"), ...tradeInFields })
export const TradeInRemoved = Schema.Struct({ event: Schema.Literal("trade_in_removed"), ...tradeInFields })
export const TradeInCompleted = Schema.Struct({ event: Schema.Literal("trade_in_completed"), ...tradeInFields })

export const AnalyticsEvent = Schema.Union([
  AddToCart,
  RemoveFromCart,
  ConsentUpdate,
  SellFunnelStarted,
  AddDevice,
  AddAccessory,
  TradeInAdded,
  TradeInRemoved,
  TradeInCompleted
])
export type AnalyticsEvent = typeof AnalyticsEvent.Type
export type AnalyticsEventName = AnalyticsEvent["event"]

/**
 * The ecommerce block for a market: its ISO currency and the items' total. The total goes through the
 * cart's money rules (each price x quantity to cents, then an integer sum), so the value a tag reports
 * is the one the cart shows.
 */
export const ecommerceFor = (market: MarketCode, items: ReadonlyArray<EcommerceItem>): Ecommerce => ({
  currency: markets[market].currencyCode,
  value: sumMoney(items.map((item) => item.price * item.quantity)),
  items
})

/**
 * Where analytics events go. `push` never fails: a blocked tag manager must not break the shop, so an
 * adapter logs its own trouble and carries on.
 */
export class Analytics extends Context.Service<
  Analytics,
  { readonly push: (event: AnalyticsEvent) => Effect.Effect<void> }
>()("@shop/core/Analytics") {}
