import { and, asc, count, eq, inArray, lt, sql } from "drizzle-orm"
import { Effect } from "effect"
import type { ExpiryCutoff } from "@shop/core/backend/ports/OrderRepository"
import { query, type DatabaseShape } from "../Database.ts"
import { products } from "../schema/catalog.ts"
import { orderLines, orders, paymentEvents } from "../schema/orders.ts"

/** At most this many orders per sweep: a backlog is cleared over a few sweeps, each transaction short. */
const batchSize = 200

/**
 * OrderRepository.expireUnpaid: one transaction cancels the due orders, records each cancellation
 * and gives their units back. The orders are locked FOR UPDATE SKIP LOCKED, so an order a payment
 * is moving right now is left for the next sweep (and the payment's compare-and-set wins or loses
 * cleanly). Stock goes back one product at a time in id order, the order placeOrder locks products
 * in, so a sweep and an order placement never deadlock.
 */
export const expireUnpaidOrders = (database: DatabaseShape, cutoff: ExpiryCutoff) =>
  cutoff.paymentMethods.length === 0 || cutoff.states.length === 0
    ? Effect.succeed<ReadonlyArray<string>>([])
    : database.transaction("expire unpaid orders", (tx) =>
      Effect.gen(function* () {
        const due = yield* query("due orders", () =>
          tx
            .select({ id: orders.id, state: orders.paymentState, paymentId: orders.currentPaymentId })
            .from(orders)
            .where(and(
              lt(orders.placedAt, new Date(cutoff.placedBefore)),
              inArray(orders.paymentMethod, [...cutoff.paymentMethods]),
              inArray(orders.paymentState, [...cutoff.states])
            ))
            .orderBy(asc(orders.placedAt), asc(orders.id))
            .limit(batchSize)
            .for("update", { skipLocked: true }))
        if (due.length === 0) return []
        const ids = due.map((order) => order.id)
        const at = new Date(cutoff.at)
        yield* query("cancel orders", () =>
          tx.update(orders).set({ paymentState: "cancelled", updatedAt: at }).where(inArray(orders.id, ids)))
        yield* query("record cancellations", () =>
          tx.insert(paymentEvents).values(due.map((order) => ({
            orderId: order.id,
            fromState: order.state,
            toState: "cancelled" as const,
            at,
            paymentId: order.paymentId
          }))))
        const units = yield* query("units to return", () =>
          tx
            .select({ productId: orderLines.productId, units: count() })
            .from(orderLines)
            .where(inArray(orderLines.orderId, ids))
            .groupBy(orderLines.productId)
            .orderBy(asc(orderLines.productId)))
        for (const { productId, units: n } of units) {
          yield* query("return stock", () =>
            tx.update(products).set({ stock: sql`${products.stock} + ${n}` }).where(eq(products.id, productId)))
        }
        return ids
      }))
