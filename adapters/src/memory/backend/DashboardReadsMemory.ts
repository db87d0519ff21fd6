import { Effect, Layer } from "effect"
import { DashboardReads } from "@shop/core/backend/staff/dashboardReads"
import type { MarketCode } from "@shop/core/markets/market"
import type { OrderTally } from "@shop/core/staff/dashboard"
import type { SellOrderStatus } from "@shop/core/sell/sellTypes"
import type { MemoryState } from "./memoryState.ts"

/** DashboardReads over a memory backend's orders, sell orders and stock. */
export const makeDashboardReadsMemory = (state: MemoryState) =>
  DashboardReads.of({
    orderTallies: (market: MarketCode, from: number, to: number) =>
      Effect.sync(() => {
        const tallies = new Map<string, OrderTally>()
        for (const order of state.orders.values()) {
          if (order.market !== market || order.placedAt < from || order.placedAt >= to) continue
          const key = `${order.paymentState}|${order.paymentMethod}`
          const seen = tallies.get(key)
          tallies.set(key, {
            paymentState: order.paymentState,
            paymentMethod: order.paymentMethod,
            count: (seen?.count ?? 0) + 1,
            total: Math.round(((seen?.total ?? 0) + order.totals.total) * 100) / 100
          })
        }
        return [...tallies.values()]
      }),
    sellOrderCounts: Effect.sync(() => {
      const counts = new Map<string, { market: MarketCode; status: SellOrderStatus; count: number }>()
      for (const sale of state.sellOrders.values()) {
        const key = `${sale.payload.countryCode}|${sale.status}`
        const seen = counts.get(key)
        counts.set(key, { market: sale.payload.countryCode, status: sale.status, count: (seen?.count ?? 0) + 1 })
      }
      return [...counts.values()]
    }),
    stockShortage: (market: MarketCode, threshold: number, limit: number) =>
      Effect.sync(() => {
        const all = state.products(market)
        const short = all
          .filter((p) => p.stock >= 1 && p.stock <= Math.max(1, threshold))
          .sort((a, b) => a.stock - b.stock || b.price - a.price || a.id - b.id)
        return {
          products: short.slice(0, Math.max(0, limit)).map((p) => ({ id: p.id, title: p.naming.title, stock: p.stock, price: p.price })),
          count: short.length,
          outOfStock: all.filter((p) => p.stock === 0).length
        }
      })
  })

export const dashboardReadsMemoryLayer = (state: MemoryState) => Layer.succeed(DashboardReads, makeDashboardReadsMemory(state))
