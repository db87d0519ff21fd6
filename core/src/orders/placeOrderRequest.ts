import { Schema } from "effect"
import { DbId } from "../catalog/dbId.ts"
import { MarketCode } from "../markets/market.ts"
import { FunnelItem } from "../sell/funnelState.ts"
import { SafeFreeText, SafeText } from "../validation/safeText.ts"
import { PaymentMethod } from "./orderTypes.ts"

/**
 * The body of POST /api/orders/. It names products, services and accessories by id only: the
 * schema has no price field, and any extra key a client sends (a `price`, a `total`) is dropped by
 * the decoder, so no client-sent amount can reach the pricing. Ids are database ids (DbId) and
 * text is one line without control characters (SafeText), except an address's free details.
 */

const Id = DbId
const Text = SafeText

export const maxOrderLines = 50

/** The longest text each order field takes; the checkout form checks the same numbers as the user types. */
export const orderFieldMaxLengths = {
  name: 200,
  email: 254,
  phone: 40,
  county: 100,
  locality: 100,
  street: 200,
  number: 50,
  postalCode: 20,
  details: 500,
  lockerId: 100
} as const
const max = orderFieldMaxLengths

export const OrderLineRequest = Schema.Struct({
  productId: Id,
  extraServiceIds: Schema.Array(Id).check(Schema.isMaxLength(10)),
  accessoryIds: Schema.Array(Id).check(Schema.isMaxLength(30)),
  /** The new battery (a BATTERY accessory of the device); it may also be listed in accessoryIds. */
  batteryId: Schema.optionalKey(Id)
})
export type OrderLineRequest = typeof OrderLineRequest.Type

export const OrderAddressRequest = Schema.Struct({
  county: Text(max.county),
  locality: Text(max.locality),
  street: Text(max.street),
  number: Text(max.number),
  postalCode: Schema.optionalKey(Schema.NullOr(Text(max.postalCode))),
  details: Schema.optionalKey(Schema.NullOr(SafeFreeText(max.details)))
})

export const DeliveryRequest = Schema.Union([
  Schema.Struct({ method: Schema.Literal("courier"), address: OrderAddressRequest }),
  Schema.Struct({ method: Schema.Literal("locker"), lockerId: Text(max.lockerId) })
])
export type DeliveryRequest = typeof DeliveryRequest.Type

/** 8 to 128 URL-safe characters, e.g. a UUID the checkout page made when it opened. */
export const IdempotencyKey = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,128}$/))

/**
 * A trade-in brought along (issue 19): the old device as the sell funnel described it, and nothing
 * else. No amount: the server quotes it again (an `estimate` the client sends is dropped).
 */
export const TradeInRequest = Schema.Struct({ item: FunnelItem })
export type TradeInRequest = typeof TradeInRequest.Type

export const PlaceOrderRequest = Schema.Struct({
  market: MarketCode,
  idempotencyKey: IdempotencyKey,
  lines: Schema.Array(OrderLineRequest).check(Schema.isMaxLength(maxOrderLines)),
  /** Loose accessories (bought without a device). */
  accessoryIds: Schema.Array(Id).check(Schema.isMaxLength(maxOrderLines)),
  contact: Schema.Struct({ name: Text(max.name), email: Text(max.email), phone: Text(max.phone) }),
  delivery: DeliveryRequest,
  paymentMethod: PaymentMethod,
  tradeIn: Schema.optionalKey(TradeInRequest)
})
export type PlaceOrderRequest = typeof PlaceOrderRequest.Type
