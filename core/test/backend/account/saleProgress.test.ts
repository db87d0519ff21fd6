import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { accountAreaRepositoryMemoryLayer } from "@shop/adapters/memory/backend/AccountAreaRepositoryMemory"
import { AuditLogMemory } from "@shop/adapters/memory/backend/AuditLogMemory"
import { MemoryState } from "@shop/adapters/memory/backend/memoryState"
import { SellerNoticesMemory } from "@shop/adapters/memory/backend/SellerNoticesMemory"
import { sellCatalogRepositoryMemoryLayer, sellOrderRepositoryMemoryLayer } from "@shop/adapters/memory/backend/SellRepositoriesMemory"
import { mySalesWithProgress, mySaleWithProgress } from "../../../src/backend/account/saleProgress.ts"
import { SellOrderRepository } from "../../../src/backend/ports/SellOrderRepository.ts"
import { transitionSellOrder } from "../../../src/backend/staff/sellOrders.ts"
import type { NewSellOrder } from "../../../src/sell/sellTypes.ts"
import type { StaffActor } from "../../../src/staff/roles.ts"
import { suiteDataset } from "../../support/backend/dataset.ts"
import { asDeclared, flawlessIphone, quotedSellOrder, withAnswer } from "../../support/backend/inspectionSamples.ts"
import { sampleMoves } from "../../support/backend/sellOrderProgressSuite.ts"
import { sampleSellOrders } from "../../support/backend/sellOrderRepositorySuite.ts"

const layer = () =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(suiteDataset)
    return Layer.mergeAll(
      accountAreaRepositoryMemoryLayer(state),
      sellOrderRepositoryMemoryLayer(state),
      sellCatalogRepositoryMemoryLayer(state),
      AuditLogMemory.layer,
      SellerNoticesMemory.layerNone
    )
  }))

const admin: StaffActor = { id: "staff-1", email: "a@shop.test", name: "Admin", role: "admin", language: "ro" }
const base = sampleSellOrders[0]
if (base === undefined) throw new Error("sample missing")
const anas: NewSellOrder = { ...base, payload: { ...base.payload, serviceDbUserId: "user-ana" } }
const t0 = 1_795_773_600_000

describe("a seller's sales with their progress", () => {
  it.effect("shows each status reached and when, the evaluated amount and the payout, nothing of the staff", () =>
    Effect.provide(Effect.gen(function*() {
      yield* TestClock.setTime(t0)
      const sale = yield* (yield* SellOrderRepository).save(anas, { key: "k", fingerprint: "f" })
      expect((yield* mySaleWithProgress("user-ana", "RO", sale.sellOrderId)).progress).toEqual({
        status: "submitted",
        steps: [{ status: "submitted", at: anas.createdAt }],
        evaluatedAmount: null,
        offerValidUntil: Date.parse(anas.payload.orderDate) + 14 * 86_400_000,
        counterOffer: null,
        decision: null,
        returnReference: null,
        payout: null
      })
      yield* transitionSellOrder(admin, sale.sellOrderId, { to: "received", reference: "AWB-1", note: "internal remark" })
      yield* TestClock.setTime(t0 + 3_600_000)
      yield* (yield* SellOrderRepository).move(sale.sellOrderId, { ...sampleMoves.evaluated(t0 + 3_600_000, 1650), event: { ...sampleMoves.evaluated().event, at: t0 + 3_600_000, note: "scratches" } })
      yield* transitionSellOrder(admin, sale.sellOrderId, { to: "paid", amount: 1650, reference: "OP-1" })
      const seen = yield* mySaleWithProgress("user-ana", "RO", sale.sellOrderId)
      expect(seen.status).toBe("paid")
      expect(seen.progress).toEqual({
        status: "paid",
        steps: [
          { status: "submitted", at: anas.createdAt },
          { status: "received", at: t0 },
          { status: "evaluated", at: t0 + 3_600_000 },
          { status: "paid", at: t0 + 3_600_000 }
        ],
        evaluatedAmount: 1650,
        offerValidUntil: Date.parse(anas.payload.orderDate) + 14 * 86_400_000,
        counterOffer: null,
        decision: null,
        returnReference: null,
        payout: { amount: 1650, paidOn: "2026-11-27", method: "iban" }
      })
      expect(JSON.stringify(seen)).not.toMatch(/internal remark|scratches|OP-1|Admin|AWB-1|Ioana|Case scratched/)
      const list = yield* mySalesWithProgress("user-ana", "RO")
      expect(list).toEqual([seen])
      expect(yield* mySalesWithProgress("user-ion", "RO")).toEqual([])
      expect((yield* Effect.flip(mySaleWithProgress("user-ion", "RO", sale.sellOrderId)))._tag).toBe("NotFound")
    }), layer()))

  it.effect("shows a counter-offer with what differed, answer by answer, its deadline and lapse rule; settles it when it lapsed; never the staff's words", () =>
    Effect.provide(Effect.gen(function*() {
      yield* TestClock.setTime(t0)
      const order = yield* quotedSellOrder([flawlessIphone()], { owner: "user-ana", orderDate: new Date(t0 - 2 * 86_400_000).toISOString() })
      const sale = yield* (yield* SellOrderRepository).save(order, { key: "k2", fingerprint: "f" })
      yield* transitionSellOrder(admin, sale.sellOrderId, { to: "received", reference: "AWB-2" })
      const devices = withAnswer(asDeclared(order), 0, "grading-display", [8]).map((d) => ({ ...d, note: "deep scratch top left" }))
      yield* transitionSellOrder(admin, sale.sellOrderId, { to: "inspected", devices, note: "internal remark" })
      const seen = (yield* mySaleWithProgress("user-ana", "RO", sale.sellOrderId)).progress
      const accepted = order.payload.totalEstimatedOffer
      expect(seen.status).toBe("counter-offered")
      expect(seen.offerValidUntil).toBe(t0 - 2 * 86_400_000 + 14 * 86_400_000)
      expect(seen.counterOffer).toMatchObject({ expiresAt: t0 + 14 * 86_400_000, lapse: "accept" })
      expect(seen.counterOffer?.devices).toEqual([{
        itemIndex: 0, modelName: "iPhone 12", acceptedValue: accepted, foundValue: seen.counterOffer?.amount, notAcceptedReason: null,
        differences: [{ subject: "grading-display", declared: [6], found: [8] }]
      }])
      expect(seen.decision).toBeNull()
      expect(JSON.stringify(seen)).not.toMatch(/internal remark|deep scratch|AWB-2|Admin|490154203237518/)
      yield* TestClock.adjust(14 * 86_400_000 + 1)
      const lapsed = (yield* mySaleWithProgress("user-ana", "RO", sale.sellOrderId)).progress
      expect(lapsed.status).toBe("accepted")
      expect(lapsed.decision).toEqual({ accepted: true, by: "lapse", at: t0 + 14 * 86_400_000 })
      expect(lapsed.steps.map((s) => s.status)).toEqual(["submitted", "received", "counter-offered", "accepted"])
    }), layer()))
})
