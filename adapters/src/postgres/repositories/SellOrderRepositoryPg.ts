import { and, eq, isNull, or, sql } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { IdempotencyConflict } from "@shop/core/errors"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import type { SellOrderIdempotency } from "@shop/core/backend/sell/sellOrderIdempotency"
import type { NewSellOrder, StoredSellOrder } from "@shop/core/sell/sellTypes"
import type { PaymentDetails } from "@shop/core/sell/payment"
import { Database, query, type DatabaseShape, type Db } from "../Database.ts"
import { sellOrderProducts, sellOrders } from "../schema/sellOrders.ts"
import { makeSellOrderProgressPg } from "./SellOrderProgressPg.ts"
import { encodeCourier, encodePayment, productRowOf, readSellOrder } from "./sellOrderRows.ts"
import { orRepositoryError, parseUuid } from "./support.ts"

/** The order first stored under the key (same fingerprint), a conflict (another one), or none. */
const byKey = (db: Db, idempotency: SellOrderIdempotency) =>
  Effect.gen(function* () {
    const [row] = yield* query("sell order by key", () =>
      db
        .select({ id: sellOrders.id, fingerprint: sellOrders.fingerprint })
        .from(sellOrders)
        .where(eq(sellOrders.idempotencyKey, idempotency.key)))
    if (row === undefined) return Option.none<StoredSellOrder>()
    if (row.fingerprint !== idempotency.fingerprint) {
      return yield* new IdempotencyConflict({ idempotencyKey: idempotency.key, message: "the key was used for another sell order" })
    }
    const stored = yield* readSellOrder(db, row.id)
    if (Option.isNone(stored)) return yield* Effect.die(`sell order ${row.id} vanished`)
    return stored
  })

export const makeSellOrderRepositoryPg = (database: DatabaseShape) =>
  SellOrderRepository.of({
    save: Effect.fn("SellOrderRepository.save")(function* (order: NewSellOrder, idempotency: SellOrderIdempotency) {
      const { payload } = order
      return yield* orRepositoryError(database.transaction("save sell order", (tx) =>
        Effect.gen(function* () {
          // The key first: a concurrent save of the same key waits here for the other
          // transaction, then finds its order (or takes the key if that one rolled back).
          const [header] = yield* query("insert sell order", () =>
            tx
              .insert(sellOrders)
              .values({
                idempotencyKey: idempotency.key,
                fingerprint: idempotency.fingerprint,
                market: payload.countryCode,
                status: "submitted",
                orderDate: payload.orderDate,
                totalEstimatedOffer: payload.totalEstimatedOffer,
                evaluationId: payload.evaluationId,
                serviceDbUserId: payload.serviceDbUserId,
                userEmail: payload.userEmail,
                pickupDetailsCourier: encodeCourier(payload.pickupDetailsCourier),
                pickupLockerId: payload.pickupDetailsLocker?.lockerId ?? null,
                paymentDetails: encodePayment(payload.paymentDetails),
                lockReviewItemIndexes: [...order.lockReviewItemIndexes],
                createdAt: new Date(order.createdAt)
              })
              .onConflictDoNothing({ target: sellOrders.idempotencyKey })
              .returning({ id: sellOrders.id }))
          if (header === undefined) {
            const earlier = yield* byKey(tx, idempotency)
            if (Option.isNone(earlier)) return yield* Effect.die("the conflicting sell order vanished")
            return earlier.value
          }
          if (payload.products.length > 0) {
            yield* query("insert sell order products", () =>
              tx.insert(sellOrderProducts).values(
                payload.products.map((product, position) => ({ ...productRowOf(product, position), sellOrderId: header.id }))
              ))
          }
          const stored: StoredSellOrder = { ...order, sellOrderId: header.id, status: "submitted" }
          return stored
        })))
    }),

    byIdempotencyKey: Effect.fn("SellOrderRepository.byIdempotencyKey")(function* (idempotency: SellOrderIdempotency) {
      return yield* orRepositoryError(byKey(database.db, idempotency))
    }),

    byId: Effect.fn("SellOrderRepository.byId")(function* (sellOrderId: string) {
      const id = parseUuid(sellOrderId)
      if (id === undefined) return Option.none<StoredSellOrder>()
      return yield* orRepositoryError(readSellOrder(database.db, id))
    }),

    setPaymentDetails: Effect.fn("SellOrderRepository.setPaymentDetails")(function* (sellOrderId: string, details: PaymentDetails) {
      const id = parseUuid(sellOrderId)
      if (id === undefined) return false
      // Only while none are stored (SQL NULL, or a JSON null): one statement, so two completions cannot both win.
      const rows = yield* orRepositoryError(query("set sell order payment details", () =>
        database.db.update(sellOrders)
          .set({ paymentDetails: encodePayment(details) })
          .where(and(eq(sellOrders.id, id), or(isNull(sellOrders.paymentDetails), sql`${sellOrders.paymentDetails} = 'null'::jsonb`)))
          .returning({ id: sellOrders.id })))
      return rows.length > 0
    }),

    ...makeSellOrderProgressPg(database)
  })

/**
 * SellOrderRepository over the shop database: header row plus one row per device, random UUID ids,
 * idempotent under a unique key; the staff's progress, moves and list in SellOrderProgressPg.ts.
 */
export const SellOrderRepositoryPg = {
  make: makeSellOrderRepositoryPg,
  layer: Layer.effect(SellOrderRepository, Effect.map(Database, makeSellOrderRepositoryPg))
}
