import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, type Layer } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { SellOrderRepository } from "../../../src/backend/ports/SellOrderRepository.ts"
import { TradeInRepository } from "../../../src/backend/ports/TradeInRepository.ts"
import { suiteDataset } from "./dataset.ts"
import { pricedOrderOf } from "./orderRepositorySuite.ts"
import { sampleSellOrders } from "./sellOrderRepositorySuite.ts"

type Ports = TradeInRepository | OrderRepository | SellOrderRepository

/** Two purchase orders and two sell orders, stored through their own repositories. */
const fixtures = Effect.gen(function*() {
  const orders = yield* OrderRepository
  const sales = yield* SellOrderRepository
  const [first, second] = sampleSellOrders
  if (first === undefined || second === undefined) return yield* Effect.die("samples missing")
  return {
    purchases: [
      (yield* orders.placeOrder(pricedOrderOf([104], "fp-a"), "trade-in-a", null)).id,
      (yield* orders.placeOrder(pricedOrderOf([104], "fp-b"), "trade-in-b", null)).id
    ],
    sales: [
      (yield* sales.save(first, { key: "trade-in-sale-a", fingerprint: "a" })).sellOrderId,
      (yield* sales.save(second, { key: "trade-in-sale-b", fingerprint: "b" })).sellOrderId
    ]
  }
})

/** Contract every TradeInRepository adapter passes (issue 19): one link each way, idempotent, nothing else. */
export const tradeInRepositorySuite = (name: string, makeLayer: (dataset: BackendDataset) => Layer.Layer<Ports>) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, Ports>) => Effect.provide(effect, makeLayer(suiteDataset))

    it.effect("links a purchase and a sell order, readable both ways; the same pair again changes nothing", () =>
      run(Effect.gen(function*() {
        const { purchases: [p1], sales: [s1] } = yield* fixtures
        const links = yield* TradeInRepository
        expect(Option.isNone(yield* links.sellOrderOf(p1!))).toBe(true)
        expect(yield* links.link(p1!, s1!, 1_000)).toBe(true)
        expect(yield* links.link(p1!, s1!, 2_000)).toBe(true)
        expect(Option.getOrNull(yield* links.sellOrderOf(p1!))).toBe(s1)
        expect(Option.getOrNull(yield* links.purchaseOrderOf(s1!))).toBe(p1)
      })))

    it.effect("one trade-in per purchase and one purchase per trade-in: another link of either side is refused", () =>
      run(Effect.gen(function*() {
        const { purchases: [p1, p2], sales: [s1, s2] } = yield* fixtures
        const links = yield* TradeInRepository
        expect(yield* links.link(p1!, s1!, 1_000)).toBe(true)
        expect(yield* links.link(p1!, s2!, 1_000)).toBe(false)
        expect(yield* links.link(p2!, s1!, 1_000)).toBe(false)
        expect(Option.getOrNull(yield* links.sellOrderOf(p1!))).toBe(s1)
        expect(Option.isNone(yield* links.sellOrderOf(p2!))).toBe(true)
        expect(Option.isNone(yield* links.purchaseOrderOf(s2!))).toBe(true)
      })))

    it.effect("an order that does not exist, or an id that is no UUID, links and names nothing", () =>
      run(Effect.gen(function*() {
        const { purchases: [p1], sales: [s1] } = yield* fixtures
        const links = yield* TradeInRepository
        const nobody = "00000000-0000-4000-8000-000000000000"
        expect(yield* links.link(nobody, s1!, 1_000)).toBe(false)
        expect(yield* links.link(p1!, nobody, 1_000)).toBe(false)
        expect(yield* links.link("not-a-uuid", s1!, 1_000)).toBe(false)
        expect(Option.isNone(yield* links.sellOrderOf("not-a-uuid"))).toBe(true)
        expect(Option.isNone(yield* links.purchaseOrderOf(nobody))).toBe(true)
        expect(Option.isNone(yield* links.sellOrderOf(p1!))).toBe(true)
      })))
  })
