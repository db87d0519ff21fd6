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
import { tradeInPayoutDetails, tradeInPayoutOf } from "../../src/backend/orders/tradeInPayout.ts"
import { completeSandboxPayment, startPayment } from "../../src/backend/payments/paymentService.ts"
import { SellOrderRepository } from "../../src/backend/ports/SellOrderRepository.ts"
import { orderRequest } from "../support/backend/orderRequests.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"
import { sandboxLink } from "../support/backend/paymentGatewaySuite.ts"
import { galaxyS20 } from "../support/backend/sellItems.ts"

const now = Date.UTC(2026, 10, 23, 10)

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

  it.effect("a purchase paid by card pays the trade-in to that card", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const { order } = yield* paidCardOrderWithTradeIn
      const payout = yield* tradeInPayoutOf(order.tradeIn?.sellOrderId ?? "")
      expect(payout).toMatchObject({ _tag: "CardRefund", purchaseOrderId: order.id })
      expect(tradeInPayoutDetails(payout, null)).toMatchObject({ paymentType: "card", sellerName: "Ana Popescu", iban: `order:${order.id}` })
    })))
})

describe("a trade-in from purchase to payout (staff steps)", () => {
  const admin: StaffActor = { id: "staff-admin", email: "admin@shop.test", name: "The admin", role: "admin", language: "en" }
  const provided = () => Layer.mergeAll(memoryBackendLayer(suiteDataset), AuditLogMemory.layer, SellerNoticesMemory.layerNone)

  it.effect("received, inspected as declared, paid: the credit is paid to the purchase's card, the purchase keeps its whole refund", () =>
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
      expect(progress.payout).toMatchObject({ method: "card", amount: credit, account: `order:${order.id}` })
      // A payout, not a refund of the purchase: its whole payment is still there to refund (a
      // withdrawal, a cancellation), and a second payout step is refused.
      const gateway = yield* PaymentGateway
      expect((yield* gateway.refund({ refundId: "withdrawal", paymentId, amount: order.totals.total })).amount).toBe(order.totals.total)
      expect((yield* Effect.flip(transitionSellOrder(admin, sellOrderId, { to: "paid", amount: credit, reference: "REFUND-2" })))._tag).toBe("IllegalTransition")
    }), provided()))

  it.effect("a credit above what the card paid for the purchase is paid all the same", () =>
    Effect.provide(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const order = yield* placeOrderWithTradeIn(orderRequest({
        idempotencyKey: "payout-above",
        tradeIn: { item: flawlessIphone() },
        lines: [{ productId: 107, extraServiceIds: [], accessoryIds: [] }],
        accessoryIds: []
      }), "user-ana")
      const started = yield* startPayment(order.id, { userId: "user-ana", token: null })
      const { paymentId, token } = sandboxLink(started.redirectPath)
      yield* completeSandboxPayment(paymentId, "paid", token)
      const credit = order.tradeIn?.credit ?? 0
      expect(credit).toBeGreaterThan(order.totals.total)
      const sellOrderId = order.tradeIn?.sellOrderId ?? ""
      const stored = Option.getOrThrow(yield* (yield* SellOrderRepository).byId(sellOrderId))
      yield* transitionSellOrder(admin, sellOrderId, { to: "received", reference: "AWB-ABOVE" })
      expect((yield* transitionSellOrder(admin, sellOrderId, { to: "inspected", devices: asDeclared(stored) })).status).toBe("evaluated")
      expect((yield* transitionSellOrder(admin, sellOrderId, { to: "paid", amount: credit, reference: "PAY-ABOVE" })).status).toBe("paid")
    }), provided()))
})
