import type { Effect } from "effect"
import { Context, Schema } from "effect"
import type { County, Locality, ParcelLocker } from "../locations/locationTypes.ts"
import { Order, type OrderReceipt } from "../orders/orderTypes.ts"
import type { PlaceOrderRequest } from "../orders/placeOrderRequest.ts"
import type { PaymentStep } from "../payments/paymentPages.ts"
import { PaymentEvent } from "../payments/paymentState.ts"
import type { MarketCode } from "../markets/market.ts"

/** GET /api/orders/{id}/: the order and every recorded change of its payment state. */
export const OrderWithPayments = Schema.Struct({ order: Order, payments: Schema.Array(PaymentEvent) })
export type OrderWithPayments = typeof OrderWithPayments.Type

export const CheckoutOperations = [
  "placeOrder",
  "startPayment",
  "retryPayment",
  "paymentStatus",
  "order",
  "counties",
  "localities",
  "lockers"
] as const
export type CheckoutOperation = (typeof CheckoutOperations)[number]

/**
 * A checkout call failed. `Network`: no answer; `Status`: the backend refused (its `error` code and
 * message, plus what it sends to show the refusal: the invalid `fields` with their translation keys,
 * the out-of-stock `key` and `productId`); `InvalidResponse`: an answer that does not decode.
 */
export class CheckoutApiError extends Schema.TaggedError<CheckoutApiError>()("CheckoutApiError", {
  operation: Schema.Literals(CheckoutOperations),
  reason: Schema.Literals(["Network", "Status", "InvalidResponse"]),
  status: Schema.optionalKey(Schema.Number),
  /** The backend's error code (`validation-failed`, `out-of-stock`, `not-found` ...). */
  error: Schema.optionalKey(Schema.String),
  message: Schema.String,
  /** validation-failed: field path (`contact.email`, `delivery.address.county`) -> translation key. */
  fields: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  /** A translation key for the shopper (out-of-stock: `sorry-no-stock`). */
  key: Schema.optionalKey(Schema.String),
  /** out-of-stock: the product short of units. */
  productId: Schema.optionalKey(Schema.Number),
  /** too-many-requests: the seconds to wait (the answer's Retry-After). */
  retryAfterSeconds: Schema.optionalKey(Schema.Number)
}) {}

/**
 * The order calls take the order's token (OrderReceipt.orderToken, sent as the `Order-Token` header):
 * a guest's order answers only its holder, an account's order only its owner's session (the
 * browser's cookie); anyone else gets 404 `not-found`, as for an order that does not exist.
 */
export interface CheckoutApiShape {
  /** POST /api/orders/ -> 201 the order and its token. The same idempotency key again answers the same. */
  readonly placeOrder: (request: PlaceOrderRequest) => Effect.Effect<OrderReceipt, CheckoutApiError>
  /** POST /api/payments/{orderId}/start/: where to send the shopper (gateway or thank-you page). */
  readonly startPayment: (orderId: string, orderToken: string) => Effect.Effect<PaymentStep, CheckoutApiError>
  /** POST /api/payments/{orderId}/retry/: a failed payment started again. */
  readonly retryPayment: (orderId: string, orderToken: string) => Effect.Effect<PaymentStep, CheckoutApiError>
  /** GET /api/payments/{orderId}/: the payment state and its page (the processing page polls it). */
  readonly paymentStatus: (orderId: string, orderToken: string) => Effect.Effect<PaymentStep, CheckoutApiError>
  /** GET /api/orders/{orderId}/. */
  readonly order: (orderId: string, orderToken: string) => Effect.Effect<OrderWithPayments, CheckoutApiError>
  /** GET /api/counties/?countryCode=: the market's counties by name. */
  readonly counties: (market: MarketCode) => Effect.Effect<ReadonlyArray<County>, CheckoutApiError>
  /** GET /api/localities/?countryCode=&county=<county id>: none for an unknown county. */
  readonly localities: (market: MarketCode, countyId: string) => Effect.Effect<ReadonlyArray<Locality>, CheckoutApiError>
  /** GET /api/lockers/?countryCode=&search=: the market's lockers (searched by name, address or locality). */
  readonly lockers: (market: MarketCode, search?: string) => Effect.Effect<ReadonlyArray<ParcelLocker>, CheckoutApiError>
}

/** The browser's checkout calls: order placement, payments, and the places a delivery goes to. */
export class CheckoutApi extends Context.Service<CheckoutApi, CheckoutApiShape>()("@shop/core/CheckoutApi") {}
