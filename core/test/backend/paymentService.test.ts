import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Result } from "effect"
import { TestClock } from "effect/testing"
import * as fc from "fast-check"
import type { Reader } from "../../src/backend/access/recordAccess.ts"
import { orderWithPayments } from "../../src/backend/orders/orderQueries.ts"
import type { OrderReceipt } from "../../src/orders/orderTypes.ts"
import { placeOrder } from "../../src/backend/orders/placeOrder.ts"
import type { PaymentStep } from "../../src/payments/paymentPages.ts"
import {
  completeSandboxPayment,
  paymentStatus,
  retryPayment,
  sandboxPayment,
  startPayment
} from "../../src/backend/payments/paymentService.ts"
import { isLegalTransition } from "../../src/payments/paymentState.ts"
import { OrderRepository } from "../../src/backend/ports/OrderRepository.ts"
import { PaymentGateway } from "../../src/backend/ports/PaymentGateway.ts"
import { pathOf } from "../../src/routes/router.ts"
import { catalogRepositoryMemoryLayer } from "@shop/adapters/memory/backend/CatalogRepositoryMemory"
import { locationsRepositoryMemoryLayer } from "@shop/adapters/memory/backend/LocationsRepositoryMemory"
import { makeOrderRepositoryMemory } from "@shop/adapters/memory/backend/OrderRepositoryMemory"
import { paymentGatewayMemoryLayer } from "@shop/adapters/memory/backend/PaymentGatewayMemory"
import { SecretTokensMemory } from "@shop/adapters/memory/backend/SecretTokensMemory"
import { MemoryState } from "@shop/adapters/memory/backend/memoryState"
import { suiteDataset } from "../support/backend/dataset.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"
import { orderRequest } from "../support/backend/orderRequests.ts"
import { sandboxLink } from "../support/backend/paymentGatewaySuite.ts"
import { PhoneNumbersTable } from "../support/phoneNumbersTable.ts"

/** The storefront page of a state, naming the order and its token as the pages read them. */
const pageOf = (key: "thankYou" | "paymentProcessing" | "paymentFailed", order: OrderReceipt) =>
  `${pathOf("RO", key)}?order=${order.id}&token=${encodeURIComponent(order.orderToken)}`

/** The guest who placed an order: the holder of its token. */
const buyer = (order: OrderReceipt): Reader => ({ userId: null, token: order.orderToken })
const nobody: Reader = { userId: null, token: null }

const cardOrder = (key = "pay-order-1") => placeOrder(orderRequest({ idempotencyKey: key }), null)

/** The payment id and secret token of a sandbox redirect (`/sandbox-pay/<id>/?token=<token>`). */
const linkOf = (step: PaymentStep) => sandboxLink(step.redirectPath)

const settle = (step: PaymentStep, outcome: "paid" | "failed") => {
  const { paymentId, token } = linkOf(step)
  return completeSandboxPayment(paymentId, outcome, token)
}

describe("payment programs", () => {
  it.effect("card: start sends to the gateway and shows the processing page; paid goes to thank-you", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* cardOrder()
      yield* TestClock.setTime(1_000)
      const started = yield* startPayment(order.id, buyer(order))
      expect(started).toMatchObject({ paymentState: "processing", pagePath: pageOf("paymentProcessing", order) })
      const { paymentId } = linkOf(started)
      expect(started).not.toHaveProperty("paymentId")
      yield* TestClock.setTime(2_000)
      const paid = yield* settle(started, "paid")
      expect(paid).toMatchObject({ orderId: order.id, paymentState: "paid", redirectPath: pageOf("thankYou", order) })
      const repo = yield* OrderRepository
      expect(yield* repo.paymentEvents(order.id)).toEqual([
        { orderId: order.id, from: "created", to: "processing", at: 1_000, paymentId },
        { orderId: order.id, from: "processing", to: "paid", at: 2_000, paymentId }
      ])
    })))

  it.effect("a failed payment goes to the payment-failed page and is retried to success", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* cardOrder()
      const first = yield* startPayment(order.id, buyer(order))
      const failed = yield* settle(first, "failed")
      expect(failed).toMatchObject({ paymentState: "failed", redirectPath: pageOf("paymentFailed", order) })
      expect((yield* paymentStatus(order.id, buyer(order))).pagePath).toBe(pageOf("paymentFailed", order))
      const retried = yield* retryPayment(order.id, buyer(order))
      expect(linkOf(retried).paymentId).not.toBe(linkOf(first).paymentId)
      const paid = yield* settle(retried, "paid")
      expect(paid.paymentState).toBe("paid")
      const repo = yield* OrderRepository
      expect((yield* repo.paymentEvents(order.id)).map((e) => `${e.from}>${e.to}`)).toEqual([
        "created>processing",
        "processing>failed",
        "failed>processing",
        "processing>paid"
      ])
    })))

  it.effect("start is idempotent: an order already processing answers the same pending payment", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* cardOrder()
      const first = yield* startPayment(order.id, buyer(order))
      const again = yield* startPayment(order.id, buyer(order))
      const retriedWhileProcessing = yield* retryPayment(order.id, buyer(order))
      expect(again).toEqual(first)
      expect(retriedWhileProcessing).toEqual(first)
      const repo = yield* OrderRepository
      expect(yield* repo.paymentEvents(order.id)).toHaveLength(1)
      const gateway = yield* PaymentGateway
      const { paymentId, token } = linkOf(first)
      expect(Option.map(yield* gateway.session(paymentId, token), (s) => s.status)).toEqual(Option.some("pending"))
    })))

  it.effect("refuses what the machine does not allow: retry before starting, start after failing, anything after paid", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* cardOrder()
      expect((yield* Effect.flip(retryPayment(order.id, buyer(order)))).code).toBe("illegal-transition")
      const started = yield* startPayment(order.id, buyer(order))
      yield* settle(started, "paid")
      expect((yield* Effect.flip(settle(started, "failed"))).code).toBe("illegal-transition")
      expect((yield* Effect.flip(retryPayment(order.id, buyer(order)))).code).toBe("illegal-transition")
      expect((yield* Effect.flip(startPayment(order.id, buyer(order)))).code).toBe("illegal-transition")
      expect((yield* paymentStatus(order.id, buyer(order))).paymentState).toBe("paid")
      const summary = yield* orderWithPayments(order.id, buyer(order))
      expect([summary.order.paymentState, summary.payments.map((p) => p.to)]).toEqual(["paid", ["processing", "paid"]])

      const other = yield* cardOrder("pay-order-2")
      yield* settle(yield* startPayment(other.id, buyer(other)), "failed")
      expect((yield* Effect.flip(startPayment(other.id, buyer(other)))).code).toBe("illegal-transition")
    })))

  it.effect("cash on delivery needs no gateway: thank-you at once, state stays created", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* placeOrder(orderRequest({ paymentMethod: "cash-on-delivery" }), null)
      const step = yield* startPayment(order.id, buyer(order))
      expect(step).toMatchObject({ paymentState: "created", redirectPath: pageOf("thankYou", order), pagePath: pageOf("thankYou", order) })
      const repo = yield* OrderRepository
      expect(yield* repo.paymentEvents(order.id)).toEqual([])
      expect((yield* Effect.flip(retryPayment(order.id, buyer(order)))).code).toBe("illegal-transition")
    })))

  it.effect("unknown orders and payments, ids that are not UUIDs, and wrong tokens are not found", () =>
    withMemoryBackend(Effect.gen(function*() {
      const unknown = "00000000-0000-4000-8000-00000000abcd"
      for (const id of ["nope", "1", unknown]) {
        expect((yield* Effect.flip(orderWithPayments(id, nobody))).code).toBe("not-found")
        expect((yield* Effect.flip(startPayment(id, nobody))).code).toBe("not-found")
        expect((yield* Effect.flip(paymentStatus(id, nobody))).code).toBe("not-found")
        expect((yield* Effect.flip(completeSandboxPayment(id, "paid", "token"))).code).toBe("not-found")
      }
      const order = yield* cardOrder()
      const started = yield* startPayment(order.id, buyer(order))
      const { paymentId, token } = linkOf(started)
      for (const wrong of ["", "x", `${token}x`, token.slice(1)]) {
        expect((yield* Effect.flip(completeSandboxPayment(paymentId, "paid", wrong))).code).toBe("not-found")
        expect((yield* Effect.flip(sandboxPayment(paymentId, wrong))).code).toBe("not-found")
      }
      expect((yield* paymentStatus(order.id, buyer(order))).paymentState).toBe("processing")
      expect((yield* sandboxPayment(paymentId, token)).status).toBe("pending")
    })))

  it.effect("the status call shows the state and page, never a payment id or token", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* cardOrder()
      const started = yield* startPayment(order.id, buyer(order))
      const status = yield* paymentStatus(order.id, buyer(order))
      const text = JSON.stringify(status)
      expect(text).not.toContain(linkOf(started).paymentId)
      expect(text).not.toContain(linkOf(started).token)
      expect(status).toEqual({
        orderId: order.id,
        market: "RO",
        paymentState: "processing",
        redirectPath: pageOf("paymentProcessing", order),
        pagePath: pageOf("paymentProcessing", order)
      })
    })))

  it.effect("a payment that is not the order's current one cannot settle it, and is left unsettled", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* cardOrder()
      const current = yield* startPayment(order.id, buyer(order))
      // A stray payment of the same order at the gateway (as a start that lost a race used to leave).
      const gateway = yield* PaymentGateway
      const stray = yield* gateway.start({ paymentId: "00000000-0000-4000-8000-0000000fffff", orderId: order.id, market: "RO", amount: 1, method: "card" })
      const strayLink = linkOf({ ...current, redirectPath: stray.redirectPath })
      const refused = yield* Effect.flip(completeSandboxPayment(strayLink.paymentId, "paid", strayLink.token))
      expect(refused.code).toBe("illegal-transition")
      expect(Option.map(yield* gateway.session(strayLink.paymentId, strayLink.token), (s) => s.status)).toEqual(Option.some("pending"))
      expect((yield* paymentStatus(order.id, buyer(order))).paymentState).toBe("processing")
      expect((yield* settle(current, "paid")).paymentState).toBe("paid")
    })))

  it.effect("a start that loses the race to another start opens no gateway payment and answers the winner's", () =>
    Effect.gen(function*() {
      const state = new MemoryState(suiteDataset)
      const real = makeOrderRepositoryMemory(state)
      let competitorPaymentId: string | undefined
      // The other shopper's click lands between this start's read and its compare-and-set.
      const racing = OrderRepository.of({
        ...real,
        setPaymentState: (change) =>
          Effect.gen(function*() {
            if (competitorPaymentId === undefined && change.to === "processing") {
              competitorPaymentId = yield* real.newPaymentId
              yield* real.setPaymentState({ ...change, paymentId: competitorPaymentId })
            }
            return yield* real.setPaymentState(change)
          })
      })
      const layer = Layer.mergeAll(
        Layer.succeed(OrderRepository, racing),
        paymentGatewayMemoryLayer(state),
        catalogRepositoryMemoryLayer(state),
        locationsRepositoryMemoryLayer(state),
        SecretTokensMemory.layer,
        PhoneNumbersTable.layer
      )
      yield* Effect.provide(
        Effect.gen(function*() {
          const order = yield* cardOrder()
          const step = yield* startPayment(order.id, buyer(order))
          expect(linkOf(step).paymentId).toBe(competitorPaymentId)
          expect([...state.payments.keys()]).toEqual([competitorPaymentId])
          expect(state.paymentEvents).toHaveLength(1)
        }),
        layer
      )
    }))

  it.effect("any sequence of shopper and gateway actions records only legal edges and never leaves paid (property)", () =>
    Effect.gen(function*() {
      const action = fc.constantFrom("start", "retry", "pay", "fail", "payOld", "failOld")
      const runs = yield* Effect.sync(() => fc.sample(fc.array(action, { maxLength: 12 }), { numRuns: 60, seed: 7 }))
      for (const actions of runs) {
        yield* withMemoryBackend(Effect.gen(function*() {
          const order = yield* cardOrder()
          const steps: Array<PaymentStep> = []
          for (const act of actions) {
            const latest = steps.at(-1)
            const oldest = steps[0]
            const target = act === "pay" || act === "fail" ? latest : oldest
            const step = act === "start"
              ? startPayment(order.id, buyer(order))
              : act === "retry"
              ? retryPayment(order.id, buyer(order))
              : target === undefined
              ? startPayment("no payment yet", buyer(order))
              : settle(target, act === "pay" || act === "payOld" ? "paid" : "failed")
            const result = yield* Effect.result(step)
            if (Result.isSuccess(result) && result.success.redirectPath.startsWith("/sandbox-pay/")) steps.push(result.success)
          }
          const events = yield* (yield* OrderRepository).paymentEvents(order.id)
          for (const e of events) expect(isLegalTransition(e.from, e.to)).toBe(true)
          const paidAt = events.findIndex((e) => e.to === "paid")
          if (paidAt !== -1) expect(events.length).toBe(paidAt + 1)
          // Every settling event names the payment the order was processing.
          events.forEach((e, i) => {
            if (e.from === "processing") expect(e.paymentId).toBe(events[i - 1]?.paymentId)
          })
          const status = yield* paymentStatus(order.id, buyer(order))
          expect(status.paymentState).toBe(events.at(-1)?.to ?? "created")
        }))
      }
    }))
})
