import { Schema } from "effect"
import { OrderTradeIn } from "./orderTradeIn.ts"
import { MarketCode } from "../markets/market.ts"
import { PaymentState } from "../payments/paymentState.ts"

/** An order as priced by the server; the repository stores it as given. Amounts in major units. */

const Int = Schema.Number.check(Schema.isInt())
const Amount = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))

/** Card and instalments go through the payment gateway; cash on delivery does not. */
export const PaymentMethods = ["card", "cash-on-delivery", "instalments"] as const
export const PaymentMethod = Schema.Literals(PaymentMethods)
export type PaymentMethod = typeof PaymentMethod.Type

export const OrderContact = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  phone: Schema.String
})
export type OrderContact = typeof OrderContact.Type

export const OrderAddress = Schema.Struct({
  county: Schema.String,
  locality: Schema.String,
  street: Schema.String,
  number: Schema.String,
  postalCode: Schema.NullOr(Schema.String),
  details: Schema.NullOr(Schema.String)
})
export type OrderAddress = typeof OrderAddress.Type

export const OrderDelivery = Schema.Union([
  Schema.Struct({ method: Schema.Literal("courier"), address: OrderAddress }),
  Schema.Struct({ method: Schema.Literal("locker"), lockerId: Schema.String })
])
export type OrderDelivery = typeof OrderDelivery.Type

export const PricedService = Schema.Struct({ id: Int, type: Schema.String, key: Schema.String, price: Amount })
export type PricedService = typeof PricedService.Type

export const PricedAccessory = Schema.Struct({ id: Int, name: Schema.String, type: Schema.String, price: Amount })
export type PricedAccessory = typeof PricedAccessory.Type

/** One device unit with what goes with it (the battery is one of its accessories, type BATTERY). */
export const PricedLine = Schema.Struct({
  productId: Int,
  title: Schema.String,
  unitPrice: Amount,
  extraServices: Schema.Array(PricedService),
  accessories: Schema.Array(PricedAccessory)
})
export type PricedLine = typeof PricedLine.Type

export const OrderTotals = Schema.Struct({
  devices: Amount,
  extraServices: Amount,
  accessories: Amount,
  shipping: Amount,
  cashOnDeliveryFee: Amount,
  total: Amount
})
export type OrderTotals = typeof OrderTotals.Type

export const PricedOrder = Schema.Struct({
  market: MarketCode,
  lines: Schema.Array(PricedLine),
  looseAccessories: Schema.Array(PricedAccessory),
  contact: OrderContact,
  delivery: OrderDelivery,
  paymentMethod: PaymentMethod,
  totals: OrderTotals,
  /**
   * A digest of the request (see orders/fingerprint.ts): a repeated idempotency key with another
   * fingerprint is a conflict, with the same fingerprint the first order is answered again.
   */
  fingerprint: Schema.String,
  /** Epoch ms the order was placed. */
  placedAt: Int
})
export type PricedOrder = typeof PricedOrder.Type

/**
 * A stored order. The id is a random UUID chosen by the repository (ports/PublicId.ts).
 * `currentPaymentId` is the gateway payment the order waits for (null before the first start): only
 * its verdict settles the order. A payment id is no secret; completing a sandbox payment takes the
 * token of its redirect link.
 */
export const Order = Schema.Struct({
  ...PricedOrder.fields,
  id: Schema.String,
  idempotencyKey: Schema.String,
  paymentState: PaymentState,
  currentPaymentId: Schema.NullOr(Schema.String)
})
export type Order = typeof Order.Type

/**
 * What POST /api/orders/ answers its buyer: the order, and the token that opens a guest's order
 * (access/recordAccess.ts; the pages' links and the payment calls carry it). The same key again
 * answers the same token. A signed-in buyer's order opens with their session instead; its token
 * opens nothing alone.
 */
export const OrderReceipt = Schema.Struct({
  ...Order.fields,
  orderToken: Schema.String,
  /** The trade-in the order brought along (issue 19), when it had one. */
  tradeIn: Schema.optionalKey(OrderTradeIn)
})
export type OrderReceipt = typeof OrderReceipt.Type
