import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Result } from "effect"
import { sumMoney } from "../../src/cart/money.ts"
import { SellApi } from "../../src/ports/SellApi.ts"
import type { FunnelItem } from "../../src/sell/funnelState.ts"
import type { Offer } from "../../src/sell/offer.ts"
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

/**
 * The devices the suite sells, and what a backend serving every SellApi adapter's test double knows
 * of them: it buys the galaxy in RO and the console in RO and BG (their models, storages and prices),
 * and has the parcel locker `lockerId` in RO.
 */
export const sellApiFixture = { galaxy, consoleItem, lockerId: "L-1" }

/** A guest's sell order of `items` at `offers` (offer 1 each), picked up at the fixture's locker. */
const payloadFor = (items: ReadonlyArray<FunnelItem>, offers: ReadonlyArray<Offer>): SellOrderPayload =>
  Result.getOrThrow(
    buildSellOrderPayload({
      countryCode: "RO",
      state: { step: "delivery", items: items.map((item) => ({ ...item, offer: 1 as const })) },
      offers,
      payment: null,
      delivery: { deliveryMethod: { name: "easybox" }, locker: { lockerId: sellApiFixture.lockerId } },
      user: { email: "seller@example.com", serviceDbUserId: null },
      evaluationId: null,
      voucherCode: null,
      now: 1_800_000_000_000
    })
  )

/** A sell order of `items` at the offers the backend quotes for them in RO. */
const quotedPayload = (items: ReadonlyArray<FunnelItem>) =>
  Effect.gen(function* () {
    const quote = yield* (yield* SellApi).quoteOffers("RO", items)
    if (quote._tag !== "OffersQuoted") return yield* Effect.die(new Error("the backend buys the suite's devices"))
    return payloadFor(items, quote.offers)
  })

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
          const first = yield* api.submitSellOrder(yield* quotedPayload([galaxy]))
          const second = yield* api.submitSellOrder(yield* quotedPayload([galaxy, consoleItem]))
          expect(first.sellOrderId).not.toBe("")
          expect(second.sellOrderId).not.toBe(first.sellOrderId)
        })
      ))

    it.effect("rejects a sell order without devices", () =>
      run(
        Effect.gen(function* () {
          const api = yield* SellApi
          const payload = yield* quotedPayload([galaxy])
          const error = yield* Effect.flip(api.submitSellOrder({ ...payload, products: [], totalEstimatedOffer: 0 }))
          expect(error._tag).toBe("SellOrderRejected")
        })
      ))

    it.effect("accepts the offers it quoted, their total summed by buildSellOrderPayload", () =>
      run(
        Effect.gen(function* () {
          const api = yield* SellApi
          // Sub-cent offers and their rounding: core's buildSellOrderPayload tests (sell/sellOrder.test.ts).
          const payload = yield* quotedPayload([galaxy, consoleItem])
          expect(payload.totalEstimatedOffer).toBe(sumMoney(payload.products.map((p) => p.offerWithVoucher)))
          expect((yield* api.submitSellOrder(payload)).sellOrderId).not.toBe("")
        })
      ))

    it.effect("rejects a sell order whose total is not the sum of its devices' offers", () =>
      run(
        Effect.gen(function* () {
          const api = yield* SellApi
          const payload = yield* quotedPayload([galaxy])
          const error = yield* Effect.flip(api.submitSellOrder({ ...payload, totalEstimatedOffer: 9999 }))
          expect(error._tag).toBe("SellOrderRejected")
        })
      ))
  })
