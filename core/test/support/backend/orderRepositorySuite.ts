import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Exit, Option } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import type { PricedOrder } from "../../../src/backend/orders/orderTypes.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { suiteDataset } from "./dataset.ts"

/** A priced order of one unit per product id (RO products of the suite dataset). */
export const pricedOrderOf = (productIds: ReadonlyArray<number>, fingerprint = `fp-${productIds.join("-")}`): PricedOrder => ({
  market: "RO",
  lines: productIds.map((productId) => ({
    productId,
    title: `Product ${productId}`,
    unitPrice: 100,
    extraServices: [{ id: 701, type: "WARRANTY", key: "warranty-extension-1y", price: 199 }],
    accessories: [{ id: 503, name: "New battery", type: "BATTERY", price: 249 }]
  })),
  looseAccessories: [{ id: 502, name: "20W charger", type: "CHARGER", price: 79 }],
  contact: { name: "Ana Popescu", email: "ana@example.ro", phone: "0722123456" },
  delivery: {
    method: "courier",
    address: { county: "Cluj", locality: "Cluj-Napoca", street: "Strada Memorandumului", number: "5", postalCode: null, details: "ap. 3" }
  },
  paymentMethod: "card",
  totals: {
    devices: 100 * productIds.length,
    extraServices: 199 * productIds.length,
    accessories: 249 * productIds.length + 79,
    shipping: 20,
    cashOnDeliveryFee: 0,
    total: 548 * productIds.length + 99
  },
  fingerprint,
  placedAt: 1_763_800_000_000
})

/**
 * Contract every OrderRepository adapter passes. `makeLayer` must give a fresh store holding the
 * dataset's products (with their stock) and no orders. RO stock: 101 x3, 102 x1, 103 x0, 104 x5.
 */
export const orderRepositorySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<OrderRepository>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, OrderRepository>) => Effect.provide(effect, makeLayer(suiteDataset))

    it.effect("stores an order as priced, in state created, and finds it by id", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const priced = pricedOrderOf([101, 104])
        const order = yield* repo.placeOrder(priced, "key-1")
        expect(order).toEqual({ ...priced, id: order.id, idempotencyKey: "key-1", paymentState: "created" })
        expect(yield* repo.orderById(order.id)).toEqual(Option.some(order))
        expect(yield* repo.orderById("no-such-order")).toEqual(Option.none())
        expect(yield* repo.paymentEvents(order.id)).toEqual([])
      })))

    it.effect("stores a locker delivery and cash on delivery as given", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const priced: PricedOrder = {
          ...pricedOrderOf([104]),
          delivery: { method: "locker", lockerId: "RO-LCK-1" },
          paymentMethod: "cash-on-delivery",
          looseAccessories: []
        }
        const order = yield* repo.placeOrder(priced, "key-locker")
        expect(yield* repo.orderById(order.id)).toEqual(Option.some({ ...priced, id: order.id, idempotencyKey: "key-locker", paymentState: "created" }))
      })))

    it.effect("decrements stock: the last unit sells once", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        yield* repo.placeOrder(pricedOrderOf([102]), "first")
        const second = yield* Effect.flip(repo.placeOrder(pricedOrderOf([102]), "second"))
        expect(second).toMatchObject({
          _tag: "ProductOutOfStock",
          code: "out-of-stock",
          productId: 102,
          requested: 1,
          available: 0,
          message: "product 102: 1 asked, only 0 left"
        })
      })))

    it.effect("counts two lines of one product as two units", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        yield* repo.placeOrder(pricedOrderOf([101, 101]), "two")
        const error = yield* Effect.flip(repo.placeOrder(pricedOrderOf([101, 101]), "two-more"))
        expect(error).toMatchObject({ _tag: "ProductOutOfStock", productId: 101, requested: 2, available: 1 })
        yield* repo.placeOrder(pricedOrderOf([101]), "the-last")
      })))

    it.effect("refuses an order with any unit short and writes nothing, not even the other lines", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const error = yield* Effect.flip(repo.placeOrder(pricedOrderOf([104, 102, 102]), "short"))
        expect(error).toMatchObject({ _tag: "ProductOutOfStock", productId: 102, requested: 2, available: 1 })
        // Had 104 been decremented, five more units of it would not be there.
        yield* repo.placeOrder(pricedOrderOf([104, 104, 104, 104, 104]), "all-of-104")
        // The key of the refused order stays free.
        const retried = yield* repo.placeOrder(pricedOrderOf([102]), "short")
        expect(retried.lines.map((l) => l.productId)).toEqual([102])
      })))

    it.effect("refuses unknown, out-of-stock and other-market products", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        expect(yield* Effect.flip(repo.placeOrder(pricedOrderOf([103]), "a"))).toMatchObject({ productId: 103, available: 0 })
        expect(yield* Effect.flip(repo.placeOrder(pricedOrderOf([999]), "b"))).toMatchObject({ productId: 999, available: 0 })
        expect(yield* Effect.flip(repo.placeOrder(pricedOrderOf([201]), "c"))).toMatchObject({ productId: 201, available: 0 })
      })))

    it.effect("the same idempotency key twice gives one order and takes stock once", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const first = yield* repo.placeOrder(pricedOrderOf([102]), "same-key")
        const again = yield* repo.placeOrder(pricedOrderOf([102]), "same-key")
        expect(again).toEqual(first)
      })))

    it.effect("the same key with another request is a conflict", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        yield* repo.placeOrder(pricedOrderOf([101]), "reused")
        const error = yield* Effect.flip(repo.placeOrder(pricedOrderOf([104]), "reused"))
        expect(error).toMatchObject({ _tag: "IdempotencyConflict", code: "idempotency-conflict", idempotencyKey: "reused" })
      })))

    it.effect("two orders racing for the last unit: exactly one succeeds", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const exits = yield* Effect.all(
          [repo.placeOrder(pricedOrderOf([102], "fp-a"), "race-a"), repo.placeOrder(pricedOrderOf([102], "fp-b"), "race-b")],
          { concurrency: "unbounded", mode: "result" }
        )
        expect(exits.filter((r) => r._tag === "Success")).toHaveLength(1)
        const failure = exits.find((r) => r._tag === "Failure")
        expect(failure?._tag === "Failure" ? failure.failure : undefined).toMatchObject({ _tag: "ProductOutOfStock", productId: 102 })
      })))

    it.effect("the same key racing with itself gives one order", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const orders = yield* Effect.all(
          [repo.placeOrder(pricedOrderOf([101]), "race-key"), repo.placeOrder(pricedOrderOf([101]), "race-key")],
          { concurrency: "unbounded" }
        )
        expect(orders[0].id).toBe(orders[1].id)
        // Two units of 101 are left: one order took one.
        yield* repo.placeOrder(pricedOrderOf([101, 101]), "rest")
      })))

    it.effect("moves the payment state along legal edges and records each change", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const order = yield* repo.placeOrder(pricedOrderOf([104]), "pay")
        const id = order.id
        yield* repo.setPaymentState({ orderId: id, from: "created", to: "processing", at: 1000, paymentId: "p1" })
        yield* repo.setPaymentState({ orderId: id, from: "processing", to: "failed", at: 2000, paymentId: "p1" })
        yield* repo.setPaymentState({ orderId: id, from: "failed", to: "processing", at: 3000, paymentId: "p2" })
        const paid = yield* repo.setPaymentState({ orderId: id, from: "processing", to: "paid", at: 4000, paymentId: "p2" })
        expect(paid.paymentState).toBe("paid")
        expect(Option.map(yield* repo.orderById(id), (o) => o.paymentState)).toEqual(Option.some("paid"))
        expect(yield* repo.paymentEvents(id)).toEqual([
          { orderId: id, from: "created", to: "processing", at: 1000, paymentId: "p1" },
          { orderId: id, from: "processing", to: "failed", at: 2000, paymentId: "p1" },
          { orderId: id, from: "failed", to: "processing", at: 3000, paymentId: "p2" },
          { orderId: id, from: "processing", to: "paid", at: 4000, paymentId: "p2" }
        ])
      })))

    it.effect("refuses an illegal edge or a stale `from`, and records nothing", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const order = yield* repo.placeOrder(pricedOrderOf([104]), "illegal")
        const id = order.id
        const skip = yield* Effect.flip(repo.setPaymentState({ orderId: id, from: "created", to: "paid", at: 1, paymentId: null }))
        expect(skip).toMatchObject({ _tag: "IllegalTransition", code: "illegal-transition", orderId: id })
        const stale = yield* Effect.flip(repo.setPaymentState({ orderId: id, from: "processing", to: "paid", at: 1, paymentId: null }))
        expect(stale).toMatchObject({ _tag: "IllegalTransition" })
        yield* repo.setPaymentState({ orderId: id, from: "created", to: "processing", at: 2, paymentId: null })
        yield* repo.setPaymentState({ orderId: id, from: "processing", to: "paid", at: 3, paymentId: null })
        const afterPaid = yield* Effect.exit(repo.setPaymentState({ orderId: id, from: "paid", to: "processing", at: 4, paymentId: null }))
        expect(Exit.isFailure(afterPaid)).toBe(true)
        expect((yield* repo.paymentEvents(id)).map((e) => e.to)).toEqual(["processing", "paid"])
        const missing = yield* Effect.flip(repo.setPaymentState({ orderId: "nope", from: "created", to: "processing", at: 1, paymentId: null }))
        expect(missing).toMatchObject({ _tag: "NotFound", code: "not-found" })
      })))

    it.effect("of two racing changes from one state, one wins", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const order = yield* repo.placeOrder(pricedOrderOf([104]), "race-pay")
        yield* repo.setPaymentState({ orderId: order.id, from: "created", to: "processing", at: 1, paymentId: null })
        const results = yield* Effect.all(
          [
            repo.setPaymentState({ orderId: order.id, from: "processing", to: "paid", at: 2, paymentId: null }),
            repo.setPaymentState({ orderId: order.id, from: "processing", to: "failed", at: 2, paymentId: null })
          ],
          { concurrency: "unbounded", mode: "result" }
        )
        expect(results.filter((r) => r._tag === "Success")).toHaveLength(1)
        expect(yield* repo.paymentEvents(order.id)).toHaveLength(2)
      })))
  })
