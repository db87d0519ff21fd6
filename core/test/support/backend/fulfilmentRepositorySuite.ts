import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import { AccountAreaRepository } from "../../../src/backend/account/ports.ts"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { FulfilmentRepository, type FulfilmentChange } from "../../../src/backend/ports/FulfilmentRepository.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { factsOfStatus } from "../../../src/orders/orderStatus.ts"
import { orderTextSearch } from "../../../src/orders/orderSearch.ts"
import { suiteDataset } from "./dataset.ts"
import { pricedOrderOf } from "./orderRepositorySuite.ts"

export type FulfilmentPorts = FulfilmentRepository | OrderRepository | AccountAreaRepository

const at = 1_763_900_000_000

const step = (orderId: string, change: Partial<FulfilmentChange> & Pick<FulfilmentChange, "from" | "to">): FulfilmentChange => ({
  orderId,
  paymentState: "created",
  cancelPayment: false,
  trackingNumber: null,
  note: null,
  actorId: "staff-1",
  actorName: "Ana Warehouse",
  at,
  ...change
})

const everything = { market: null, facts: null, text: null, offset: 0, limit: 100 } as const

/**
 * Contract every FulfilmentRepository adapter passes. `makeLayer` gives fresh stores (no orders) over
 * the dataset, with the OrderRepository and AccountAreaRepository of the same storage. RO stock: 101 x3,
 * 102 x1, 104 x5.
 */
export const fulfilmentRepositorySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<FulfilmentPorts>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, FulfilmentPorts>) => Effect.provide(effect, makeLayer(suiteDataset))

    it.effect("a new order is placed, with no steps; unknown and malformed ids have no fulfilment", () =>
      run(Effect.gen(function*() {
        const repo = yield* FulfilmentRepository
        const order = yield* (yield* OrderRepository).placeOrder(pricedOrderOf([104]), "k-1", null)
        expect(yield* repo.fulfilmentOf(order.id)).toEqual(Option.some({ state: "placed", trackingNumber: null, events: [] }))
        for (const id of ["", "1", "not-a-uuid", "00000000-0000-4000-8000-00000000beef", `${order.id} `]) {
          expect(yield* repo.fulfilmentOf(id), id).toEqual(Option.none())
        }
        expect(yield* Effect.flip(repo.transition(step("00000000-0000-4000-8000-00000000beef", { from: "placed", to: "packed" })))).toMatchObject({ _tag: "NotFound" })
        expect(yield* Effect.flip(repo.transition(step("nope", { from: "placed", to: "packed" })))).toMatchObject({ _tag: "NotFound" })
      })))

    it.effect("records every step with who, when, the note and the tracking number; delivered is the account area's delivery instant", () =>
      run(Effect.gen(function*() {
        const repo = yield* FulfilmentRepository
        const order = yield* (yield* OrderRepository).placeOrder({ ...pricedOrderOf([104]), paymentMethod: "cash-on-delivery" }, "k-1", null)
        yield* repo.transition(step(order.id, { from: "placed", to: "packed", note: "box 3" }))
        const shipped = yield* repo.transition(step(order.id, { from: "packed", to: "shipped", trackingNumber: "AWB-123456", at: at + 1 }))
        expect(shipped.state).toBe("shipped")
        expect(shipped.trackingNumber).toBe("AWB-123456")
        expect(Option.isNone(yield* (yield* AccountAreaRepository).deliveredAt(order.id))).toBe(true)
        const delivered = yield* repo.transition(step(order.id, { from: "shipped", to: "delivered", at: at + 2 }))
        expect(delivered).toEqual({
          state: "delivered",
          trackingNumber: "AWB-123456",
          events: [
            { orderId: order.id, from: "placed", to: "packed", at, actorId: "staff-1", actorName: "Ana Warehouse", note: "box 3", trackingNumber: null },
            { orderId: order.id, from: "packed", to: "shipped", at: at + 1, actorId: "staff-1", actorName: "Ana Warehouse", note: null, trackingNumber: "AWB-123456" },
            { orderId: order.id, from: "shipped", to: "delivered", at: at + 2, actorId: "staff-1", actorName: "Ana Warehouse", note: null, trackingNumber: null }
          ]
        })
        expect(yield* repo.fulfilmentOf(order.id)).toEqual(Option.some(delivered))
        expect(yield* (yield* AccountAreaRepository).deliveredAt(order.id)).toEqual(Option.some(at + 2))
        // The order itself is untouched: cash on delivery stays `created`.
        expect(Option.map(yield* (yield* OrderRepository).orderById(order.id), (o) => o.paymentState)).toEqual(Option.some("created"))
      })))

    it.effect("refuses (writing nothing) a stale state, a stale payment state, an illegal edge and shipping without a tracking number", () =>
      run(Effect.gen(function*() {
        const repo = yield* FulfilmentRepository
        const order = yield* (yield* OrderRepository).placeOrder(pricedOrderOf([104]), "k-1", null)
        const refused = [
          step(order.id, { from: "packed", to: "shipped", trackingNumber: "AWB-1234" }),
          step(order.id, { from: "placed", to: "packed", paymentState: "paid" }),
          step(order.id, { from: "placed", to: "shipped", trackingNumber: "AWB-1234" }),
          step(order.id, { from: "placed", to: "delivered" }),
          step(order.id, { from: "placed", to: "cancelled", paymentState: "paid", cancelPayment: true })
        ]
        for (const change of refused) {
          expect(yield* Effect.flip(repo.transition(change)), `${change.from}->${change.to}`).toMatchObject({ _tag: "IllegalTransition", from: "placed", to: change.to })
        }
        yield* repo.transition(step(order.id, { from: "placed", to: "packed" }))
        expect(yield* Effect.flip(repo.transition(step(order.id, { from: "packed", to: "shipped" })))).toMatchObject({ _tag: "IllegalTransition" })
        expect((yield* repo.fulfilmentOf(order.id)).pipe(Option.map((f) => [f.state, f.trackingNumber, f.events.length]))).toEqual(Option.some(["packed", null, 1]))
      })))

    it.effect("two steps from one state at once: one wins, the other is IllegalTransition", () =>
      run(Effect.gen(function*() {
        const repo = yield* FulfilmentRepository
        const order = yield* (yield* OrderRepository).placeOrder(pricedOrderOf([102]), "k-1", null)
        const results = yield* Effect.all([
          Effect.result(repo.transition(step(order.id, { from: "placed", to: "packed" }))),
          Effect.result(repo.transition(step(order.id, { from: "placed", to: "cancelled", cancelPayment: true })))
        ], { concurrency: "unbounded" })
        expect(results.filter((r) => r._tag === "Success")).toHaveLength(1)
        expect(results.filter((r) => r._tag === "Failure").map((r) => r._tag === "Failure" ? r.failure._tag : "")).toEqual(["IllegalTransition"])
        expect(Option.map(yield* repo.fulfilmentOf(order.id), (f) => f.events.length)).toEqual(Option.some(1))
      })))

    it.effect("cancelling gives every unit back and, when asked, cancels the unpaid payment (recorded); a paid one is kept", () =>
      run(Effect.gen(function*() {
        const repo = yield* FulfilmentRepository
        const orders = yield* OrderRepository
        const last = yield* orders.placeOrder(pricedOrderOf([102, 101, 101]), "k-1", null)
        expect(yield* Effect.flip(orders.placeOrder(pricedOrderOf([102], "fp-again"), "k-2", null))).toMatchObject({ _tag: "ProductOutOfStock" })
        const cancelled = yield* repo.transition(step(last.id, { from: "placed", to: "cancelled", cancelPayment: true, note: "customer called" }))
        expect(cancelled.state).toBe("cancelled")
        expect(Option.map(yield* orders.orderById(last.id), (o) => o.paymentState)).toEqual(Option.some("cancelled"))
        expect((yield* orders.paymentEvents(last.id)).at(-1)).toEqual({ orderId: last.id, from: "created", to: "cancelled", at, paymentId: null })
        // 102 x1 and 101 x3 are all back.
        yield* orders.placeOrder(pricedOrderOf([102, 101, 101, 101], "fp-again"), "k-3", null)
        // Cancelled is final.
        expect(yield* Effect.flip(repo.transition(step(last.id, { from: "cancelled", to: "packed", paymentState: "cancelled" })))).toMatchObject({ _tag: "IllegalTransition" })

        const paid = yield* orders.placeOrder(pricedOrderOf([104], "fp-paid"), "k-4", null)
        const paymentId = yield* orders.newPaymentId
        yield* orders.setPaymentState({ orderId: paid.id, from: "created", to: "processing", at, paymentId })
        yield* orders.setPaymentState({ orderId: paid.id, from: "processing", to: "paid", at, paymentId })
        yield* repo.transition(step(paid.id, { from: "placed", to: "packed", paymentState: "paid" }))
        yield* repo.transition(step(paid.id, { from: "packed", to: "cancelled", paymentState: "paid" }))
        expect(Option.map(yield* orders.orderById(paid.id), (o) => o.paymentState)).toEqual(Option.some("paid"))
        expect((yield* orders.paymentEvents(paid.id)).map((e) => e.to)).toEqual(["processing", "paid"])
      })))

    it.effect("searches orders newest first by market, status facts and words, a page at a time with the total", () =>
      run(Effect.gen(function*() {
        const repo = yield* FulfilmentRepository
        const orders = yield* OrderRepository
        const first = yield* orders.placeOrder({ ...pricedOrderOf([104], "fp-1"), placedAt: at + 1, paymentMethod: "cash-on-delivery" }, "k-1", null)
        const second = yield* orders.placeOrder({
          ...pricedOrderOf([104], "fp-2"),
          placedAt: at + 2,
          contact: { name: "Ion Ionescu", email: "Ion.Ionescu@Example.RO", phone: "+40 745 987 654" }
        }, "k-2", null)
        const third = yield* orders.placeOrder({ ...pricedOrderOf([104], "fp-3"), placedAt: at + 3, paymentMethod: "cash-on-delivery" }, "k-3", null)
        yield* repo.transition(step(third.id, { from: "placed", to: "packed" }))
        const ids = (page: { readonly orders: ReadonlyArray<{ readonly id: string }> }) => page.orders.map((o) => o.id)

        const all = yield* repo.searchOrders(everything)
        expect(ids(all)).toEqual([third.id, second.id, first.id])
        expect(all.total).toBe(3)
        expect(all.orders[0]).toEqual({
          id: third.id,
          market: "RO",
          placedAt: at + 3,
          contactName: "Ana Popescu",
          contactEmail: "ana@example.ro",
          contactPhone: "0722123456",
          paymentMethod: "cash-on-delivery",
          paymentState: "created",
          fulfilment: "packed",
          trackingNumber: null,
          total: 647
        })
        expect(yield* repo.searchOrders({ ...everything, offset: 1, limit: 1 })).toMatchObject({ total: 3, orders: [{ id: second.id }] })
        expect((yield* repo.searchOrders({ ...everything, market: "BG" })).total).toBe(0)
        expect(ids(yield* repo.searchOrders({ ...everything, facts: factsOfStatus("to-pack") }))).toEqual([first.id])
        expect(ids(yield* repo.searchOrders({ ...everything, facts: factsOfStatus("awaiting-payment") }))).toEqual([second.id])
        expect(ids(yield* repo.searchOrders({ ...everything, facts: factsOfStatus("packed") }))).toEqual([third.id])
        expect(ids(yield* repo.searchOrders({ ...everything, facts: [] }))).toEqual([])
        const words = (q: string) => repo.searchOrders({ ...everything, text: orderTextSearch(q) }).pipe(Effect.map(ids))
        expect(yield* words("ion.ionescu@example")).toEqual([second.id])
        expect(yield* words("0745 987 654")).toEqual([second.id])
        expect(yield* words("722123456")).toEqual([third.id, first.id])
        expect(yield* words(second.id.slice(0, 8))).toContain(second.id)
        expect(yield* words(second.id)).toEqual([second.id])
        expect(yield* words("nobody@nowhere")).toEqual([])
        expect(yield* words("100%_")).toEqual([])
      })))
  })
