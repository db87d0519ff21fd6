import { and, asc, between, desc, eq, gte, lt, sql } from "drizzle-orm"
import { Effect, Layer } from "effect"
import { DashboardReads } from "@shop/core/backend/staff/dashboardReads"
import type { MarketCode } from "@shop/core/markets/market"
import { Database, query, type DatabaseShape } from "../Database.ts"
import { products } from "../schema/catalog.ts"
import { orders } from "../schema/orders.ts"
import { sellOrders } from "../schema/sellOrders.ts"
import { orRepositoryError } from "./support.ts"

export const makeDashboardReadsPg = ({ db }: DatabaseShape) =>
  DashboardReads.of({
    orderTallies: Effect.fn("DashboardReads.orderTallies")(function*(market: MarketCode, from: number, to: number) {
      const rows = yield* orRepositoryError(query("order tallies", () =>
        db.select({
          paymentState: orders.paymentState,
          paymentMethod: orders.paymentMethod,
          count: sql<number>`count(*)::int`,
          // numeric as text: the exact sum, read as a number here (never a float sum in SQL).
          total: sql<string>`coalesce(sum(${orders.total}), 0)::text`
        }).from(orders)
          .where(and(eq(orders.market, market), gte(orders.placedAt, new Date(from)), lt(orders.placedAt, new Date(to))))
          .groupBy(orders.paymentState, orders.paymentMethod)))
      return rows.map((row) => ({ paymentState: row.paymentState, paymentMethod: row.paymentMethod, count: Number(row.count), total: Number(row.total) }))
    }),
    sellOrderCounts: Effect.suspend(() =>
      orRepositoryError(query("sell order counts", () =>
        db.select({ market: sellOrders.market, status: sellOrders.status, count: sql<number>`count(*)::int` })
          .from(sellOrders).groupBy(sellOrders.market, sellOrders.status)))
    ).pipe(Effect.map((rows) => rows.map((row) => ({ ...row, count: Number(row.count) }))), Effect.withSpan("DashboardReads.sellOrderCounts")),
    stockShortage: Effect.fn("DashboardReads.stockShortage")(function*(market: MarketCode, threshold: number, limit: number) {
      const short = and(eq(products.market, market), between(products.stock, 1, Math.max(1, threshold)))
      const rows = yield* orRepositoryError(query("low stock products", () =>
        db.select({ id: products.id, title: products.title, stock: products.stock, price: products.price }).from(products)
          .where(short).orderBy(asc(products.stock), desc(products.price), asc(products.id)).limit(Math.max(0, limit))))
      const [counted] = yield* orRepositoryError(query("count low stock", () =>
        db.select({
          count: sql<number>`count(*) filter (where ${products.stock} between 1 and ${Math.max(1, threshold)})::int`,
          outOfStock: sql<number>`count(*) filter (where ${products.stock} = 0)::int`
        }).from(products).where(eq(products.market, market))))
      return { products: rows, count: Number(counted?.count ?? 0), outOfStock: Number(counted?.outOfStock ?? 0) }
    })
  })

/** DashboardReads over the shop database (orders, sell orders, products). */
export const DashboardReadsPg = {
  make: makeDashboardReadsPg,
  layer: Layer.effect(DashboardReads, Effect.map(Database, makeDashboardReadsPg))
}
