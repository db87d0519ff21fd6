import { describe, expect, it } from "@effect/vitest"
import { accountAreaRepositoryMemoryLayer } from "@shop/adapters/memory/backend/AccountAreaRepositoryMemory"
import { AuditLogMemory } from "@shop/adapters/memory/backend/AuditLogMemory"
import { fulfilmentRepositoryMemoryLayer } from "@shop/adapters/memory/backend/FulfilmentRepositoryMemory"
import { MemoryState } from "@shop/adapters/memory/backend/memoryState"
import { orderRepositoryMemoryLayer } from "@shop/adapters/memory/backend/OrderRepositoryMemory"
import { paymentGatewayMemoryLayer } from "@shop/adapters/memory/backend/PaymentGatewayMemory"
import { Effect, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import { myPurchasesWithSteps } from "../../../src/backend/account/purchaseSteps.ts"
import { AccountAreaRepository } from "../../../src/backend/account/ports.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { PaymentGateway, type PaymentGatewayShape } from "../../../src/backend/ports/PaymentGateway.ts"
import { AuditLog } from "../../../src/backend/staff/audit.ts"
import { listOrders, orderDetail, staffOrdersPageSize, transitionOrder } from "../../../src/backend/staff/orders.ts"
import type { PricedOrder } from "../../../src/orders/orderTypes.ts"
import type { StaffActor, StaffRole } from "../../../src/staff/roles.ts"
import { suiteDataset } from "../../support/backend/dataset.ts"
import { pricedOrderOf } from "../../support/backend/orderRepositorySuite.ts"
import { sandboxLink } from "../../support/backend/paymentGatewaySuite.ts"

const actor = (role: StaffRole): StaffActor => ({ id: `staff-${role}`, email: `${role}@shop.example`, name: `The ${role}`, role, language: "en" })
const warehouse = actor("warehouse")
const support = actor("support")
const catalog = actor("catalog")

const layer = (gateway?: (state: MemoryState) => Layer.Layer<PaymentGateway>) =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(suiteDataset)
    return Layer.mergeAll(
      orderRepositoryMemoryLayer(state),
      fulfilmentRepositoryMemoryLayer(state),
      accountAreaRepositoryMemoryLayer(state),
      (gateway ?? paymentGatewayMemoryLayer)(state),
      AuditLogMemory.layer
    )
  }))

const place = (order: Partial<PricedOrder> = {}, key = "k-1", products: ReadonlyArray<number> = [104]) =>
  Effect.gen(function*() {
    return yield* (yield* OrderRepository).placeOrder({ ...pricedOrderOf(products, key), ...order }, key, null)
  })

/** A card order paid through the sandbox gateway. */
const placePaid = (key = "k-paid", products: ReadonlyArray<number> = [104]) =>
  Effect.gen(function*() {
    const orders = yield* OrderRepository
    const gateway = yield* PaymentGateway
    const order = yield* place({}, key, products)
    const paymentId = yield* orders.newPaymentId
    yield* orders.setPaymentState({ orderId: order.id, from: "created", to: "processing", at: 1, paymentId })
    const link = sandboxLink((yield* gateway.start({ paymentId, orderId: order.id, market: "RO", amount: order.totals.total, method: "card" })).redirectPath)
    yield* gateway.complete(paymentId, "paid", link.token)
    return yield* orders.setPaymentState({ orderId: order.id, from: "processing", to: "paid", at: 2, paymentId })
  })

const auditEntries = Effect.gen(function*() {
  return (yield* (yield* AuditLog).list(0, 100)).entries
})

describe("staff orders", () => {
  it.effect("asks the role first: catalog may not read orders, support may not pack, warehouse may not cancel", () =>
    Effect.gen(function*() {
      const order = yield* place({ paymentMethod: "cash-on-delivery" })
      expect(yield* Effect.flip(listOrders(catalog, {}))).toMatchObject({ _tag: "Forbidden", permission: "orders.read" })
      expect(yield* Effect.flip(orderDetail(catalog, order.id))).toMatchObject({ _tag: "Forbidden" })
      expect(yield* Effect.flip(transitionOrder(support, order.id, { to: "packed" }))).toMatchObject({ _tag: "Forbidden", permission: "orders.fulfil" })
      expect(yield* Effect.flip(transitionOrder(warehouse, order.id, { to: "cancelled" }))).toMatchObject({ _tag: "Forbidden", permission: "orders.cancel" })
      // Forbidden before any read: an unknown id is Forbidden too, not NotFound.
      expect(yield* Effect.flip(transitionOrder(support, "nope", { to: "shipped" }))).toMatchObject({ _tag: "Forbidden" })
      expect(yield* auditEntries).toEqual([])
    }).pipe(Effect.provide(layer())))

  it.effect("packs, ships with a tracking number and delivers a cash-on-delivery order; each step audited; the buyer sees each step", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(1_764_000_000_000)
      const order = yield* place({ paymentMethod: "cash-on-delivery" })
      const packed = yield* transitionOrder(warehouse, order.id, { to: "packed", note: " fragile " })
      expect(packed.status).toBe("packed")
      expect(yield* Effect.flip(transitionOrder(warehouse, order.id, { to: "shipped" }))).toMatchObject({
        _tag: "ValidationFailed",
        fields: { trackingNumber: "tracking-number-invalid" }
      })
      const shipped = yield* transitionOrder(warehouse, order.id, { to: "shipped", trackingNumber: " AWB-99887766 " })
      expect(shipped.fulfilment.trackingNumber).toBe("AWB-99887766")
      yield* TestClock.adjust("1 day")
      const delivered = yield* transitionOrder(warehouse, order.id, { to: "delivered" })
      expect(delivered.status).toBe("delivered")
      expect(delivered.deliveredAt).toBe(1_764_000_000_000 + 86_400_000)
      expect(yield* (yield* AccountAreaRepository).deliveredAt(order.id)).toEqual(Option.some(1_764_000_000_000 + 86_400_000))
      expect(delivered.fulfilment.events.map((e) => [e.from, e.to, e.actorId, e.note])).toEqual([
        ["placed", "packed", warehouse.id, "fragile"],
        ["packed", "shipped", warehouse.id, null],
        ["shipped", "delivered", warehouse.id, null]
      ])
      const entries = yield* auditEntries
      expect(entries.map((e) => [e.action, e.subject, e.actorId])).toEqual([
        ["order.transition", `order:${order.id}`, warehouse.id],
        ["order.transition", `order:${order.id}`, warehouse.id],
        ["order.transition", `order:${order.id}`, warehouse.id]
      ])
      expect(entries.find((e) => (e.after as { fulfilment: string }).fulfilment === "shipped")).toMatchObject({
        before: { fulfilment: "packed", trackingNumber: null },
        after: { fulfilment: "shipped", trackingNumber: "AWB-99887766" }
      })
      // Delivered is final; a second delivery is a 409, not audited.
      expect(yield* Effect.flip(transitionOrder(warehouse, order.id, { to: "delivered" }))).toMatchObject({ _tag: "IllegalTransition" })
      expect(yield* auditEntries).toHaveLength(3)
    }).pipe(Effect.provide(layer())))

  it.effect("an unpaid card order cannot be packed; cancelling it cancels its payment and gives the stock back", () =>
    Effect.gen(function*() {
      const order = yield* place({}, "k-1", [102])
      expect(yield* Effect.flip(transitionOrder(warehouse, order.id, { to: "packed" }))).toMatchObject({ _tag: "IllegalTransition" })
      const cancelled = yield* transitionOrder(support, order.id, { to: "cancelled", note: "asked by phone" })
      expect(cancelled.status).toBe("cancelled")
      expect(cancelled.order.paymentState).toBe("cancelled")
      expect(cancelled.refundDue).toBe(false)
      // 102 had one unit: it is back.
      yield* place({}, "k-2", [102])
      expect(yield* Effect.flip(transitionOrder(support, order.id, { to: "cancelled" }))).toMatchObject({ _tag: "IllegalTransition" })
    }).pipe(Effect.provide(layer())))

  it.effect("cancelling a paid card order refunds it through the gateway (paid -> refunded)", () =>
    Effect.gen(function*() {
      const order = yield* placePaid()
      yield* transitionOrder(warehouse, order.id, { to: "packed" })
      const cancelled = yield* transitionOrder(support, order.id, { to: "cancelled" })
      expect(cancelled.order.paymentState).toBe("refunded")
      expect(cancelled.paymentEvents.map((e) => e.to)).toEqual(["processing", "paid", "refunded"])
      expect(cancelled.status).toBe("cancelled")
      const [entry] = yield* auditEntries
      expect(entry).toMatchObject({ before: { fulfilment: "packed", paymentState: "paid" }, after: { fulfilment: "cancelled", paymentState: "refunded" } })
      // A shipped order cannot be cancelled.
      const other = yield* placePaid("k-other")
      yield* transitionOrder(warehouse, other.id, { to: "packed" })
      yield* transitionOrder(warehouse, other.id, { to: "shipped", trackingNumber: "RO123456789" })
      expect(yield* Effect.flip(transitionOrder(support, other.id, { to: "cancelled" }))).toMatchObject({ _tag: "IllegalTransition", from: "shipped" })
    }).pipe(Effect.provide(layer())))

  it.effect("a gateway that cannot refund: a paid order is not cancelled, nothing written; a failed refund is retried by cancelling again", () => {
    let failNext = false
    const flaky = (state: MemoryState) =>
      Layer.effect(PaymentGateway, Effect.map(Effect.provide(Effect.gen(function*() { return yield* PaymentGateway }), paymentGatewayMemoryLayer(state)), (inner): PaymentGatewayShape => ({
        ...inner,
        refund: (request) => {
          if (!failNext) return inner.refund(request)
          failNext = false
          return Effect.die("the gateway is down")
        }
      })))
    return Effect.gen(function*() {
      const order = yield* placePaid()
      failNext = true
      const exit = yield* Effect.exit(transitionOrder(support, order.id, { to: "cancelled" }))
      expect(exit._tag).toBe("Failure")
      const half = yield* orderDetail(support, order.id)
      expect([half.status, half.order.paymentState, half.refundDue]).toEqual(["cancelled", "paid", true])
      const retried = yield* transitionOrder(support, order.id, { to: "cancelled" })
      expect([retried.order.paymentState, retried.refundDue]).toEqual(["refunded", false])
      expect(retried.fulfilment.events).toHaveLength(1)
    }).pipe(Effect.provide(layer(flaky)))
  })

  it.effect("refuses to cancel a paid order when the gateway cannot refund (PAYMENTS=none)", () => {
    const none = (state: MemoryState) =>
      Layer.effect(PaymentGateway, Effect.map(Effect.provide(Effect.gen(function*() { return yield* PaymentGateway }), paymentGatewayMemoryLayer(state)), (inner): PaymentGatewayShape => ({ ...inner, canRefund: false })))
    return Effect.gen(function*() {
      const order = yield* placePaid()
      expect(yield* Effect.flip(transitionOrder(support, order.id, { to: "cancelled" }))).toMatchObject({ _tag: "PaymentMethodUnavailable" })
      const detail = yield* orderDetail(support, order.id)
      expect([detail.status, detail.order.paymentState]).toEqual(["to-pack", "paid"])
      expect(yield* auditEntries).toEqual([])
    }).pipe(Effect.provide(layer(none)))
  })

  it.effect("lists newest first, 25 a page, by market, status and search words; detail has everything; unknown ids are NotFound", () =>
    Effect.gen(function*() {
      const placed = []
      for (let i = 0; i < 27; i++) placed.push(yield* place({ placedAt: 1_764_000_000_000 + i, paymentMethod: "cash-on-delivery" }, `k-${i}`, []))
      const paid = yield* placePaid()
      const first = yield* listOrders(support, {})
      expect([first.page, first.pageSize, first.total, first.pages, first.orders.length]).toEqual([1, staffOrdersPageSize, 28, 2, 25])
      expect(first.orders[0]?.id).toBe(placed[26]?.id)
      expect((yield* listOrders(support, { page: 2 })).orders.map((o) => o.id)).toEqual([placed[1]?.id, placed[0]?.id, paid.id])
      expect((yield* listOrders(support, { status: "awaiting-payment" })).total).toBe(0)
      expect((yield* listOrders(support, { status: "to-pack" })).total).toBe(28)
      expect((yield* listOrders(support, { market: "GR" })).total).toBe(0)
      expect((yield* listOrders(support, { q: paid.id })).orders.map((o) => o.id)).toEqual([paid.id])
      const detail = yield* orderDetail(warehouse, paid.id)
      expect(detail).toMatchObject({ status: "to-pack", deliveredAt: null, customerId: null, refundDue: false, fulfilment: { state: "placed", events: [] } })
      expect(detail.order.contact.email).toBe("ana@example.ro")
      expect(detail.paymentEvents.map((e) => e.to)).toEqual(["processing", "paid"])
      for (const id of ["nope", "00000000-0000-4000-8000-00000000beef"]) {
        expect(yield* Effect.flip(orderDetail(support, id))).toMatchObject({ _tag: "NotFound" })
        expect(yield* Effect.flip(transitionOrder(warehouse, id, { to: "packed" }))).toMatchObject({ _tag: "NotFound" })
      }
    }).pipe(Effect.provide(layer())))
})

describe("my purchases with their steps", () => {
  it.effect("shows the buyer the state, the tracking number and when each step happened, never who", () =>
    Effect.gen(function*() {
      const orders = yield* OrderRepository
      const order = yield* orders.placeOrder({ ...pricedOrderOf([104]), paymentMethod: "cash-on-delivery" }, "k-1", "user-1")
      // The memory account area lists owned orders.
      yield* transitionOrder(warehouse, order.id, { to: "packed" })
      yield* transitionOrder(warehouse, order.id, { to: "shipped", trackingNumber: "GR-0001-XY" })
      const [mine] = yield* myPurchasesWithSteps("user-1", "RO")
      expect(mine?.fulfilment).toEqual({ state: "shipped", trackingNumber: "GR-0001-XY", steps: [{ state: "packed", at: 0 }, { state: "shipped", at: 0 }] })
      expect(JSON.stringify(mine)).not.toContain(warehouse.id)
    }).pipe(Effect.provide(layer())))
})
