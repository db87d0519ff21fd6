import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import { TestClock } from "effect/testing"
import * as fc from "fast-check"
import { orderWithPayments } from "../../src/backend/orders/orderQueries.ts"
import { placeOrder } from "../../src/backend/orders/placeOrder.ts"
import { completeSandboxPayment, paymentStatus, retryPayment, startPayment } from "../../src/backend/payments/paymentService.ts"
import { isLegalTransition } from "../../src/backend/payments/paymentState.ts"
import { OrderRepository } from "../../src/backend/ports/OrderRepository.ts"
import { pathOf } from "../../src/routes/router.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"
import { orderRequest } from "../support/backend/orderRequests.ts"

const cardOrder = (key = "pay-order-1") => placeOrder(orderRequest({ idempotencyKey: key }))

describe("payment programs", () => {
  it.effect("card: start sends to the gateway and shows the processing page; paid goes to thank-you", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* cardOrder()
      yield* TestClock.setTime(1_000)
      const started = yield* startPayment(order.id)
      expect(started).toMatchObject({ paymentState: "processing", pagePath: pathOf("RO", "paymentProcessing") })
      expect(started.redirectPath).toBe(`/sandbox-pay/${started.paymentId}/`)
      yield* TestClock.setTime(2_000)
      const paid = yield* completeSandboxPayment(started.paymentId ?? "", "paid")
      expect(paid).toMatchObject({ orderId: order.id, paymentState: "paid", redirectPath: pathOf("RO", "thankYou") })
      const repo = yield* OrderRepository
      expect(yield* repo.paymentEvents(order.id)).toEqual([
        { orderId: order.id, from: "created", to: "processing", at: 1_000, paymentId: started.paymentId },
        { orderId: order.id, from: "processing", to: "paid", at: 2_000, paymentId: started.paymentId }
      ])
    })))

  it.effect("a failed payment goes to the payment-failed page and is retried to success", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* cardOrder()
      const first = yield* startPayment(order.id)
      const failed = yield* completeSandboxPayment(first.paymentId ?? "", "failed")
      expect(failed).toMatchObject({ paymentState: "failed", redirectPath: pathOf("RO", "paymentFailed") })
      expect((yield* paymentStatus(order.id)).pagePath).toBe(pathOf("RO", "paymentFailed"))
      const retried = yield* retryPayment(order.id)
      expect(retried.paymentId).not.toBe(first.paymentId)
      const paid = yield* completeSandboxPayment(retried.paymentId ?? "", "paid")
      expect(paid.paymentState).toBe("paid")
      const repo = yield* OrderRepository
      expect((yield* repo.paymentEvents(order.id)).map((e) => `${e.from}>${e.to}`)).toEqual([
        "created>processing",
        "processing>failed",
        "failed>processing",
        "processing>paid"
      ])
    })))

  it.effect("refuses what the machine does not allow: retry before failing, start twice, anything after paid", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* cardOrder()
      expect((yield* Effect.flip(retryPayment(order.id))).code).toBe("illegal-transition")
      const started = yield* startPayment(order.id)
      expect((yield* Effect.flip(startPayment(order.id))).code).toBe("illegal-transition")
      yield* completeSandboxPayment(started.paymentId ?? "", "paid")
      expect((yield* Effect.flip(completeSandboxPayment(started.paymentId ?? "", "failed"))).code).toBe("illegal-transition")
      expect((yield* Effect.flip(retryPayment(order.id))).code).toBe("illegal-transition")
      expect((yield* Effect.flip(startPayment(order.id))).code).toBe("illegal-transition")
      expect((yield* paymentStatus(order.id)).paymentState).toBe("paid")
      const summary = yield* orderWithPayments(order.id)
      expect([summary.order.paymentState, summary.payments.map((p) => p.to)]).toEqual(["paid", ["processing", "paid"]])
    })))

  it.effect("cash on delivery needs no gateway: thank-you at once, state stays created", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* placeOrder(orderRequest({ paymentMethod: "cash-on-delivery" }))
      const step = yield* startPayment(order.id)
      expect(step).toMatchObject({ paymentState: "created", paymentId: null, redirectPath: pathOf("RO", "thankYou") })
      const repo = yield* OrderRepository
      expect(yield* repo.paymentEvents(order.id)).toEqual([])
      expect((yield* Effect.flip(retryPayment(order.id))).code).toBe("illegal-transition")
    })))

  it.effect("unknown orders and payments are not found", () =>
    withMemoryBackend(Effect.gen(function*() {
      expect((yield* Effect.flip(orderWithPayments("nope"))).code).toBe("not-found")
      expect((yield* Effect.flip(startPayment("nope"))).code).toBe("not-found")
      expect((yield* Effect.flip(paymentStatus("nope"))).code).toBe("not-found")
      expect((yield* Effect.flip(completeSandboxPayment("nope", "paid"))).code).toBe("not-found")
    })))

  it.effect("any sequence of shopper and gateway actions records only legal edges and never leaves paid (property)", () =>
    Effect.gen(function*() {
      const action = fc.constantFrom("start", "retry", "pay", "fail", "payOld", "failOld")
      const runs = yield* Effect.sync(() => fc.sample(fc.array(action, { maxLength: 12 }), { numRuns: 60, seed: 7 }))
      for (const actions of runs) {
        yield* withMemoryBackend(Effect.gen(function*() {
          const order = yield* cardOrder()
          const payments: Array<string> = []
          for (const act of actions) {
            const latest = payments.at(-1) ?? "none"
            const oldest = payments[0] ?? "none"
            const step = act === "start"
              ? startPayment(order.id)
              : act === "retry"
              ? retryPayment(order.id)
              : completeSandboxPayment(act === "pay" || act === "fail" ? latest : oldest, act === "pay" || act === "payOld" ? "paid" : "failed")
            const result = yield* Effect.result(step)
            if (Result.isSuccess(result) && result.success.paymentId !== null && !payments.includes(result.success.paymentId)) {
              payments.push(result.success.paymentId)
            }
          }
          const events = yield* (yield* OrderRepository).paymentEvents(order.id)
          for (const e of events) expect(isLegalTransition(e.from, e.to)).toBe(true)
          const paidAt = events.findIndex((e) => e.to === "paid")
          if (paidAt !== -1) expect(events.length).toBe(paidAt + 1)
          const status = yield* paymentStatus(order.id)
          expect(status.paymentState).toBe(events.at(-1)?.to ?? "created")
        }))
      }
    }))
})
