import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { AuditLogMemory } from "@shop/adapters/memory/backend/AuditLogMemory"
import { memoryBackendLayer } from "@shop/adapters/memory/backend/memoryBackend"
import { SellerNoticesMemory } from "@shop/adapters/memory/backend/SellerNoticesMemory"
import { PaymentGateway } from "../../src/backend/ports/PaymentGateway.ts"
import { transitionSellOrder } from "../../src/backend/staff/sellOrders.ts"
import type { StaffActor } from "../../src/staff/roles.ts"
import { suiteDataset } from "../support/backend/dataset.ts"
import { asDeclared, flawlessIphone } from "../support/backend/inspectionSamples.ts"
import { TestClock } from "effect/testing"
import { placeOrderWithTradeIn } from "../../src/backend/orders/placeOrderWithTradeIn.ts"
import { refundTradeIn, tradeInPayoutDetails, tradeInPayoutOf } from "../../src/backend/orders/tradeInPayout.ts"
import { completeSandboxPayment, startPayment } from "../../src/backend/payments/paymentService.ts"
import { SellOrderRepository } from "../../src/backend/ports/SellOrderRepository.ts"
import type { SellOrderMove } from "../../src/sell/sellOrderStatus.ts"
import { orderRequest } from "../support/backend/orderRequests.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"
import { sandboxLink } from "../support/backend/paymentGatewaySuite.ts"
import { galaxyS20 } from "../support/backend/sellItems.ts"

const now = Date.UTC(2026, 10, 23, 10)

const paidMove = (amount: number): SellOrderMove => ({
  kind: "paid",
  to: "paid",
  payout: { method: "card", account: "card refund", payee: "Ana Popescu", amount, reference: "R-1", paidOn: "2026-11-30", at: now },
  event: { at: now, actorId: "staff-1", actorName: "Staff", from: "evaluated", to: "paid", note: null }
})

/** A card order with a trade-in, paid in the sandbox. */
const paidCardOrderWithTradeIn = Effect.gen(function*() {
  const order = yield* placeOrderWithTradeIn(orderRequest({ idempotencyKey: "payout-1", tradeIn: { item: galaxyS20 } }), null)
  const started = yield* startPayment(order.id, { userId: null, token: order.orderToken })
  const { paymentId, token } = sandboxLink(started.redirectPath)
  yield* completeSandboxPayment(paymentId, "paid", token)
  return { order, paymentId }
})

describe("a trade-in's payout", () => {
  it.effect("a sale on its own is no trade-in: the seller's own payout details", () =>
    withMemoryBackend(Effect.gen(function*() {
      expect(yield* tradeInPayoutOf("00000000-0000-4000-8000-000000000001")).toEqual({ _tag: "NotTradeIn" })
      expect(tradeInPayoutDetails({ _tag: "NotTradeIn" }, null)).toBeNull()
    })))

  it.effect("a purchase not paid by card (cash on delivery, or a card not paid yet) is a bank transfer", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const cash = yield* placeOrderWithTradeIn(orderRequest({
        idempotencyKey: "payout-cash",
        tradeIn: { item: galaxyS20 },
        paymentMethod: "cash-on-delivery",
        lines: [{ productId: 104, extraServiceIds: [], accessoryIds: [] }],
        accessoryIds: []
      }), null)
      expect(yield* tradeInPayoutOf(cash.tradeIn?.sellOrderId ?? "")).toEqual({ _tag: "BankTransfer", purchaseOrderId: cash.id })
      const unpaid = yield* placeOrderWithTradeIn(orderRequest({ idempotencyKey: "payout-unpaid", tradeIn: { item: galaxyS20 } }), null)
      expect((yield* tradeInPayoutOf(unpaid.tradeIn?.sellOrderId ?? ""))._tag).toBe("BankTransfer")
    })))

  it.effect("a purchase paid by card is refunded to that card, in part, once however often it is asked", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const { order } = yield* paidCardOrderWithTradeIn
      const sellOrderId = order.tradeIn?.sellOrderId ?? ""
      const payout = yield* tradeInPayoutOf(sellOrderId)
      expect(payout).toMatchObject({ _tag: "CardRefund", purchaseOrderId: order.id })
      expect(tradeInPayoutDetails(payout, null)).toMatchObject({ paymentType: "card", sellerName: "Ana Popescu" })
      yield* refundTradeIn(payout, sellOrderId, paidMove(700))
      yield* refundTradeIn(payout, sellOrderId, paidMove(700))
      // More than the purchase's payment (3626) cannot be refunded: the step is refused.
      const other = Option.getOrThrow(yield* (yield* SellOrderRepository).byId(sellOrderId))
      expect(other.status).toBe("submitted")
      const tooMuch = yield* Effect.flip(refundTradeIn(payout, "another-refund", paidMove(5000)))
      expect(tooMuch._tag).toBe("IllegalTransition")
      // The rest of the payment is still there: the two asks above refunded 700 once, not twice.
      yield* refundTradeIn(payout, "the-rest", paidMove(3626 - 700))
      expect((yield* Effect.flip(refundTradeIn(payout, "one-more", paidMove(1))))._tag).toBe("IllegalTransition")
    })))
})

describe("a trade-in from purchase to payout (staff steps)", () => {
  const admin: StaffActor = { id: "staff-admin", email: "admin@shop.test", name: "The admin", role: "admin", language: "en" }
  const provided = () => Layer.mergeAll(memoryBackendLayer(suiteDataset), AuditLogMemory.layer, SellerNoticesMemory.layerNone)

  it.effect("received, inspected as declared, paid: the credit goes back to the purchase's card as a partial refund", () =>
    Effect.provide(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const order = yield* placeOrderWithTradeIn(orderRequest({ idempotencyKey: "payout-e2e", tradeIn: { item: flawlessIphone() } }), "user-ana")
      const started = yield* startPayment(order.id, { userId: "user-ana", token: null })
      const { paymentId, token } = sandboxLink(started.redirectPath)
      yield* completeSandboxPayment(paymentId, "paid", token)
      const sellOrderId = order.tradeIn?.sellOrderId ?? ""
      const stored = Option.getOrThrow(yield* (yield* SellOrderRepository).byId(sellOrderId))
      yield* TestClock.adjust("2 days")
      yield* transitionSellOrder(admin, sellOrderId, { to: "received", reference: "AWB-TRADE-IN" })
      const inspected = yield* transitionSellOrder(admin, sellOrderId, { to: "inspected", devices: asDeclared(stored) })
      expect(inspected.status).toBe("evaluated")
      const credit = order.tradeIn?.credit ?? 0
      const paid = yield* transitionSellOrder(admin, sellOrderId, { to: "paid", amount: credit, reference: "REFUND-1" })
      expect(paid.status).toBe("paid")
      const progress = Option.getOrThrow(yield* (yield* SellOrderRepository).progressOf(sellOrderId))
      expect(progress.payout).toMatchObject({ method: "card", amount: credit, account: `card refund, order ${order.id}` })
      // The refund was made once: the rest of the purchase's payment is all that is left to refund.
      const gateway = yield* PaymentGateway
      const rest = order.totals.total - credit
      expect((yield* Effect.flip(gateway.refund({ refundId: "too-much", paymentId, amount: rest + 1 })))._tag).toBe("IllegalTransition")
      expect((yield* gateway.refund({ refundId: "the-rest", paymentId, amount: rest })).amount).toBe(rest)
    }), provided()))
})
