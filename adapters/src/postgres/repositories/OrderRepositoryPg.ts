/// <reference types="node" />
import { randomUUID } from "node:crypto"
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { IdempotencyConflict, IllegalTransition, notFound, productOutOfStock } from "@shop/core/errors"
import type { Order, PricedOrder } from "@shop/core/orders/orderTypes"
import { isLegalTransition, type PaymentEvent } from "@shop/core/payments/paymentState"
import { OrderRepository, type ExpiryCutoff, type PaymentStateChange } from "@shop/core/backend/ports/OrderRepository"
import { isPublicId } from "@shop/core/backend/ports/PublicId"
import { Database, query, type DatabaseShape, type Db } from "../Database.ts"
import { orderOwners } from "../schema/account.ts"
import { products } from "../schema/catalog.ts"
import { orders, paymentEvents } from "../schema/orders.ts"
import { expireUnpaidOrders } from "./orderExpiry.ts"
import { insertOrderContent, orderHeaderOf, readOrder } from "./orderRows.ts"
import { orRepositoryError, parseUuid } from "./support.ts"

/** Units asked per product, in the order the products first appear in the lines. */
const unitsPerProduct = (order: PricedOrder): ReadonlyArray<readonly [productId: number, units: number]> => {
  const units = new Map<number, number>()
  for (const line of order.lines) units.set(line.productId, (units.get(line.productId) ?? 0) + 1)
  return [...units]
}

/**
 * Takes the units of every product or none. The rows are locked first, in id order, so two orders
 * sharing products cannot deadlock; each product is then checked in line order (the first short
 * one is the error) and decremented with a guard `stock >= n`, which the CHECK (stock >= 0)
 * backs up. Inside the transaction, a failure rolls every decrement back.
 */
const takeStock = (tx: Db, order: PricedOrder) =>
  Effect.gen(function* () {
    const wanted = unitsPerProduct(order)
    if (wanted.length === 0) return
    const locked = yield* query("lock products", () =>
      tx
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .where(and(eq(products.market, order.market), inArray(products.id, wanted.map(([id]) => id))))
        .orderBy(asc(products.id))
        .for("update"))
    const stock = new Map(locked.map((row) => [row.id, row.stock]))
    for (const [productId, units] of wanted) {
      const available = stock.get(productId) ?? 0
      if (available < units) return yield* productOutOfStock(productId, units, available)
    }
    for (const [productId, units] of wanted) {
      const updated = yield* query("take stock", () =>
        tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${units}` })
          .where(and(eq(products.id, productId), sql`${products.stock} >= ${units}`))
          .returning({ stock: products.stock }))
      // Unreachable while the row lock is held; kept so a broken invariant can never oversell.
      if (updated.length === 0) return yield* productOutOfStock(productId, units, 0)
    }
  })

export const makeOrderRepositoryPg = (database: DatabaseShape) =>
  OrderRepository.of({
    placeOrder: Effect.fn("OrderRepository.placeOrder")(function* (order: PricedOrder, idempotencyKey: string, owner: string | null) {
      return yield* orRepositoryError(database.transaction("place order", (tx) =>
        Effect.gen(function* () {
          // The key first: a concurrent insert of the same key waits here for the other
          // transaction, then sees its order (or takes the key if that one rolled back).
          const [inserted] = yield* query("insert order", () =>
            tx
              .insert(orders)
              .values(orderHeaderOf(order, idempotencyKey))
              .onConflictDoNothing({ target: orders.idempotencyKey })
              .returning({ id: orders.id }))
          if (inserted === undefined) {
            const [existing] = yield* query("order by key", () =>
              tx.select({ id: orders.id, fingerprint: orders.fingerprint }).from(orders).where(eq(orders.idempotencyKey, idempotencyKey)))
            if (existing === undefined || existing.fingerprint !== order.fingerprint) {
              return yield* new IdempotencyConflict({ idempotencyKey, message: "the key was used for another order" })
            }
            const stored = yield* readOrder(tx, existing.id)
            if (Option.isNone(stored)) return yield* Effect.die(`order ${existing.id} vanished`)
            return stored.value
          }
          yield* takeStock(tx, order)
          yield* insertOrderContent(tx, inserted.id, order)
          // The owner in the same transaction: no moment exists where the order is a guest's.
          if (owner !== null) {
            yield* query("record order owner", () =>
              tx.execute(sql`insert into order_owners (order_id, user_id)
                select ${inserted.id}::uuid, u.id from users u where u.id = ${owner}`))
          }
          const placed: Order = { ...order, id: inserted.id, idempotencyKey, paymentState: "created", currentPaymentId: null }
          return placed
        })))
    }),

    orderById: Effect.fn("OrderRepository.orderById")(function* (id: string) {
      const key = parseUuid(id)
      if (key === undefined) return Option.none<Order>()
      return yield* orRepositoryError(readOrder(database.db, key))
    }),

    ownerOfOrder: Effect.fn("OrderRepository.ownerOfOrder")(function* (orderId: string) {
      const id = parseUuid(orderId)
      if (id === undefined) return Option.none<string>()
      const rows = yield* orRepositoryError(database.query("owner of order", (db) =>
        db.select({ userId: orderOwners.userId }).from(orderOwners).where(eq(orderOwners.orderId, id))))
      const row = rows[0]
      return row === undefined ? Option.none<string>() : Option.some(row.userId)
    }),

    setPaymentState: Effect.fn("OrderRepository.setPaymentState")(function* (change: PaymentStateChange) {
      const id = parseUuid(change.orderId)
      if (id === undefined) return yield* notFound("order", change.orderId)
      const starts = change.to === "processing"
      // A payment id that is not a UUID is no payment of ours: it can neither start nor settle.
      const paymentId = change.paymentId === null || isPublicId(change.paymentId) ? change.paymentId : undefined
      const allowed = isLegalTransition(change.from, change.to) && paymentId !== undefined && (!starts || paymentId !== null)
      return yield* orRepositoryError(database.transaction("set payment state", (tx) =>
        Effect.gen(function* () {
          // Compare-and-set on the state the caller saw and, unless this starts a new payment, on
          // the payment it belongs to: an older payment's verdict never moves the order.
          const moved = allowed && paymentId !== undefined
            ? yield* query("move payment state", () =>
              tx
                .update(orders)
                .set({ paymentState: change.to, updatedAt: new Date(change.at), ...(starts ? { currentPaymentId: paymentId } : {}) })
                .where(and(
                  eq(orders.id, id),
                  eq(orders.paymentState, change.from),
                  starts ? undefined : paymentId === null ? isNull(orders.currentPaymentId) : eq(orders.currentPaymentId, paymentId)
                ))
                .returning({ id: orders.id }))
            : []
          if (moved.length === 0) {
            const [current] = yield* query("payment state", () =>
              tx.select({ state: orders.paymentState }).from(orders).where(eq(orders.id, id)))
            if (current === undefined) return yield* notFound("order", change.orderId)
            return yield* new IllegalTransition({
              orderId: change.orderId,
              from: current.state,
              to: change.to,
              message: `cannot move payment ${change.paymentId ?? "(none)"} from ${current.state} (expected ${change.from}) to ${change.to}`
            })
          }
          yield* query("record payment event", () =>
            tx.insert(paymentEvents).values({
              orderId: id,
              fromState: change.from,
              toState: change.to,
              at: new Date(change.at),
              paymentId: paymentId ?? null
            }))
          const order = yield* readOrder(tx, id)
          if (Option.isNone(order)) return yield* Effect.die(`order ${id} vanished`)
          return order.value
        })))
    }),

    paymentEvents: Effect.fn("OrderRepository.paymentEvents")(function* (orderId: string) {
      const id = parseUuid(orderId)
      if (id === undefined) return []
      const rows = yield* orRepositoryError(database.query("payment events", (db) =>
        db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id)).orderBy(asc(paymentEvents.id))))
      return rows.map((row): PaymentEvent => ({
        orderId,
        from: row.fromState,
        to: row.toState,
        at: row.at.getTime(),
        paymentId: row.paymentId
      }))
    }),

    // 122 random bits from the OS: a payment id must not be guessable either.
    newPaymentId: Effect.sync(() => randomUUID()),

    expireUnpaid: Effect.fn("OrderRepository.expireUnpaid")(function* (cutoff: ExpiryCutoff) {
      return yield* orRepositoryError(expireUnpaidOrders(database, cutoff))
    })
  })

/**
 * OrderRepository over the shop database: random UUID ids, race-safe stock, idempotent placement,
 * compare-and-set payment states and the unpaid-order expiry.
 */
export const OrderRepositoryPg = {
  make: makeOrderRepositoryPg,
  layer: Layer.effect(OrderRepository, Effect.map(Database, makeOrderRepositoryPg))
}
