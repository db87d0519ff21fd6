import { and, asc, count, desc, eq, or, sql, type SQL } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { IllegalTransition, notFound } from "@shop/core/errors"
import { isLegalFulfilment, type FulfilmentEvent, type OrderFulfilment } from "@shop/core/orders/fulfilment"
import { isLegalTransition } from "@shop/core/payments/paymentState"
import {
  FulfilmentRepository,
  type FulfilmentChange,
  type OrderSearchQuery,
  type OrderSummary
} from "@shop/core/backend/ports/FulfilmentRepository"
import { Database, query, type DatabaseShape, type Db } from "../Database.ts"
import { orderDeliveries } from "../schema/account.ts"
import { products } from "../schema/catalog.ts"
import { fulfilmentEvents, orderLines, orders, paymentEvents } from "../schema/orders.ts"
import { orRepositoryError, parseUuid } from "./support.ts"

const readFulfilment = (db: Db, id: string) =>
  Effect.gen(function* () {
    const [row] = yield* query("fulfilment", () =>
      db.select({ state: orders.fulfilmentState, trackingNumber: orders.trackingNumber }).from(orders).where(eq(orders.id, id)))
    if (row === undefined) return Option.none<OrderFulfilment>()
    const events = yield* query("fulfilment events", () =>
      db.select().from(fulfilmentEvents).where(eq(fulfilmentEvents.orderId, id)).orderBy(asc(fulfilmentEvents.id)))
    return Option.some<OrderFulfilment>({
      state: row.state,
      trackingNumber: row.trackingNumber,
      events: events.map((event): FulfilmentEvent => ({
        orderId: id,
        from: event.fromState,
        to: event.toState,
        at: event.at.getTime(),
        actorId: event.actorId,
        actorName: event.actorName,
        note: event.note,
        trackingNumber: event.trackingNumber
      }))
    })
  })

/**
 * Gives the units of every line of the order back, one product at a time in id order (the order
 * placeOrder locks products in, so a cancellation and a placement never deadlock).
 */
const releaseStock = (tx: Db, orderId: string) =>
  Effect.gen(function* () {
    const units = yield* query("units to release", () =>
      tx
        .select({ productId: orderLines.productId, units: count() })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .groupBy(orderLines.productId)
        .orderBy(asc(orderLines.productId)))
    for (const { productId, units: n } of units) {
      yield* query("release stock", () =>
        tx.update(products).set({ stock: sql`${products.stock} + ${n}` }).where(eq(products.id, productId)))
    }
  })

const whereOf = (search: OrderSearchQuery): SQL | undefined => {
  const text = search.text
  const textMatch = text === null ? undefined : or(
    text.idPrefix === null ? undefined : sql`${orders.id}::text like ${`${text.idPrefix.replace(/[%_\\]/g, "\\$&")}%`}`,
    text.email === null ? undefined : sql`strpos(lower(${orders.contactEmail}), ${text.email}) > 0`,
    text.phoneDigits === null ? undefined : sql`strpos(regexp_replace(${orders.contactPhone}, '[^0-9]', '', 'g'), ${text.phoneDigits}) > 0`
  ) ?? sql`false`
  const factsMatch = search.facts === null
    ? undefined
    : search.facts.length === 0
    ? sql`false`
    : or(...search.facts.map((facts) =>
      and(eq(orders.fulfilmentState, facts.fulfilment), eq(orders.paymentMethod, facts.paymentMethod), eq(orders.paymentState, facts.paymentState))))
  return and(search.market === null ? undefined : eq(orders.market, search.market), factsMatch, textMatch)
}

export const makeFulfilmentRepositoryPg = (database: DatabaseShape) =>
  FulfilmentRepository.of({
    fulfilmentOf: Effect.fn("FulfilmentRepository.fulfilmentOf")(function* (orderId: string) {
      const id = parseUuid(orderId)
      if (id === undefined) return Option.none<OrderFulfilment>()
      return yield* orRepositoryError(readFulfilment(database.db, id))
    }),

    transition: Effect.fn("FulfilmentRepository.transition")(function* (change: FulfilmentChange) {
      const id = parseUuid(change.orderId)
      if (id === undefined) return yield* notFound("order", change.orderId)
      const cancelsPayment = change.to === "cancelled" && change.cancelPayment
      const allowed = isLegalFulfilment(change.from, change.to) &&
        (change.to !== "shipped" || change.trackingNumber !== null) &&
        (!cancelsPayment || isLegalTransition(change.paymentState, "cancelled"))
      return yield* orRepositoryError(database.transaction("fulfilment transition", (tx) =>
        Effect.gen(function* () {
          const at = new Date(change.at)
          // Compare-and-set on the fulfilment and the payment the caller saw: of two concurrent
          // steps one matches, the other (waiting on the row lock, then re-checking) matches nothing.
          const moved = allowed
            ? yield* query("move fulfilment", () =>
              tx
                .update(orders)
                .set({
                  fulfilmentState: change.to,
                  updatedAt: at,
                  ...(change.to === "shipped" ? { trackingNumber: change.trackingNumber } : {}),
                  ...(cancelsPayment ? { paymentState: "cancelled" as const } : {})
                })
                .where(and(eq(orders.id, id), eq(orders.fulfilmentState, change.from), eq(orders.paymentState, change.paymentState)))
                .returning({ paymentId: orders.currentPaymentId }))
            : []
          const [row] = moved
          if (row === undefined) {
            const [current] = yield* query("fulfilment state", () =>
              tx.select({ state: orders.fulfilmentState, payment: orders.paymentState }).from(orders).where(eq(orders.id, id)))
            if (current === undefined) return yield* notFound("order", change.orderId)
            return yield* new IllegalTransition({
              orderId: change.orderId,
              from: current.state,
              to: change.to,
              message: `cannot move the order from ${current.state} (payment ${current.payment}; expected ${change.from}, ${change.paymentState}) to ${change.to}`
            })
          }
          yield* query("record fulfilment event", () =>
            tx.insert(fulfilmentEvents).values({
              orderId: id,
              fromState: change.from,
              toState: change.to,
              at,
              actorId: change.actorId,
              actorName: change.actorName,
              note: change.note,
              trackingNumber: change.to === "shipped" ? change.trackingNumber : null
            }))
          if (change.to === "delivered") {
            // The one delivery record the return window and the warranties read (AccountAreaRepository.deliveredAt).
            yield* query("record delivery", () =>
              tx.insert(orderDeliveries).values({ orderId: id, deliveredAt: at }).onConflictDoNothing())
          }
          if (change.to === "cancelled") {
            yield* releaseStock(tx, id)
            if (cancelsPayment) {
              yield* query("record payment cancellation", () =>
                tx.insert(paymentEvents).values({ orderId: id, fromState: change.paymentState, toState: "cancelled", at, paymentId: row.paymentId }))
            }
          }
          const fulfilment = yield* readFulfilment(tx, id)
          if (Option.isNone(fulfilment)) return yield* Effect.die(`order ${id} vanished`)
          return fulfilment.value
        })))
    }),

    searchOrders: Effect.fn("FulfilmentRepository.searchOrders")(function* (search: OrderSearchQuery) {
      const where = whereOf(search)
      const [rows, totals] = yield* orRepositoryError(Effect.all([
        query("staff orders", () =>
          database.db
            .select({
              id: orders.id,
              market: orders.market,
              placedAt: orders.placedAt,
              contactName: orders.contactName,
              contactEmail: orders.contactEmail,
              contactPhone: orders.contactPhone,
              paymentMethod: orders.paymentMethod,
              paymentState: orders.paymentState,
              fulfilment: orders.fulfilmentState,
              trackingNumber: orders.trackingNumber,
              total: orders.total
            })
            .from(orders)
            .where(where)
            .orderBy(desc(orders.placedAt), desc(orders.id))
            .limit(search.limit)
            .offset(search.offset)),
        query("staff orders count", () => database.db.select({ n: count() }).from(orders).where(where))
      ]))
      return {
        orders: rows.map((row): OrderSummary => ({ ...row, placedAt: row.placedAt.getTime() })),
        total: totals[0]?.n ?? 0
      }
    })
  })

/** FulfilmentRepository over the shop database: compare-and-set steps, stock released on cancel, the staff search. */
export const FulfilmentRepositoryPg = {
  make: makeFulfilmentRepositoryPg,
  layer: Layer.effect(FulfilmentRepository, Effect.map(Database, makeFulfilmentRepositoryPg))
}
