import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import type { Reader } from "../../src/backend/access/recordAccess.ts"
import type { OrderReceipt } from "../../src/orders/orderTypes.ts"
import { placeOrder } from "../../src/backend/orders/placeOrder.ts"
import { expireUnpaidOrders, unpaidOrderLifetimeMs } from "../../src/backend/payments/expiry.ts"
import { completeSandboxPayment, paymentStatus, retryPayment, startPayment } from "../../src/backend/payments/paymentService.ts"
import { CatalogRepository } from "../../src/backend/ports/CatalogRepository.ts"
import { OrderRepository } from "../../src/backend/ports/OrderRepository.ts"
import { PaymentGateway } from "../../src/backend/ports/PaymentGateway.ts"
import { pathOf } from "../../src/routes/router.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"
import { orderRequest } from "../support/backend/orderRequests.ts"
import { sandboxLink } from "../support/backend/paymentGatewaySuite.ts"

/** The storefront page of a state, naming the order and its token as the pages read them. */
const pageOf = (key: "thankYou" | "paymentProcessing" | "paymentFailed", order: OrderReceipt) =>
  `${pathOf("RO", key)}?order=${order.id}&token=${encodeURIComponent(order.orderToken)}`

/** The guest who placed an order: the holder of its token. */
const buyer = (order: OrderReceipt): Reader => ({ userId: null, token: order.orderToken })

/** One unit of product 102 (RO stock 1 in the suite dataset), nothing else. */
const lastUnit = (key: string, paymentMethod: "card" | "instalments" | "cash-on-delivery" = "card") =>
  placeOrder(orderRequest({
    idempotencyKey: key,
    lines: [{ productId: 102, extraServiceIds: [], accessoryIds: [] }],
    accessoryIds: [],
    paymentMethod
  }), null)

const stockOf = (productId: number) =>
  Effect.gen(function*() {
    const catalog = yield* CatalogRepository
    return Option.map(yield* catalog.productById("RO", productId), (p) => p.stock)
  })

describe("unpaid order expiry", () => {
  it.effect("cancels a card order unpaid for 30 minutes, returns its stock and records the cancellation", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(1_000_000)
      const order = yield* lastUnit("expire-card-1")
      expect(yield* stockOf(102)).toEqual(Option.some(0))
      yield* TestClock.setTime(1_000_000 + unpaidOrderLifetimeMs)
      expect(yield* expireUnpaidOrders).toEqual([])
      yield* TestClock.setTime(1_000_000 + unpaidOrderLifetimeMs + 1)
      expect(yield* expireUnpaidOrders).toEqual([order.id])
      expect(yield* stockOf(102)).toEqual(Option.some(1))
      const repo = yield* OrderRepository
      expect(yield* repo.paymentEvents(order.id)).toEqual([
        { orderId: order.id, from: "created", to: "cancelled", at: 1_000_000 + unpaidOrderLifetimeMs + 1, paymentId: null }
      ])
      expect(yield* paymentStatus(order.id, buyer(order))).toMatchObject({ paymentState: "cancelled", pagePath: pageOf("paymentFailed", order) })
      // Cancelled is final, and a second sweep changes nothing.
      expect((yield* Effect.flip(startPayment(order.id, buyer(order)))).code).toBe("illegal-transition")
      expect((yield* Effect.flip(retryPayment(order.id, buyer(order)))).code).toBe("illegal-transition")
      expect(yield* expireUnpaidOrders).toEqual([])
      expect(yield* stockOf(102)).toEqual(Option.some(1))
    })))

  it.effect("a payment pending when its order expired cannot settle it afterwards", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* lastUnit("expire-pending")
      const started = yield* startPayment(order.id, buyer(order))
      const { paymentId, token } = sandboxLink(started.redirectPath)
      yield* TestClock.setTime(unpaidOrderLifetimeMs + 1)
      expect(yield* expireUnpaidOrders).toEqual([order.id])
      expect((yield* (yield* OrderRepository).paymentEvents(order.id)).at(-1)).toMatchObject({ from: "processing", to: "cancelled", paymentId })
      expect((yield* Effect.flip(completeSandboxPayment(paymentId, "paid", token))).code).toBe("illegal-transition")
      const gateway = yield* PaymentGateway
      expect(Option.map(yield* gateway.session(paymentId, token), (s) => s.status)).toEqual(Option.some("pending"))
      expect((yield* paymentStatus(order.id, buyer(order))).paymentState).toBe("cancelled")
    })))

  it.effect("expires failed orders too, but never paid or cash-on-delivery ones", () =>
    withMemoryBackend(Effect.gen(function*() {
      const failed = yield* placeOrder(orderRequest({ idempotencyKey: "expire-failed", paymentMethod: "instalments" }), null)
      const started = yield* startPayment(failed.id, buyer(failed))
      const failing = sandboxLink(started.redirectPath)
      yield* completeSandboxPayment(failing.paymentId, "failed", failing.token)
      const paid = yield* placeOrder(orderRequest({ idempotencyKey: "expire-paid" }), null)
      const paying = sandboxLink((yield* startPayment(paid.id, buyer(paid))).redirectPath)
      yield* completeSandboxPayment(paying.paymentId, "paid", paying.token)
      const cash = yield* placeOrder(orderRequest({ idempotencyKey: "expire-cash", paymentMethod: "cash-on-delivery" }), null)
      yield* TestClock.setTime(10 * unpaidOrderLifetimeMs)
      expect(yield* expireUnpaidOrders).toEqual([failed.id])
      expect((yield* paymentStatus(paid.id, buyer(paid))).paymentState).toBe("paid")
      expect((yield* paymentStatus(cash.id, buyer(cash))).paymentState).toBe("created")
    })))

  it.effect("placing an order first cancels the expired ones, so the last unit they held sells again", () =>
    withMemoryBackend(Effect.gen(function*() {
      const abandoned = yield* lastUnit("abandoned")
      expect((yield* Effect.flip(lastUnit("too-early"))).code).toBe("out-of-stock")
      yield* TestClock.setTime(unpaidOrderLifetimeMs + 1)
      const next = yield* lastUnit("after-expiry")
      expect(next.lines.map((l) => l.productId)).toEqual([102])
      expect((yield* paymentStatus(abandoned.id, buyer(abandoned))).paymentState).toBe("cancelled")
      expect(yield* stockOf(102)).toEqual(Option.some(0))
    })))
})
