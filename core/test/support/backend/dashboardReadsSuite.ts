import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { SellOrderRepository } from "../../../src/backend/ports/SellOrderRepository.ts"
import { DashboardReads } from "../../../src/backend/staff/dashboardReads.ts"
import { suiteDataset } from "./dataset.ts"
import { pricedOrderOf } from "./orderRepositorySuite.ts"
import { sampleSellOrders } from "./sellOrderRepositorySuite.ts"

export type DashboardReadsPorts = DashboardReads | OrderRepository | SellOrderRepository

const byKey = <A extends object>(rows: ReadonlyArray<A>) => [...rows].sort((a, b) => JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)

/**
 * Contract every DashboardReads adapter passes. `makeLayer` gives fresh stores over the dataset (RO
 * stock: 101 x3, 102 x1, 103 x0, 104 x5, 105 x2, 106 x1, 107 x4), with the OrderRepository and
 * SellOrderRepository of the same storage.
 */
export const dashboardReadsSuite = (name: string, makeLayer: (dataset: BackendDataset) => Layer.Layer<DashboardReadsPorts>) =>
  describe(`${name} (DashboardReads contract)`, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, DashboardReadsPorts>) => Effect.provide(effect, makeLayer(suiteDataset))

    it.effect("tallies a market's orders placed in [from, to) per payment state and method, with exact totals", () =>
      run(Effect.gen(function*() {
        const orders = yield* OrderRepository
        const reads = yield* DashboardReads
        // 101 has 3 units, 104 five: enough for six orders of one unit.
        const at = (placedAt: number, fp: string, method: "card" | "cash-on-delivery" = "card") =>
          ({ ...pricedOrderOf([method === "card" ? 101 : 104], fp), placedAt, paymentMethod: method, totals: { ...pricedOrderOf([101]).totals, total: 1000.1 } })
        yield* orders.placeOrder(at(999, "fp-before"), "k-0", null)
        const paid = yield* orders.placeOrder(at(1_000, "fp-1"), "k-1", null)
        yield* orders.placeOrder(at(1_500, "fp-2"), "k-2", null)
        yield* orders.placeOrder(at(1_600, "fp-3", "cash-on-delivery"), "k-3", null)
        yield* orders.placeOrder(at(1_700, "fp-4", "cash-on-delivery"), "k-4", null)
        yield* orders.placeOrder(at(2_000, "fp-after", "cash-on-delivery"), "k-5", null)
        const payment = yield* orders.newPaymentId
        yield* orders.setPaymentState({ orderId: paid.id, from: "created", to: "processing", at: 1_100, paymentId: payment })
        yield* orders.setPaymentState({ orderId: paid.id, from: "processing", to: "paid", at: 1_200, paymentId: payment })
        expect(byKey(yield* reads.orderTallies("RO", 1_000, 2_000))).toEqual(byKey([
          { paymentState: "paid", paymentMethod: "card", count: 1, total: 1000.1 },
          { paymentState: "created", paymentMethod: "card", count: 1, total: 1000.1 },
          { paymentState: "created", paymentMethod: "cash-on-delivery", count: 2, total: 2000.2 }
        ]))
        expect(yield* reads.orderTallies("BG", 0, 10_000)).toEqual([])
        expect(yield* reads.orderTallies("RO", 5_000, 6_000)).toEqual([])
      })))

    it.effect("counts sell orders per market and status", () =>
      run(Effect.gen(function*() {
        const sellOrders = yield* SellOrderRepository
        const [ro, bg] = sampleSellOrders
        yield* sellOrders.save(ro!, { key: "s-1", fingerprint: "f-1" })
        yield* sellOrders.save({ ...ro!, createdAt: ro!.createdAt + 1 }, { key: "s-2", fingerprint: "f-2" })
        yield* sellOrders.save(bg!, { key: "s-3", fingerprint: "f-3" })
        expect(byKey(yield* (yield* DashboardReads).sellOrderCounts)).toEqual(byKey([
          { market: "RO", status: "submitted", count: 2 },
          { market: "BG", status: "submitted", count: 1 }
        ]))
      })))

    it.effect("low stock: 1 .. threshold units, lowest stock then dearest first, the slice asked for; out of stock counted apart; current stock", () =>
      run(Effect.gen(function*() {
        const reads = yield* DashboardReads
        expect(yield* reads.stockShortage("RO", 2, 10)).toEqual({
          products: [
            { id: 102, title: expect.any(String), stock: 1, price: 2600 },
            { id: 106, title: expect.any(String), stock: 1, price: 900 },
            { id: 105, title: expect.any(String), stock: 2, price: 1500 }
          ],
          count: 3,
          outOfStock: 1
        })
        expect((yield* reads.stockShortage("RO", 2, 1)).products.map((p) => p.id)).toEqual([102])
        expect((yield* reads.stockShortage("RO", 1, 10)).count).toBe(2)
        // An order takes units: 104 goes from 5 to 2, 102 from 1 to 0.
        yield* (yield* OrderRepository).placeOrder(pricedOrderOf([104, 104, 104, 102]), "k-1", null)
        const after = yield* reads.stockShortage("RO", 2, 10)
        expect(after.products.map((p) => [p.id, p.stock])).toEqual([[106, 1], [104, 2], [105, 2]])
        expect([after.count, after.outOfStock]).toEqual([3, 2])
        expect(yield* reads.stockShortage("HU", 2, 10)).toEqual({ products: [], count: 0, outOfStock: 0 })
      })))
  })
