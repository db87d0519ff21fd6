import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Result } from "effect"
import { SellApi } from "../../src/ports/SellApi.ts"
import type { FunnelItem } from "../../src/sell/funnelState.ts"
import { buildSellOrderPayload, type SellOrderPayload } from "../../src/sell/sellOrder.ts"

/** A Samsung Galaxy S23 in very good shape, fully described. */
const galaxy: FunnelItem = {
  category: 1,
  brand: 1,
  model: { id: 23, name: "Galaxy S23" },
  config: { colour: 2, storage: 5, provider: 1 },
  answers: {
    "liquid-contact": [1],
    "burn-in": [3],
    "grading-display": [7],
    "grading-case": [10],
    "display-defects": [44],
    "phone-defects": [22]
  }
}
/** A PlayStation-like console with no defects. */
const consoleItem: FunnelItem = {
  category: 5,
  brand: 8,
  model: { id: 55, name: "PlayStation 5" },
  config: { colour: 1, storage: 3 },
  answers: { "liquid-contact": [1], "grading-case": [11], "console-controllers": [19], "console-defects": [73] }
}

const payloadFor = (
  items: ReadonlyArray<FunnelItem>,
  total: number | undefined = undefined,
  normal = { value: 500, voucher_value: 50, total_value: 550 }
): SellOrderPayload => {
  const state = { step: "delivery" as const, items: items.map((item) => ({ ...item, offer: 1 as const })) }
  const offers = items.map((_, i) => ({
    item_index: i,
    item_name: "device",
    productImage: "/d.png",
    offers: [
      { id: 1 as const, ...normal, promotion_value: 0, previous_price: null },
      { id: 2 as const, value: 450, voucher_value: 0, total_value: 450, promotion_value: 0, previous_price: null }
    ]
  }))
  const payload = Result.getOrThrow(
    buildSellOrderPayload({
      countryCode: "RO",
      state,
      offers,
      payment: null,
      delivery: { deliveryMethod: { name: "easybox" }, locker: { lockerId: "L-1" } },
      user: { email: "seller@example.com", serviceDbUserId: null },
      evaluationId: null,
      voucherCode: null,
      now: 1_800_000_000_000
    })
  )
  return total === undefined ? payload : { ...payload, totalEstimatedOffer: total }
}

/** The SellApi contract: every adapter (memory, http) runs it. */
export const sellApiSuite = (name: string, makeLayer: () => Layer.Layer<SellApi, never>) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, SellApi>) => Effect.provide(effect, makeLayer())

    it.effect("quotes a normal and an instant-sell offer for every accepted device", () =>
      run(
        Effect.gen(function* () {
          const api = yield* SellApi
          const quote = yield* api.quoteOffers("RO", [galaxy, consoleItem])
          expect(quote._tag).toBe("OffersQuoted")
          if (quote._tag !== "OffersQuoted") return
          expect(quote.offers.map((o) => o.item_index).sort()).toEqual([0, 1])
          for (const offer of quote.offers) {
            expect(offer.offers.map((o) => o.id).sort()).toEqual([1, 2])
            for (const option of offer.offers) expect(option.total_value).toBeGreaterThanOrEqual(0)
          }
        })
      ))

    it.effect("answers NotAccepted for a device with liquid contact", () =>
      run(
        Effect.gen(function* () {
          const api = yield* SellApi
          const wet = { ...galaxy, answers: { ...galaxy.answers, "liquid-contact": [2] } }
          const quote = yield* api.quoteOffers("BG", [consoleItem, wet])
          expect(quote._tag).toBe("NotAccepted")
          if (quote._tag === "NotAccepted") expect(quote.itemIndexes).toEqual([1])
        })
      ))

    it.effect("fails with InvalidSellItems for a device without a model", () =>
      run(
        Effect.gen(function* () {
          const api = yield* SellApi
          const { model: _model, ...noModel } = galaxy
          const error = yield* Effect.flip(api.quoteOffers("HU", [galaxy, noModel]))
          expect(error._tag).toBe("InvalidSellItems")
          if (error._tag === "InvalidSellItems") expect(error.itemIndexes).toEqual([1])
        })
      ))

    it.effect("fails with InvalidSellItems for no devices", () =>
      run(
        Effect.gen(function* () {
          const api = yield* SellApi
          const error = yield* Effect.flip(api.quoteOffers("GR", []))
          expect(error._tag).toBe("InvalidSellItems")
        })
      ))

    it.effect("submits sell orders under distinct ids", () =>
      run(
        Effect.gen(function* () {
          const api = yield* SellApi
          const first = yield* api.submitSellOrder(payloadFor([galaxy]))
          const second = yield* api.submitSellOrder(payloadFor([galaxy, consoleItem]))
          expect(first.sellOrderId).not.toBe("")
          expect(second.sellOrderId).not.toBe(first.sellOrderId)
        })
      ))

    it.effect("rejects a sell order without devices", () =>
      run(
        Effect.gen(function* () {
          const api = yield* SellApi
          const error = yield* Effect.flip(api.submitSellOrder({ ...payloadFor([galaxy]), products: [], totalEstimatedOffer: 0 }))
          expect(error._tag).toBe("SellOrderRejected")
        })
      ))

    it.effect("accepts the total buildSellOrderPayload sums, sub-cent offers included", () =>
      run(
        Effect.gen(function* () {
          const api = yield* SellApi
          // As money 1.005 is 1.01 and 1.015 is 1.02 (half a cent away from zero); cents of x * 100 say 1.00 and 1.01.
          const payload = payloadFor([galaxy], undefined, { value: 1, voucher_value: 0.005, total_value: 1.005 })
          const both = payloadFor([galaxy, consoleItem], undefined, { value: 1, voucher_value: 0.015, total_value: 1.015 })
          expect(payload.totalEstimatedOffer).toBe(1.01)
          expect(both.totalEstimatedOffer).toBe(2.04)
          expect((yield* api.submitSellOrder(payload)).sellOrderId).not.toBe("")
          expect((yield* api.submitSellOrder(both)).sellOrderId).not.toBe("")
        })
      ))

    it.effect("rejects a sell order whose total is not the sum of its devices' offers", () =>
      run(
        Effect.gen(function* () {
          const api = yield* SellApi
          const error = yield* Effect.flip(api.submitSellOrder(payloadFor([galaxy], 9999)))
          expect(error._tag).toBe("SellOrderRejected")
        })
      ))
  })
