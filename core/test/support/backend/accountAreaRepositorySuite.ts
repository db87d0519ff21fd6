import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import { AccountAreaRepository } from "../../../src/backend/account/ports.ts"
import { UserRepository } from "../../../src/backend/auth/ports.ts"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { SellOrderRepository } from "../../../src/backend/ports/SellOrderRepository.ts"
import { suiteDataset } from "./dataset.ts"
import { pricedOrderOf } from "./orderRepositorySuite.ts"
import { sampleSellOrders } from "./sellOrderRepositorySuite.ts"
import { newUser } from "./users.ts"

export type AccountAreaPorts = AccountAreaRepository | OrderRepository | SellOrderRepository | UserRepository


/**
 * Contract every AccountAreaRepository adapter passes. `makeLayer` gives fresh stores (no users, no
 * orders) over the dataset, with the OrderRepository, SellOrderRepository and UserRepository of the
 * same storage.
 */
export const accountAreaRepositorySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<AccountAreaPorts>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, AccountAreaPorts>) => Effect.provide(effect, makeLayer(suiteDataset))

    it.effect("stores an order's owner with it; a replay of its key changes no owner; the user's orders are listed newest first", () =>
      run(Effect.gen(function*() {
        const repo = yield* AccountAreaRepository
        const orders = yield* OrderRepository
        const ana = yield* newUser("ana@example.ro")
        const ion = yield* newUser("ion@example.ro")
        const first = yield* orders.placeOrder({ ...pricedOrderOf([104]), placedAt: 1_000 }, "k-1", ana.id)
        const second = yield* orders.placeOrder({ ...pricedOrderOf([101], "fp-2"), placedAt: 2_000 }, "k-2", ana.id)
        const guest = yield* orders.placeOrder({ ...pricedOrderOf([104], "fp-3"), placedAt: 3_000 }, "k-3", null)
        expect(yield* orders.ownerOfOrder(first.id)).toEqual(Option.some(ana.id))
        expect(yield* orders.ownerOfOrder(guest.id)).toEqual(Option.none())
        // Replays under another session answer the stored order and keep its owner (or its having none).
        expect((yield* orders.placeOrder({ ...pricedOrderOf([104]), placedAt: 1_000 }, "k-1", ion.id)).id).toBe(first.id)
        expect((yield* orders.placeOrder({ ...pricedOrderOf([104], "fp-3"), placedAt: 3_000 }, "k-3", ana.id)).id).toBe(guest.id)
        expect(yield* orders.ownerOfOrder(first.id)).toEqual(Option.some(ana.id))
        expect(yield* orders.ownerOfOrder(guest.id)).toEqual(Option.none())
        expect(yield* repo.orderIdsOf(ana.id, "RO")).toEqual([second.id, first.id])
        expect(yield* repo.orderIdsOf(ana.id, "BG")).toEqual([])
        expect(yield* repo.orderIdsOf(ion.id, "RO")).toEqual([])
      })))

    it.effect("names no owner for unknown or malformed order ids", () =>
      run(Effect.gen(function*() {
        const orders = yield* OrderRepository
        const ana = yield* newUser("ana@example.ro")
        const order = yield* orders.placeOrder(pricedOrderOf([104]), "k-1", ana.id)
        for (const id of ["", "1", "not-a-uuid", "00000000-0000-4000-8000-00000000beef", `${order.id} `, order.id.replaceAll("-", "")]) {
          expect(yield* orders.ownerOfOrder(id), id).toEqual(Option.none())
        }
        expect(yield* orders.ownerOfOrder(order.id)).toEqual(Option.some(ana.id))
      })))

    it.effect("lists the sell orders a user submitted, per market", () =>
      run(Effect.gen(function*() {
        const repo = yield* AccountAreaRepository
        const sellOrders = yield* SellOrderRepository
        const [ro, bg] = sampleSellOrders
        if (ro === undefined || bg === undefined) return yield* Effect.die("sample sell orders missing")
        const mine = yield* sellOrders.save({ ...ro, payload: { ...ro.payload, serviceDbUserId: "user-a" } }, { key: "s-1", fingerprint: "f-1" })
        const later = yield* sellOrders.save({ ...ro, createdAt: ro.createdAt + 10, payload: { ...ro.payload, serviceDbUserId: "user-a" } }, { key: "s-2", fingerprint: "f-2" })
        yield* sellOrders.save({ ...bg, payload: { ...bg.payload, serviceDbUserId: "user-a" } }, { key: "s-3", fingerprint: "f-3" })
        yield* sellOrders.save({ ...ro, payload: { ...ro.payload, serviceDbUserId: "user-b" } }, { key: "s-4", fingerprint: "f-4" })
        yield* sellOrders.save({ ...ro, payload: { ...ro.payload, serviceDbUserId: null } }, { key: "s-5", fingerprint: "f-5" })
        expect(yield* repo.sellOrderIdsOf("user-a", "RO")).toEqual([later.sellOrderId, mine.sellOrderId])
        expect((yield* repo.sellOrderIdsOf("user-a", "BG")).length).toBe(1)
        expect(yield* repo.sellOrderIdsOf("user-c", "RO")).toEqual([])
      })))

    it.effect("records the first delivery of an existing order; stores and lists a user's returns newest first", () =>
      run(Effect.gen(function*() {
        const repo = yield* AccountAreaRepository
        const orders = yield* OrderRepository
        const ana = yield* newUser("ana@example.ro")
        const ion = yield* newUser("ion@example.ro")
        const order = yield* orders.placeOrder(pricedOrderOf([104]), "k-1", null)
        expect(yield* repo.deliveredAt(order.id)).toEqual(Option.none())
        expect(yield* repo.markDelivered(order.id, 1_763_800_000_000)).toBe(true)
        expect(yield* repo.markDelivered(order.id, 1_763_900_000_000)).toBe(true)
        expect(yield* repo.deliveredAt(order.id)).toEqual(Option.some(1_763_800_000_000))
        for (const id of ["", "not-a-uuid", "00000000-0000-4000-8000-00000000beef"]) {
          expect(yield* repo.markDelivered(id, 1)).toBe(false)
          expect(yield* repo.deliveredAt(id)).toEqual(Option.none())
        }
        const base = { orderId: order.id, userId: ana.id, reason: "Screen flickers", courierAddress: "Str. Lalelelor 3, Cluj", pickupDate: "2026-11-25" }
        const first = yield* repo.saveReturn({ ...base, lines: [0], createdAt: 1_000 })
        const second = yield* repo.saveReturn({ ...base, lines: [1, 2], createdAt: 2_000 })
        expect(first.lines).toEqual([0])
        expect(first.id).not.toBe(second.id)
        expect(yield* repo.returnsOf(ana.id)).toEqual([second, first])
        expect(yield* repo.returnsOf(ion.id)).toEqual([])
      })))
  })
