import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Schema } from "effect"
import { TestClock } from "effect/testing"
import * as fc from "fast-check"
import { placeOrderWithTradeIn, tradeInSellOrderKey } from "../../src/backend/orders/placeOrderWithTradeIn.ts"
import { IdempotencyKey } from "../../src/orders/placeOrderRequest.ts"
import { orderTradeInOf } from "../../src/backend/orders/tradeInQueries.ts"
import { SellOrderRepository } from "../../src/backend/ports/SellOrderRepository.ts"
import { TradeInRepository } from "../../src/backend/ports/TradeInRepository.ts"
import { localDateIn } from "../../src/markets/localDate.ts"
import { isPickupDay } from "../../src/sell/pickupDate.ts"
import { tradeInPickupDay } from "../../src/sell/tradeInOrder.ts"
import { orderRequest } from "../support/backend/orderRequests.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"
import { galaxyS20, iphone12, withAnswers } from "../support/backend/sellItems.ts"
import { decodePlaceOrderRequest } from "../support/decoders.ts"

// A Monday in Bucharest: the pickup is the next working day, Tuesday 2026-11-24.
const now = Date.UTC(2026, 10, 23, 10)

const withTradeIn = (key: string, extra: Parameters<typeof orderRequest>[0] = {}) =>
  orderRequest({ idempotencyKey: key, tradeIn: { item: galaxyS20 }, ...extra })

describe("placeOrderWithTradeIn", () => {
  it.effect("places the order and its trade-in: a sell order on the normal offer without voucher, linked, collected at the delivery address", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const placed = yield* placeOrderWithTradeIn(withTradeIn("trade-in-0001"), "user-1")
      // Galaxy S20 in the best condition: normal offer 700 (+70 voucher, which a trade-in does not take).
      expect(placed.tradeIn).toMatchObject({ status: "submitted", modelName: "Galaxy S20", credit: 700 })
      // The amount to pay is the order's own: the credit is never deducted.
      expect(placed.totals.total).toBe(3626)
      const sellOrderId = placed.tradeIn?.sellOrderId ?? ""
      expect(Option.getOrNull(yield* (yield* TradeInRepository).purchaseOrderOf(sellOrderId))).toBe(placed.id)
      const stored = Option.getOrThrow(yield* (yield* SellOrderRepository).byId(sellOrderId))
      expect(stored.status).toBe("submitted")
      expect(stored.payload).toMatchObject({
        countryCode: "RO",
        totalEstimatedOffer: 700,
        paymentDetails: null,
        serviceDbUserId: "user-1",
        userEmail: "ana@example.ro",
        pickupDetailsLocker: null,
        pickupDetailsCourier: {
          addressId: null,
          county: "Cluj",
          locality: "Cluj-Napoca",
          street: "Strada Memorandumului",
          number: "5",
          postalCode: null,
          details: null,
          pickupDate: "2026-11-24"
        }
      })
      expect(stored.payload.products).toEqual([expect.objectContaining({
        model: 13,
        isInstantSell: false,
        voucherCode: null,
        voucherValue: 0,
        offerWithoutVoucher: 700,
        offerWithVoucher: 700
      })])
    })))

  it.effect("a locker delivery is a locker pickup at the same locker; a guest's trade-in is a guest's sale", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const placed = yield* placeOrderWithTradeIn(withTradeIn("trade-in-0002", { delivery: { method: "locker", lockerId: "RO-LCK-1" } }), null)
      const stored = Option.getOrThrow(yield* (yield* SellOrderRepository).byId(placed.tradeIn?.sellOrderId ?? ""))
      expect(stored.payload.pickupDetailsLocker).toEqual({ lockerId: "RO-LCK-1" })
      expect(stored.payload.pickupDetailsCourier).toBeNull()
      expect(stored.payload.serviceDbUserId).toBeNull()
    })))

  it.effect("quotes on the server: an amount the client sends is dropped by the decoder and never read", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const body = { ...withTradeIn("trade-in-0003"), tradeIn: { item: galaxyS20, estimate: 99_999, credit: 99_999, value: 99_999 } }
      const request = yield* decodePlaceOrderRequest(body)
      expect(request.tradeIn).toEqual({ item: galaxyS20 })
      const placed = yield* placeOrderWithTradeIn(request, null)
      expect(placed.tradeIn?.credit).toBe(700)
    })))

  it.effect("a repeated checkout answers the same order and the same trade-in: one sell order", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const first = yield* placeOrderWithTradeIn(withTradeIn("trade-in-0004"), "user-1")
      yield* TestClock.adjust("1 minute")
      const again = yield* placeOrderWithTradeIn(withTradeIn("trade-in-0004"), "user-1")
      expect(again.id).toBe(first.id)
      expect(again.tradeIn?.sellOrderId).toBe(first.tradeIn?.sellOrderId)
      const page = yield* (yield* SellOrderRepository).list({}, 0, 10)
      expect(page.total).toBe(1)
    })))

  it.effect("refuses before storing anything: a device the shop does not buy, an undescribed one, no device in the order, a bad pickup", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const refused = yield* Effect.flip(placeOrderWithTradeIn(withTradeIn("trade-in-0005", { tradeIn: { item: withAnswers(iphone12, { "liquid-contact": [2] }) } }), null))
      expect(refused._tag).toBe("DeviceNotAccepted")
      const undescribed = yield* Effect.flip(placeOrderWithTradeIn(withTradeIn("trade-in-0006", { tradeIn: { item: { category: 1, brand: 3, config: {}, answers: {} } } }), null))
      expect(undescribed._tag).toBe("InvalidRequest")
      const noDevice = yield* Effect.flip(placeOrderWithTradeIn(withTradeIn("trade-in-0007", { lines: [] }), null))
      expect(noDevice._tag).toBe("InvalidRequest")
      const badAddress = yield* Effect.flip(placeOrderWithTradeIn(withTradeIn("trade-in-0008", {
        delivery: { method: "courier", address: { county: "", locality: "Cluj-Napoca", street: "x", number: "1" } }
      }), null))
      expect(badAddress._tag).toBe("ValidationFailed")
      expect((yield* (yield* SellOrderRepository).list({}, 0, 10)).total).toBe(0)
      // No order took those keys (a stored one would answer a conflict) nor the one unit of product 101.
      const first = yield* placeOrderWithTradeIn(orderRequest({ idempotencyKey: "trade-in-0005" }), null)
      expect(first.lines.map((l) => l.productId)).toEqual([101])
      for (const key of ["trade-in-0006", "trade-in-0007", "trade-in-0008"]) {
        const other = yield* placeOrderWithTradeIn(orderRequest({ idempotencyKey: key, lines: [{ productId: 104, extraServiceIds: [], accessoryIds: [] }] }), null)
        expect(other.tradeIn).toBeUndefined()
      }
    })))

  it.effect("an order without a trade-in has none", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const placed = yield* placeOrderWithTradeIn(orderRequest({ idempotencyKey: "no-trade-in-1" }), null)
      expect(placed.tradeIn).toBeUndefined()
      expect(Option.isNone(yield* orderTradeInOf(placed.id))).toBe(true)
    })))
})

describe("tradeInPickupDay", () => {
  it("is a pickup day after the day of the purchase, in the market's calendar", () =>
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }), fc.constantFrom("RO", "BG", "HU", "GR" as const), (at, market) => {
      const today = localDateIn(market, at)
      const day = tradeInPickupDay(market, at)
      expect(day > today).toBe(true)
      expect(isPickupDay(day, today)).toBe(true)
    })))

  it("saves the trade-in's sell order under a key no client can send", () => {
    const key = tradeInSellOrderKey("0f8fad5b-d9cb-469f-a165-70867728950e")
    expect(Schema.is(IdempotencyKey)(key)).toBe(false)
    expect(Schema.is(IdempotencyKey)(key.replace(":", "-"))).toBe(true)
  })
})
