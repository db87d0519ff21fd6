import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core"
import { FulfilmentStates, type FulfilmentState } from "@shop/core/orders/fulfilment"
import type { PaymentMethod } from "@shop/core/orders/orderTypes"
import { PaymentStates, type PaymentState } from "@shop/core/payments/paymentState"
import { instant, market, marketCheck, money, oneOf } from "./columns.ts"
import { products } from "./catalog.ts"

/**
 * A shop order as the server priced it (core PricedOrder) with its payment state. The id is a
 * random UUID (gen_random_uuid()): it is the only key to the shopper's contact details, so it must
 * not be guessable (core ports/PublicId.ts). The idempotency key is UNIQUE over all markets (a
 * client key is a random id; the fingerprint names the market), so a repeated submit, even a
 * concurrent one, finds the first order instead of making a second. `current_payment_id` is the
 * gateway payment the order waits for: only its verdict moves the order (compare-and-set).
 * `fulfilment_state` is what the warehouse did with it (core orders/fulfilment.ts; issue 18), with the
 * courier's tracking number from `shipped` on.
 * Ids of services and accessories are copies, not foreign keys: an order keeps what was sold even
 * when the catalogue changes.
 */
export const orders = pgTable("orders", {
  id: uuid("id").primaryKey().defaultRandom(),
  market: market(),
  idempotencyKey: text("idempotency_key").notNull().unique("orders_idempotency_key_unique"),
  fingerprint: text("fingerprint").notNull(),
  paymentState: text("payment_state").$type<PaymentState>().notNull(),
  currentPaymentId: uuid("current_payment_id"),
  paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
  contactName: text("contact_name").notNull(),
  contactEmail: text("contact_email").notNull(),
  contactPhone: text("contact_phone").notNull(),
  deliveryMethod: text("delivery_method").$type<"courier" | "locker">().notNull(),
  // courier address (delivery_method = 'courier')
  county: text("county"),
  locality: text("locality"),
  street: text("street"),
  number: text("number"),
  postalCode: text("postal_code"),
  details: text("details"),
  // locker (delivery_method = 'locker')
  lockerId: text("locker_id"),
  totalDevices: money("total_devices").notNull(),
  totalExtraServices: money("total_extra_services").notNull(),
  totalAccessories: money("total_accessories").notNull(),
  shipping: money("shipping").notNull(),
  cashOnDeliveryFee: money("cash_on_delivery_fee").notNull(),
  total: money("total").notNull(),
  placedAt: instant("placed_at").notNull(),
  updatedAt: instant("updated_at").notNull(),
  fulfilmentState: text("fulfilment_state").$type<FulfilmentState>().notNull().default("placed"),
  trackingNumber: text("tracking_number")
}, (t) => [
  marketCheck("orders"),
  oneOf("orders", "payment_state", PaymentStates),
  oneOf("orders", "fulfilment_state", FulfilmentStates),
  // Shipped always names the parcel. (A delivered order may not: orders delivered before issue 18
  // were marked delivered directly, without a parcel number.)
  check("orders_shipped_tracking_check", sql`fulfilment_state <> 'shipped' or tracking_number is not null`),
  oneOf("orders", "payment_method", ["card", "cash-on-delivery", "instalments"]),
  oneOf("orders", "delivery_method", ["courier", "locker"]),
  index("orders_market_placed_idx").on(t.market, t.placedAt),
  // The staff list (newest first, any market) and its status filter.
  index("orders_placed_idx").on(t.placedAt),
  index("orders_fulfilment_placed_idx").on(t.fulfilmentState, t.placedAt),
  // The expiry sweep's scan (core payments/expiry.ts): unpaid gateway orders, oldest first.
  index("orders_unpaid_placed_idx")
    .on(t.placedAt)
    .where(sql`payment_state in ('created', 'processing', 'failed') and payment_method <> 'cash-on-delivery'`)
])

/** One device unit of an order at the server's price; `position` keeps the cart order. */
export const orderLines = pgTable("order_lines", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  position: integer("position").notNull(),
  productId: integer("product_id").notNull().references(() => products.id),
  title: text("title").notNull(),
  unitPrice: money("unit_price").notNull()
}, (t) => [index("order_lines_order_idx").on(t.orderId, t.position), index("order_lines_product_idx").on(t.productId)])

/** An extra service chosen on a line, at the server's price. */
export const orderLineServices = pgTable("order_line_services", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  orderLineId: integer("order_line_id").notNull().references(() => orderLines.id, { onDelete: "cascade" }),
  position: integer("position").notNull(),
  serviceId: integer("service_id").notNull(),
  type: text("type").notNull(),
  key: text("key").notNull(),
  price: money("price").notNull()
}, (t) => [index("order_line_services_line_idx").on(t.orderLineId, t.position)])

/** An accessory of an order: attached to a line, or loose (order_line_id null). */
export const orderAccessories = pgTable("order_accessories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  orderLineId: integer("order_line_id").references(() => orderLines.id, { onDelete: "cascade" }),
  position: integer("position").notNull(),
  accessoryId: integer("accessory_id").notNull(),
  name: text("name").notNull(),
  type: text("type").notNull(),
  price: money("price").notNull()
}, (t) => [index("order_accessories_order_idx").on(t.orderId, t.position)])

/**
 * Every payment state change of an order (start, paid, failed, retries, the expiry's
 * cancellation), oldest first.
 */
export const paymentEvents = pgTable("payment_events", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  fromState: text("from_state").$type<PaymentState>().notNull(),
  toState: text("to_state").$type<PaymentState>().notNull(),
  at: instant("at").notNull(),
  paymentId: uuid("payment_id")
}, (t) => [index("payment_events_order_idx").on(t.orderId, t.id)])

/**
 * Payments opened at the sandbox gateway (one per attempt: a retry is a new payment), named by the
 * shop (the order's payment id). `token` is the payment's secret, carried by the sandbox page's
 * link: completing the payment or showing its page takes it. No foreign key to orders: a gateway
 * is another system.
 */
export const payments = pgTable("payments", {
  id: uuid("id").primaryKey(),
  orderId: uuid("order_id").notNull(),
  token: text("token").notNull(),
  market: market(),
  amount: money("amount").notNull(),
  method: text("method").$type<"card" | "instalments">().notNull(),
  status: text("status").$type<"pending" | "paid" | "failed">().notNull(),
  createdAt: instant("created_at").notNull().defaultNow()
}, (t) => [
  marketCheck("payments"),
  oneOf("payments", "method", ["card", "instalments"]),
  oneOf("payments", "status", ["pending", "paid", "failed"]),
  index("payments_order_idx").on(t.orderId)
])

/**
 * Money the sandbox gateway gave back on a paid payment (issue 18), named by the shop (`cancel:<order
 * id>`, `return:<return id>`, ...) so a repeated refund is answered, not made twice. The refunds of
 * a payment never exceed its amount (checked under the payment's row lock).
 */
export const paymentRefunds = pgTable("payment_refunds", {
  id: text("id").primaryKey(),
  paymentId: uuid("payment_id").notNull().references(() => payments.id, { onDelete: "cascade" }),
  amount: money("amount").notNull(),
  createdAt: instant("created_at").notNull().defaultNow()
}, (t) => [
  check("payment_refunds_amount_positive", sql`${t.amount} > 0`),
  index("payment_refunds_payment_idx").on(t.paymentId)
])

/**
 * Every fulfilment step of an order (issue 18): who took it (a staff member's id and name as they
 * were), when, from and to, the note and, for `shipped`, the tracking number. Oldest first by id.
 */
export const fulfilmentEvents = pgTable("fulfilment_events", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  fromState: text("from_state").$type<FulfilmentState>().notNull(),
  toState: text("to_state").$type<FulfilmentState>().notNull(),
  at: instant("at").notNull(),
  actorId: text("actor_id").notNull(),
  actorName: text("actor_name").notNull(),
  note: text("note"),
  trackingNumber: text("tracking_number")
}, (t) => [index("fulfilment_events_order_idx").on(t.orderId, t.id)])
