import { describe, expect, it } from "@effect/vitest"
import { dashboardReadsMemoryLayer } from "@shop/adapters/memory/backend/DashboardReadsMemory"
import { MemoryState } from "@shop/adapters/memory/backend/memoryState"
import { orderRepositoryMemoryLayer } from "@shop/adapters/memory/backend/OrderRepositoryMemory"
import { sellOrderRepositoryMemoryLayer } from "@shop/adapters/memory/backend/SellRepositoriesMemory"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { SellOrderRepository } from "../../../src/backend/ports/SellOrderRepository.ts"
import { staffDashboard } from "../../../src/backend/staff/dashboard.ts"
import { can, StaffRoles } from "../../../src/staff/roles.ts"
import { suiteDataset } from "../../support/backend/dataset.ts"
import { pricedOrderOf } from "../../support/backend/orderRepositorySuite.ts"
import { sampleSellOrders } from "../../support/backend/sellOrderRepositorySuite.ts"
import { staffOf } from "../../support/backend/staffMemory.ts"

const layer = () =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(suiteDataset)
    return Layer.mergeAll(dashboardReadsMemoryLayer(state), orderRepositoryMemoryLayer(state), sellOrderRepositoryMemoryLayer(state))
  }))

describe("the staff dashboard", () => {
  it.effect("every role may read it", () =>
    Effect.gen(function*() {
      expect(StaffRoles.every((role) => can(role, "dashboard.read"))).toBe(true)
      for (const role of StaffRoles) yield* staffDashboard(staffOf(role))
    }).pipe(Effect.provide(layer())))

  it.effect("today's orders and revenue per market in the market's time zone; sell orders waiting per status; low stock", () =>
    Effect.gen(function*() {
      // 00:10 on 28 November in Bucharest is 22:10 UTC on the 27th.
      const now = Date.UTC(2026, 10, 27, 22, 10)
      yield* TestClock.setTime(now)
      const orders = yield* OrderRepository
      const order = (productId: number, placedAt: number, key: string) =>
        orders.placeOrder({ ...pricedOrderOf([productId], key), placedAt, paymentMethod: "cash-on-delivery" }, key, null)
      yield* order(104, Date.UTC(2026, 10, 27, 22, 5), "ro-today")
      yield* order(104, Date.UTC(2026, 10, 27, 21, 55), "ro-yesterday")
      yield* orders.placeOrder({ ...pricedOrderOf([101], "ro-card"), placedAt: now - 1_000 }, "ro-card", null)
      const [ro, bg] = sampleSellOrders
      yield* (yield* SellOrderRepository).save(ro!, { key: "s-1", fingerprint: "f-1" })
      yield* (yield* SellOrderRepository).save(bg!, { key: "s-2", fingerprint: "f-2" })
      const dashboard = yield* staffDashboard(staffOf("catalog"))
      expect(dashboard.at).toBe(now)
      const roDay = dashboard.markets.find((m) => m.market === "RO")!
      expect(roDay).toMatchObject({ day: "2026-11-28", orders: 1, revenue: pricedOrderOf([104]).totals.total, awaitingPayment: 1 })
      // The card order took one of 101's three units: it is low now, and dearer than 105.
      expect(roDay.lowStock.products.map((p) => [p.id, p.stock])).toEqual([[102, 1], [106, 1], [101, 2], [105, 2]])
      expect(roDay.lowStock).toMatchObject({ count: 4, outOfStock: 1 })
      // Budapest is still on the 27th, where the "yesterday" order is not HU's anyway.
      expect(dashboard.markets.map((m) => [m.market, m.day, m.orders])).toEqual([["RO", "2026-11-28", 1], ["BG", "2026-11-28", 0], ["HU", "2026-11-27", 0], ["GR", "2026-11-28", 0]])
      // Four markets by five waiting statuses (submitted, received, evaluated, accepted, declined).
      expect(dashboard.sellOrdersWaiting.length).toBe(20)
      expect(dashboard.sellOrdersWaiting.filter((w) => w.count > 0)).toEqual([
        { market: "RO", status: "submitted", count: 1 },
        { market: "BG", status: "submitted", count: 1 }
      ])
    }).pipe(Effect.provide(layer())))
})
