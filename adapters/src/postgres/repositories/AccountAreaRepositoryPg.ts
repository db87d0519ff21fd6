import { and, desc, eq } from "drizzle-orm"
import { Effect, Layer, Option, Schema } from "effect"
import { AccountAreaRepository, type NewReturn, type StoredReturn } from "@shop/core/backend/account/ports"
import type { MarketCode } from "@shop/core/markets/market"
import { Database, query, type DatabaseShape } from "../Database.ts"
import { orderDeliveries, orderOwners, returns } from "../schema/account.ts"
import { orders } from "../schema/orders.ts"
import { sellOrders } from "../schema/sellOrders.ts"
import { progressOfRow } from "./afterSalesRow.ts"
import { orRepositoryError, parseUuid } from "./support.ts"

const StoredLines = Schema.Array(Schema.Int)

const toStoredReturn = (row: typeof returns.$inferSelect): StoredReturn => ({
  id: row.id,
  orderId: row.orderId,
  userId: row.userId,
  lines: Schema.decodeUnknownSync(StoredLines)(row.lines),
  reason: row.reason,
  courierAddress: row.courierAddress,
  pickupDate: row.pickupDate,
  createdAt: row.createdAt.getTime(),
  ...progressOfRow(row)
})

export const makeAccountAreaRepositoryPg = ({ db }: DatabaseShape) =>
  AccountAreaRepository.of({
    orderIdsOf: Effect.fn("AccountAreaRepository.orderIdsOf")(function*(userId: string, market: MarketCode) {
      const rows = yield* orRepositoryError(query("orders of user", () =>
        db.select({ id: orders.id }).from(orderOwners)
          .innerJoin(orders, eq(orders.id, orderOwners.orderId))
          .where(and(eq(orderOwners.userId, userId), eq(orders.market, market)))
          .orderBy(desc(orders.placedAt), desc(orders.id))))
      return rows.map((row) => row.id)
    }),
    sellOrderIdsOf: Effect.fn("AccountAreaRepository.sellOrderIdsOf")(function*(userId: string, market: MarketCode) {
      const rows = yield* orRepositoryError(query("sell orders of user", () =>
        db.select({ id: sellOrders.id }).from(sellOrders)
          .where(and(eq(sellOrders.serviceDbUserId, userId), eq(sellOrders.market, market)))
          .orderBy(desc(sellOrders.createdAt), desc(sellOrders.id))))
      return rows.map((row) => row.id)
    }),
    markDelivered: Effect.fn("AccountAreaRepository.markDelivered")(function*(orderId: string, at: number) {
      const id = parseUuid(orderId)
      if (id === undefined) return false
      const found = yield* orRepositoryError(query("order exists", () =>
        db.select({ id: orders.id }).from(orders).where(eq(orders.id, id))))
      if (found.length === 0) return false
      yield* orRepositoryError(query("mark delivered", () =>
        db.insert(orderDeliveries).values({ orderId: id, deliveredAt: new Date(at) }).onConflictDoNothing()))
      return true
    }),
    deliveredAt: Effect.fn("AccountAreaRepository.deliveredAt")(function*(orderId: string) {
      const id = parseUuid(orderId)
      if (id === undefined) return Option.none<number>()
      const rows = yield* orRepositoryError(query("delivered at", () =>
        db.select({ at: orderDeliveries.deliveredAt }).from(orderDeliveries).where(eq(orderDeliveries.orderId, id))))
      const row = rows[0]
      return row === undefined ? Option.none<number>() : Option.some(row.at.getTime())
    }),
    saveReturn: Effect.fn("AccountAreaRepository.saveReturn")(function*(request: NewReturn) {
      const rows = yield* orRepositoryError(query("save return", () =>
        db.insert(returns).values({
          orderId: request.orderId,
          userId: request.userId,
          lines: [...request.lines],
          reason: request.reason,
          courierAddress: request.courierAddress,
          pickupDate: request.pickupDate,
          createdAt: new Date(request.createdAt)
        }).returning()))
      return toStoredReturn(rows[0]!)
    }),
    returnsOf: Effect.fn("AccountAreaRepository.returnsOf")(function*(userId: string) {
      const rows = yield* orRepositoryError(query("returns of user", () =>
        db.select().from(returns).where(eq(returns.userId, userId)).orderBy(desc(returns.createdAt), desc(returns.id))))
      return rows.map(toStoredReturn)
    })
  })

/** AccountAreaRepository over the shop database (table `order_owners`, and `sell_orders`). */
export const AccountAreaRepositoryPg = {
  make: makeAccountAreaRepositoryPg,
  layer: Layer.effect(AccountAreaRepository, Effect.map(Database, makeAccountAreaRepositoryPg))
}
