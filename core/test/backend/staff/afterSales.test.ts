import { describe, expect, it } from "@effect/vitest"
import { accountAreaRepositoryMemoryLayer } from "@shop/adapters/memory/backend/AccountAreaRepositoryMemory"
import { accountStoresMemoryLayer } from "@shop/adapters/memory/backend/AccountsMemory"
import { afterSalesRepositoryMemoryLayer } from "@shop/adapters/memory/backend/AfterSalesRepositoryMemory"
import { AuditLogMemory } from "@shop/adapters/memory/backend/AuditLogMemory"
import { catalogRepositoryMemoryLayer } from "@shop/adapters/memory/backend/CatalogRepositoryMemory"
import { fulfilmentRepositoryMemoryLayer } from "@shop/adapters/memory/backend/FulfilmentRepositoryMemory"
import { MemoryState } from "@shop/adapters/memory/backend/memoryState"
import { orderRepositoryMemoryLayer } from "@shop/adapters/memory/backend/OrderRepositoryMemory"
import { paymentGatewayMemoryLayer } from "@shop/adapters/memory/backend/PaymentGatewayMemory"
import { warrantyClaimRepositoryMemoryLayer } from "@shop/adapters/memory/backend/WarrantyClaimRepositoryMemory"
import { Effect, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import { myReturns, submitReturn } from "../../../src/backend/account/returns.ts"
import { myWarrantyClaims, submitWarrantyClaim } from "../../../src/backend/account/warranties.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { PaymentGateway } from "../../../src/backend/ports/PaymentGateway.ts"
import { afterSalesDetail, listAfterSales, transitionAfterSales } from "../../../src/backend/staff/afterSales.ts"
import { AuditLog } from "../../../src/backend/staff/audit.ts"
import type { StaffActor, StaffRole } from "../../../src/staff/roles.ts"
import { anasOrder, markOrderDelivered, monday } from "../../support/backend/accountAreaMemory.ts"
import { suiteDataset } from "../../support/backend/dataset.ts"
import { sandboxLink } from "../../support/backend/paymentGatewaySuite.ts"

const actor = (role: StaffRole): StaffActor => ({ id: `staff-${role}`, email: `${role}@shop.example`, name: `The ${role}`, role, language: "en" })
const support = actor("support")
const warehouse = actor("warehouse")
const catalog = actor("catalog")

const layer = () =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(suiteDataset)
    return Layer.mergeAll(
      afterSalesRepositoryMemoryLayer(state),
      accountAreaRepositoryMemoryLayer(state),
      warrantyClaimRepositoryMemoryLayer(state),
      orderRepositoryMemoryLayer(state),
      fulfilmentRepositoryMemoryLayer(state),
      catalogRepositoryMemoryLayer(state),
      paymentGatewayMemoryLayer(state),
      AuditLogMemory.layer
    ).pipe(Layer.provideMerge(accountStoresMemoryLayer))
  }))

const pickup = { courierAddress: "Str. Lalelelor 3, Cluj-Napoca", pickupDate: "2026-11-25" }

/** Ana's order, paid by card through the sandbox when `paid`, delivered on Monday, with a return of its first line. */
const returned = (paid: boolean) =>
  Effect.gen(function*() {
    yield* TestClock.setTime(monday)
    const { ana, order } = yield* anasOrder(paid ? undefined : (o) => ({ ...o, paymentMethod: "cash-on-delivery" }))
    if (paid) {
      const orders = yield* OrderRepository
      const gateway = yield* PaymentGateway
      const paymentId = yield* orders.newPaymentId
      yield* orders.setPaymentState({ orderId: order.id, from: "created", to: "processing", at: 1, paymentId })
      const link = sandboxLink((yield* gateway.start({ paymentId, orderId: order.id, market: "RO", amount: order.totals.total, method: "card" })).redirectPath)
      yield* gateway.complete(paymentId, "paid", link.token)
      yield* orders.setPaymentState({ orderId: order.id, from: "processing", to: "paid", at: 2, paymentId })
    }
    yield* markOrderDelivered(order.id)
    const request = yield* submitReturn(ana.id, "RO", order.id, { lines: [0], reason: "Too small", ...pickup })
    return { ana, order, request }
  })

describe("staff returns and warranty claims", () => {
  it.effect("asks the role first: catalog reads nothing, warehouse receives but neither decides nor refunds", () =>
    Effect.gen(function*() {
      const { request } = yield* returned(false)
      expect(yield* Effect.flip(listAfterSales(catalog, "return", {}))).toMatchObject({ _tag: "Forbidden", permission: "returns.read" })
      expect(yield* Effect.flip(afterSalesDetail(catalog, "warranty", request.id))).toMatchObject({ _tag: "Forbidden" })
      expect(yield* Effect.flip(transitionAfterSales(warehouse, "return", request.id, { to: "accepted" }))).toMatchObject({ _tag: "Forbidden", permission: "returns.decide" })
      expect(yield* Effect.flip(transitionAfterSales(warehouse, "return", request.id, { to: "refunded" }))).toMatchObject({ _tag: "Forbidden", permission: "returns.refund" })
      expect((yield* (yield* AuditLog).list(0, 10)).total).toBe(0)
    }).pipe(Effect.provide(layer())))

  it.effect("accept, receive, refund a paid card order's return through the gateway; the shopper sees each decision; audited", () =>
    Effect.gen(function*() {
      const { ana, order, request } = yield* returned(true)
      const listed = yield* listAfterSales(support, "return", { status: "open" })
      expect(listed.cases.map((c) => c.id)).toEqual([request.id])
      const before = yield* afterSalesDetail(support, "return", request.id)
      expect([before.refundAmount, before.refundMethod]).toEqual([548, "gateway"])
      yield* transitionAfterSales(support, "return", request.id, { to: "accepted", reason: "  Within 60 days " })
      expect(yield* Effect.flip(transitionAfterSales(support, "return", request.id, { to: "refunded" }))).toMatchObject({ _tag: "IllegalTransition" })
      yield* transitionAfterSales(warehouse, "return", request.id, { to: "received" })
      const done = yield* transitionAfterSales(support, "return", request.id, { to: "refunded" })
      expect(done.request).toMatchObject({ status: "refunded", decisionReason: "Within 60 days", refundAmount: 548, refundMethod: "gateway", receivedAt: monday })
      // The gateway gave 548 back: a second refund of the whole order would now be too much.
      const gateway = yield* PaymentGateway
      expect(yield* Effect.flip(gateway.refund({ refundId: "more", paymentId: order.currentPaymentId ?? done.order.currentPaymentId ?? "", amount: order.totals.total }))).toMatchObject({ _tag: "IllegalTransition" })
      const [mine] = yield* myReturns(ana.id, "RO")
      expect(mine).toMatchObject({ status: "refunded", decisionReason: "Within 60 days", refundAmount: 548 })
      const entries = (yield* (yield* AuditLog).list(0, 10)).entries
      expect(entries.map((e) => [e.action, e.subject])).toEqual([
        ["return.transition", `return:${request.id}`],
        ["return.transition", `return:${request.id}`],
        ["return.transition", `return:${request.id}`]
      ])
      expect(entries[0]).toMatchObject({ before: { status: "received" }, after: { status: "refunded", refundAmount: 548 } })
    }).pipe(Effect.provide(layer())))

  it.effect("refuses a warranty claim with a reason the shopper reads; a cash-on-delivery refund is a bank transfer", () =>
    Effect.gen(function*() {
      const { ana, order, request } = yield* returned(false)
      const claim = yield* submitWarrantyClaim(ana.id, "RO", order.id, { line: 1, problem: "The screen stays black after charging", ...pickup })
      expect(yield* Effect.flip(transitionAfterSales(support, "warranty", claim.id, { to: "refused" }))).toMatchObject({
        _tag: "ValidationFailed",
        fields: { reason: "decision-reason-required" }
      })
      yield* transitionAfterSales(support, "warranty", claim.id, { to: "refused", reason: "Liquid damage inside" })
      const [mine] = yield* myWarrantyClaims(ana.id, "RO")
      expect(mine).toMatchObject({ status: "refused", decisionReason: "Liquid damage inside" })
      // The line is free again: it can be sent in anew.
      yield* submitWarrantyClaim(ana.id, "RO", order.id, { line: 1, problem: "The screen stays black, again", ...pickup })
      yield* transitionAfterSales(support, "return", request.id, { to: "accepted" })
      yield* transitionAfterSales(support, "return", request.id, { to: "received" })
      const refunded = yield* transitionAfterSales(support, "return", request.id, { to: "refunded" })
      expect(refunded.request).toMatchObject({ refundMethod: "transfer", refundAmount: 548 })
      for (const id of ["nope", "00000000-0000-4000-8000-00000000beef"]) {
        expect(yield* Effect.flip(afterSalesDetail(support, "return", id))).toMatchObject({ _tag: "NotFound" })
        expect(yield* Effect.flip(transitionAfterSales(support, "warranty", id, { to: "accepted" }))).toMatchObject({ _tag: "NotFound" })
      }
      expect(Option.isSome(yield* Effect.option(afterSalesDetail(support, "warranty", claim.id)))).toBe(true)
    }).pipe(Effect.provide(layer())))
})
