import { Clock, Effect } from "effect"
import { MarketCodes } from "../../markets/market.ts"
import { lowStockListSize, lowStockThreshold, ordersOfDay, type StaffDashboard, todayIn, waitingSellOrderStatuses } from "../../staff/dashboard.ts"
import type { StaffActor } from "../../staff/roles.ts"
import { requirePermission } from "./access.ts"
import { DashboardReads } from "./dashboardReads.ts"

/**
 * The staff dashboard (every role: dashboard.read): per market, today's orders and revenue (today in
 * the market's own time zone), orders still awaiting their card payment, and low stock; sell orders
 * waiting for staff per market and status.
 */
export const staffDashboard = Effect.fn("Staff.dashboard")(function*(actor: StaffActor) {
  yield* requirePermission(actor, "dashboard.read")
  const reads = yield* DashboardReads
  const now = yield* Clock.currentTimeMillis
  const markets = yield* Effect.forEach(MarketCodes, (market) =>
    Effect.gen(function*() {
      const today = todayIn(market, now)
      const figures = ordersOfDay(yield* reads.orderTallies(market, today.from, today.to))
      const lowStock = yield* reads.stockShortage(market, lowStockThreshold, lowStockListSize)
      return { market, day: today.day, ...figures, lowStock }
    }))
  const counts = yield* reads.sellOrderCounts
  const sellOrdersWaiting = MarketCodes.flatMap((market) =>
    waitingSellOrderStatuses.map((status) => ({
      market,
      status,
      count: counts.find((c) => c.market === market && c.status === status)?.count ?? 0
    })))
  return { at: now, markets, sellOrdersWaiting } satisfies StaffDashboard
})
