import { sql } from "drizzle-orm"
import { boolean, check, date, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core"
import type { PaymentType } from "@shop/core/sell/payment"
import type { SellOrderPickupKind } from "@shop/core/sell/sellOrderStatus"
import type { CounterOfferLapse } from "@shop/core/sell/buybackPolicy"
import { SellOrderStatuses, type SellOrderStatus } from "@shop/core/sell/sellTypes"
import { instant, market, marketCheck, money, oneOf } from "./columns.ts"

const statuses = SellOrderStatuses

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
  createdAt: instant("created_at").notNull(),
  // What staff recorded on the way (issue 18; core sell/sellOrderStatus.ts): each step's columns are
  // all set or all null, and a payout is the evaluated amount (CHECKs below, besides core's rule).
  receivedVia: text("received_via").$type<SellOrderPickupKind>(),
  receivedReference: text("received_reference"),
  receivedAt: instant("received_at"),
  evaluatedAmount: money("evaluated_amount"),
  evaluationNote: text("evaluation_note"),
  evaluatedAt: instant("evaluated_at"),
  payoutMethod: text("payout_method").$type<PaymentType>(),
  payoutAccount: text("payout_account"),
  payoutPayee: text("payout_payee"),
  payoutAmount: money("payout_amount"),
  payoutReference: text("payout_reference"),
  payoutPaidOn: date("payout_paid_on", { mode: "string" }),
  paidAt: instant("paid_at"),
  // Issue 19 (core sell/inspection.ts): the technician's findings as one document (decoded with core's
  // SellOrderInspection when read), the counter-offer, its answer, and the return of a declined device.
  inspection: jsonb("inspection").$type<unknown>(),
  counterOfferAmount: money("counter_offer_amount"),
  counterOfferExpiresAt: instant("counter_offer_expires_at"),
  counterOfferLapse: text("counter_offer_lapse").$type<CounterOfferLapse>(),
  decisionAccepted: boolean("decision_accepted"),
  decisionBy: text("decision_by").$type<"seller" | "lapse">(),
  decisionAt: instant("decision_at"),
  returnedReference: text("returned_reference"),
  returnedAt: instant("returned_at")
}, (t) => [
  marketCheck("sell_orders"),
  oneOf("sell_orders", "status", statuses),
  check("sell_orders_received_via_check", sql`received_via is null or received_via in ('courier', 'locker')`),
  check("sell_orders_payout_method_check", sql`payout_method is null or payout_method in ('card', 'iban')`),
  check("sell_orders_arrival_check", sql`num_nulls(received_via, received_reference, received_at) in (0, 3)`),
  check("sell_orders_evaluation_check", sql`num_nulls(evaluated_amount, evaluation_note, evaluated_at) in (0, 3) and (evaluated_amount is null or evaluated_amount > 0)`),
  // A payout is the amount due (core amountDue): the accepted counter-offer, else the evaluated amount,
  // else (an instant-sell order, paid on pickup) the accepted offer.
  check(
    "sell_orders_payout_check",
    sql`num_nulls(payout_method, payout_account, payout_payee, payout_amount, payout_reference, payout_paid_on, paid_at) in (0, 7) and (payout_amount is null or payout_amount = coalesce(case when decision_accepted then counter_offer_amount end, evaluated_amount, total_estimated_offer))`
  ),
  check("sell_orders_paid_check", sql`(status = 'paid') = (paid_at is not null)`),
  check(
    "sell_orders_counter_offer_check",
    sql`num_nulls(counter_offer_amount, counter_offer_expires_at, counter_offer_lapse) in (0, 3) and (counter_offer_amount is null or (counter_offer_amount >= 0 and counter_offer_amount < total_estimated_offer and counter_offer_lapse in ('accept', 'return')))`
  ),
  check(
    "sell_orders_decision_check",
    sql`num_nulls(decision_accepted, decision_by, decision_at) in (0, 3) and (decision_by is null or (decision_by in ('seller', 'lapse') and counter_offer_amount is not null))`
  ),
  check("sell_orders_returned_check", sql`num_nulls(returned_reference, returned_at) in (0, 2) and ((status = 'returned') = (returned_at is not null))`),
  check("sell_orders_counter_offered_check", sql`status <> 'counter-offered' or (counter_offer_amount is not null and decision_at is null)`),
  index("sell_orders_user_idx").on(t.serviceDbUserId),
  index("sell_orders_email_idx").on(t.userEmail),
  index("sell_orders_staff_list_idx").on(t.market, t.status, t.createdAt.desc(), t.id.desc()),
  index("sell_orders_created_idx").on(t.createdAt.desc(), t.id.desc()),
  // The lapse sweep's question: open counter-offers by expiry.
  index("sell_orders_counter_offer_open_idx").on(t.counterOfferExpiresAt).where(sql`status = 'counter-offered'`)
])

/**
 * Every status change of a sell order (who, when, from, to, the note), oldest first by id. The actor
 * is the staff member's id and name as they were then (the audit log has the rest).
 */
export const sellOrderEvents = pgTable("sell_order_events", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  sellOrderId: uuid("sell_order_id").notNull().references(() => sellOrders.id, { onDelete: "cascade" }),
  at: instant("at").notNull(),
  actorId: text("actor_id").notNull(),
  actorName: text("actor_name").notNull(),
  fromStatus: text("from_status").$type<SellOrderStatus>().notNull(),
  toStatus: text("to_status").$type<SellOrderStatus>().notNull(),
  note: text("note")
}, (t) => [
  oneOf("sell_order_events", "from_status", statuses),
  oneOf("sell_order_events", "to_status", statuses),
  index("sell_order_events_order_idx").on(t.sellOrderId, t.id)
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
