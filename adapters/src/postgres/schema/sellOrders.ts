import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core"
import type { SellOrderStatus } from "@shop/core/sell/sellTypes"
import { instant, market, marketCheck, money, oneOf } from "./columns.ts"

/**
 * A submitted sell order: the SPEC 3 payload with its status. Scalars are columns; the courier
 * address and payment details are small documents, kept as jsonb exactly as the payload had them
 * (and decoded with core's Schema when read); the devices are rows of `sell_order_products`, so
 * sales can be queried per model. The id is a random UUID (gen_random_uuid()): it is the only key
 * to the seller's IBAN and address. The idempotency key is UNIQUE over all markets; the fingerprint
 * of the request tells a repeat from a conflicting reuse.
 */
export const sellOrders = pgTable("sell_orders", {
  id: uuid("id").primaryKey().defaultRandom(),
  idempotencyKey: text("idempotency_key").notNull().unique("sell_orders_idempotency_key_unique"),
  fingerprint: text("fingerprint").notNull(),
  market: market(),
  status: text("status").$type<SellOrderStatus>().notNull(),
  /** ISO 8601 instant exactly as the payload gave it. */
  orderDate: text("order_date").notNull(),
  totalEstimatedOffer: money("total_estimated_offer").notNull(),
  evaluationId: text("evaluation_id"),
  serviceDbUserId: text("service_db_user_id"),
  userEmail: text("user_email").notNull(),
  pickupDetailsCourier: jsonb("pickup_details_courier").$type<unknown>(),
  pickupLockerId: text("pickup_locker_id"),
  paymentDetails: jsonb("payment_details").$type<unknown>(),
  lockReviewItemIndexes: integer("lock_review_item_indexes").array().notNull(),
  createdAt: instant("created_at").notNull()
}, (t) => [
  marketCheck("sell_orders"),
  oneOf("sell_orders", "status", ["submitted", "received", "evaluated", "paid", "cancelled"]),
  index("sell_orders_user_idx").on(t.serviceDbUserId),
  index("sell_orders_email_idx").on(t.userEmail)
])

/**
 * One device of a sell order (SPEC 3 sell-order product). The config attributes are optional keys
 * of the payload (null here = key absent). provider and gpu may be absent OR null, so a flag keeps
 * whether the key was there.
 */
export const sellOrderProducts = pgTable("sell_order_products", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  sellOrderId: uuid("sell_order_id").notNull().references(() => sellOrders.id, { onDelete: "cascade" }),
  itemIndex: integer("item_index").notNull(),
  position: integer("position").notNull(),
  category: integer("category").notNull(),
  brand: integer("brand").notNull(),
  model: integer("model").notNull(),
  modelName: text("model_name").notNull(),
  colour: integer("colour"),
  storage: integer("storage"),
  material: integer("material"),
  size: integer("size"),
  connectivity: integer("connectivity"),
  cpu: integer("cpu"),
  ram: integer("ram"),
  hasProvider: boolean("has_provider").notNull(),
  provider: integer("provider"),
  hasGpu: boolean("has_gpu").notNull(),
  gpu: integer("gpu"),
  answers: integer("answers").array().notNull(),
  isInstantSell: boolean("is_instant_sell").notNull(),
  voucherCode: text("voucher_code"),
  voucherValue: money("voucher_value").notNull(),
  offerWithoutVoucher: money("offer_without_voucher").notNull(),
  offerWithVoucher: money("offer_with_voucher").notNull()
}, (t) => [index("sell_order_products_order_idx").on(t.sellOrderId, t.position), index("sell_order_products_model_idx").on(t.model)])
