import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Exit, Option } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import type { PricedOrder } from "../../../src/orders/orderTypes.ts"
import { OrderRepository, type ExpiryCutoff } from "../../../src/backend/ports/OrderRepository.ts"
import { isPublicId } from "../../../src/backend/ports/PublicId.ts"
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
        const order = yield* repo.placeOrder(priced, "key-1", null)
        expect(order).toEqual({ ...priced, id: order.id, idempotencyKey: "key-1", paymentState: "created", currentPaymentId: null })
        expect(yield* repo.orderById(order.id)).toEqual(Option.some(order))
        expect(yield* repo.orderById("no-such-order")).toEqual(Option.none())
        expect(yield* repo.paymentEvents(order.id)).toEqual([])
        // A guest's order (null owner) names none; owners are the account-area suite's (they need users).
        expect(yield* repo.ownerOfOrder(order.id)).toEqual(Option.none())
      })))

    it.effect("gives orders UUID ids; ids of any other shape, and unknown UUIDs, name no order", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const a = yield* repo.placeOrder(pricedOrderOf([104]), "uuid-a", null)
        const b = yield* repo.placeOrder(pricedOrderOf([104], "fp-other"), "uuid-b", null)
        expect(isPublicId(a.id) && isPublicId(b.id)).toBe(true)
        expect(a.id).not.toBe(b.id)
        for (const id of ["", "1", "0", "-1", "1e3", a.id.replaceAll("-", ""), `${a.id} `, `{${a.id}}`, "00000000-0000-4000-8000-00000000beef"]) {
          expect(yield* repo.orderById(id), id).toEqual(Option.none())
          expect(yield* repo.paymentEvents(id), id).toEqual([])
        }
        const missing = yield* Effect.flip(repo.setPaymentState({ orderId: "1", from: "created", to: "processing", at: 1, paymentId: yield* repo.newPaymentId }))
        expect(missing).toMatchObject({ _tag: "NotFound" })
      })))

    it.effect("draws a new UUID for every payment", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const ids = yield* Effect.all(Array.from({ length: 5 }, () => repo.newPaymentId))
        expect(ids.every(isPublicId)).toBe(true)
        expect(new Set(ids).size).toBe(5)
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
        const order = yield* repo.placeOrder(priced, "key-locker", null)
        expect(yield* repo.orderById(order.id)).toEqual(
          Option.some({ ...priced, id: order.id, idempotencyKey: "key-locker", paymentState: "created", currentPaymentId: null })
        )
      })))

    it.effect("decrements stock: the last unit sells once", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        yield* repo.placeOrder(pricedOrderOf([102]), "first", null)
        const second = yield* Effect.flip(repo.placeOrder(pricedOrderOf([102]), "second", null))
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
        yield* repo.placeOrder(pricedOrderOf([101, 101]), "two", null)
        const error = yield* Effect.flip(repo.placeOrder(pricedOrderOf([101, 101]), "two-more", null))
        expect(error).toMatchObject({ _tag: "ProductOutOfStock", productId: 101, requested: 2, available: 1 })
        yield* repo.placeOrder(pricedOrderOf([101]), "the-last", null)
      })))

    it.effect("refuses an order with any unit short and writes nothing, not even the other lines", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const error = yield* Effect.flip(repo.placeOrder(pricedOrderOf([104, 102, 102]), "short", null))
        expect(error).toMatchObject({ _tag: "ProductOutOfStock", productId: 102, requested: 2, available: 1 })
        // Had 104 been decremented, five more units of it would not be there.
        yield* repo.placeOrder(pricedOrderOf([104, 104, 104, 104, 104]), "all-of-104", null)
        // The key of the refused order stays free.
        const retried = yield* repo.placeOrder(pricedOrderOf([102]), "short", null)
        expect(retried.lines.map((l) => l.productId)).toEqual([102])
      })))

    it.effect("refuses unknown, out-of-stock and other-market products", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        expect(yield* Effect.flip(repo.placeOrder(pricedOrderOf([103]), "a", null))).toMatchObject({ productId: 103, available: 0 })
        expect(yield* Effect.flip(repo.placeOrder(pricedOrderOf([999]), "b", null))).toMatchObject({ productId: 999, available: 0 })
        expect(yield* Effect.flip(repo.placeOrder(pricedOrderOf([201]), "c", null))).toMatchObject({ productId: 201, available: 0 })
      })))

    it.effect("the same idempotency key twice gives one order and takes stock once", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const first = yield* repo.placeOrder(pricedOrderOf([102]), "same-key", null)
        const again = yield* repo.placeOrder(pricedOrderOf([102]), "same-key", null)
        expect(again).toEqual(first)
      })))

    it.effect("the same key with another request is a conflict", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        yield* repo.placeOrder(pricedOrderOf([101]), "reused", null)
        const error = yield* Effect.flip(repo.placeOrder(pricedOrderOf([104]), "reused", null))
        expect(error).toMatchObject({ _tag: "IdempotencyConflict", code: "idempotency-conflict", idempotencyKey: "reused" })
      })))

    it.effect("two orders racing for the last unit: exactly one succeeds", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const exits = yield* Effect.all(
          [repo.placeOrder(pricedOrderOf([102], "fp-a"), "race-a", null), repo.placeOrder(pricedOrderOf([102], "fp-b"), "race-b", null)],
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
          [repo.placeOrder(pricedOrderOf([101]), "race-key", null), repo.placeOrder(pricedOrderOf([101]), "race-key", null)],
          { concurrency: "unbounded" }
        )
        expect(orders[0].id).toBe(orders[1].id)
        // Two units of 101 are left: one order took one.
        yield* repo.placeOrder(pricedOrderOf([101, 101]), "rest", null)
      })))

    it.effect("moves the payment state along legal edges, tracking the current payment, and records each change", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const order = yield* repo.placeOrder(pricedOrderOf([104]), "pay", null)
        const id = order.id
        const p1 = yield* repo.newPaymentId
        const p2 = yield* repo.newPaymentId
        const started = yield* repo.setPaymentState({ orderId: id, from: "created", to: "processing", at: 1000, paymentId: p1 })
        expect(started).toMatchObject({ paymentState: "processing", currentPaymentId: p1 })
        yield* repo.setPaymentState({ orderId: id, from: "processing", to: "failed", at: 2000, paymentId: p1 })
        yield* repo.setPaymentState({ orderId: id, from: "failed", to: "processing", at: 3000, paymentId: p2 })
        const paid = yield* repo.setPaymentState({ orderId: id, from: "processing", to: "paid", at: 4000, paymentId: p2 })
        expect(paid).toMatchObject({ paymentState: "paid", currentPaymentId: p2 })
        expect(Option.map(yield* repo.orderById(id), (o) => [o.paymentState, o.currentPaymentId])).toEqual(Option.some(["paid", p2]))
        expect(yield* repo.paymentEvents(id)).toEqual([
          { orderId: id, from: "created", to: "processing", at: 1000, paymentId: p1 },
          { orderId: id, from: "processing", to: "failed", at: 2000, paymentId: p1 },
          { orderId: id, from: "failed", to: "processing", at: 3000, paymentId: p2 },
          { orderId: id, from: "processing", to: "paid", at: 4000, paymentId: p2 }
        ])
      })))

    it.effect("refuses an illegal edge, a stale `from` or a payment that is not the current one, and records nothing", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const order = yield* repo.placeOrder(pricedOrderOf([104]), "illegal", null)
        const id = order.id
        const p1 = yield* repo.newPaymentId
        const stray = yield* repo.newPaymentId
        const skip = yield* Effect.flip(repo.setPaymentState({ orderId: id, from: "created", to: "paid", at: 1, paymentId: null }))
        expect(skip).toMatchObject({ _tag: "IllegalTransition", code: "illegal-transition", orderId: id })
        const stale = yield* Effect.flip(repo.setPaymentState({ orderId: id, from: "processing", to: "paid", at: 1, paymentId: p1 }))
        expect(stale).toMatchObject({ _tag: "IllegalTransition" })
        const noPayment = yield* Effect.flip(repo.setPaymentState({ orderId: id, from: "created", to: "processing", at: 1, paymentId: null }))
        expect(noPayment).toMatchObject({ _tag: "IllegalTransition" })
        yield* repo.setPaymentState({ orderId: id, from: "created", to: "processing", at: 2, paymentId: p1 })
        for (const paymentId of [stray, null]) {
          const other = yield* Effect.flip(repo.setPaymentState({ orderId: id, from: "processing", to: "paid", at: 3, paymentId }))
          expect(other).toMatchObject({ _tag: "IllegalTransition", from: "processing" })
        }
        expect(Option.map(yield* repo.orderById(id), (o) => [o.paymentState, o.currentPaymentId])).toEqual(Option.some(["processing", p1]))
        yield* repo.setPaymentState({ orderId: id, from: "processing", to: "paid", at: 3, paymentId: p1 })
        const afterPaid = yield* Effect.exit(repo.setPaymentState({ orderId: id, from: "paid", to: "processing", at: 4, paymentId: stray }))
        expect(Exit.isFailure(afterPaid)).toBe(true)
        expect((yield* repo.paymentEvents(id)).map((e) => e.to)).toEqual(["processing", "paid"])
        const missing = yield* Effect.flip(repo.setPaymentState({ orderId: "00000000-0000-4000-8000-00000000dead", from: "created", to: "processing", at: 1, paymentId: p1 }))
        expect(missing).toMatchObject({ _tag: "NotFound", code: "not-found" })
      })))

    it.effect("of two racing changes from one state, one wins", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const order = yield* repo.placeOrder(pricedOrderOf([104]), "race-pay", null)
        const p1 = yield* repo.newPaymentId
        yield* repo.setPaymentState({ orderId: order.id, from: "created", to: "processing", at: 1, paymentId: p1 })
        const results = yield* Effect.all(
          [
            repo.setPaymentState({ orderId: order.id, from: "processing", to: "paid", at: 2, paymentId: p1 }),
            repo.setPaymentState({ orderId: order.id, from: "processing", to: "failed", at: 2, paymentId: p1 })
          ],
          { concurrency: "unbounded", mode: "result" }
        )
        expect(results.filter((r) => r._tag === "Success")).toHaveLength(1)
        expect(yield* repo.paymentEvents(order.id)).toHaveLength(2)
      })))

    it.effect("of two racing starts, one wins and the order's current payment is the winner's", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const order = yield* repo.placeOrder(pricedOrderOf([104]), "race-start", null)
        const [a, b] = [yield* repo.newPaymentId, yield* repo.newPaymentId]
        const results = yield* Effect.all(
          [a, b].map((paymentId) => repo.setPaymentState({ orderId: order.id, from: "created", to: "processing", at: 1, paymentId })),
          { concurrency: "unbounded", mode: "result" }
        )
        const won = results.flatMap((r) => (r._tag === "Success" ? [r.success.currentPaymentId] : []))
        expect(won).toHaveLength(1)
        expect(Option.map(yield* repo.orderById(order.id), (o) => o.currentPaymentId)).toEqual(Option.some(won[0]))
      })))

    const cutoff = (placedBefore: number, at = placedBefore): ExpiryCutoff => ({
      placedBefore,
      at,
      paymentMethods: ["card", "instalments"],
      states: ["created", "processing", "failed"]
    })

    it.effect("expires the unpaid orders the cutoff names: cancelled, recorded, their stock returned", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const placedAt = pricedOrderOf([]).placedAt
        const created = yield* repo.placeOrder(pricedOrderOf([102, 101]), "exp-created", null)
        const processing = yield* repo.placeOrder({ ...pricedOrderOf([101, 101], "fp-p"), paymentMethod: "instalments" }, "exp-processing", null)
        const p1 = yield* repo.newPaymentId
        yield* repo.setPaymentState({ orderId: processing.id, from: "created", to: "processing", at: placedAt + 1, paymentId: p1 })
        const paid = yield* repo.placeOrder(pricedOrderOf([104], "fp-paid"), "exp-paid", null)
        const p2 = yield* repo.newPaymentId
        yield* repo.setPaymentState({ orderId: paid.id, from: "created", to: "processing", at: placedAt + 1, paymentId: p2 })
        yield* repo.setPaymentState({ orderId: paid.id, from: "processing", to: "paid", at: placedAt + 2, paymentId: p2 })
        const cash = yield* repo.placeOrder({ ...pricedOrderOf([104], "fp-cash"), paymentMethod: "cash-on-delivery" }, "exp-cash", null)
        const later = yield* repo.placeOrder({ ...pricedOrderOf([104], "fp-later"), placedAt: placedAt + 60_000 }, "exp-later", null)
        // Stock now: 101 x0, 102 x0.
        expect(yield* Effect.flip(repo.placeOrder(pricedOrderOf([101], "fp-x"), "exp-x", null))).toMatchObject({ available: 0 })

        expect(yield* repo.expireUnpaid(cutoff(placedAt))).toEqual([])
        const cancelled = yield* repo.expireUnpaid(cutoff(placedAt + 1, placedAt + 5_000))
        expect([...cancelled].sort()).toEqual([created.id, processing.id].sort())
        expect(yield* repo.paymentEvents(created.id)).toEqual([
          { orderId: created.id, from: "created", to: "cancelled", at: placedAt + 5_000, paymentId: null }
        ])
        expect((yield* repo.paymentEvents(processing.id)).at(-1)).toEqual(
          { orderId: processing.id, from: "processing", to: "cancelled", at: placedAt + 5_000, paymentId: p1 }
        )
        for (const [order, state] of [[created, "cancelled"], [processing, "cancelled"], [paid, "paid"], [cash, "created"], [later, "created"]] as const) {
          expect(Option.map(yield* repo.orderById(order.id), (o) => o.paymentState), order.idempotencyKey).toEqual(Option.some(state))
        }
        // A cancelled order is final: no payment can move it.
        const moved = yield* Effect.flip(repo.setPaymentState({ orderId: processing.id, from: "processing", to: "paid", at: placedAt + 6_000, paymentId: p1 }))
        expect(moved).toMatchObject({ _tag: "IllegalTransition", from: "cancelled" })
        // Every unit came back: 101 x3 (one from the first order, two from the second), 102 x1.
        yield* repo.placeOrder({ ...pricedOrderOf([101, 101, 101, 102], "fp-y"), placedAt: placedAt + 60_000 }, "exp-y", null)
        expect(yield* repo.expireUnpaid(cutoff(placedAt + 1))).toEqual([])
      })))

    it.effect("expires only the payment methods and states it is given", () =>
      run(Effect.gen(function*() {
        const repo = yield* OrderRepository
        const placedAt = pricedOrderOf([]).placedAt
        const card = yield* repo.placeOrder(pricedOrderOf([104]), "only-card", null)
        const instalments = yield* repo.placeOrder({ ...pricedOrderOf([104], "fp-i"), paymentMethod: "instalments" }, "only-instalments", null)
        expect(yield* repo.expireUnpaid({ ...cutoff(placedAt + 1), paymentMethods: ["instalments"] })).toEqual([instalments.id])
        expect(yield* repo.expireUnpaid({ ...cutoff(placedAt + 1), states: ["failed"] })).toEqual([])
        expect(yield* repo.expireUnpaid(cutoff(placedAt + 1))).toEqual([card.id])
      })))
  })
