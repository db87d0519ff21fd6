import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import { quoteOffers } from "../../src/backend/sell/quoteService.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"
import { galaxyS20, iphone12, withAnswers } from "../support/backend/sellItems.ts"

describe("quoteOffers", () => {
  it.effect("quotes each device: item_index, name and image from the catalogue, two options", () =>
    withMemoryBackend(Effect.gen(function*() {
      const quote = yield* quoteOffers("RO", [galaxyS20, withAnswers(iphone12, { "grading-display": [7] })])
      expect(quote._tag).toBe("OffersQuoted")
      if (quote._tag !== "OffersQuoted") return
      expect(quote.offers.map((o) => [o.item_index, o.item_name, o.productImage])).toEqual([
        [0, "Galaxy S20", "/images/sell/13.svg"],
        [1, "iPhone 12", "/images/sell/12.svg"]
      ])
      // Galaxy S20: base 700, no deductions, no special offer.
      expect(quote.offers[0]?.offers).toEqual([
        { id: 1, value: 700, voucher_value: 70, total_value: 770, promotion_value: 0, previous_price: null },
        { id: 2, value: 630, voucher_value: 0, total_value: 630, promotion_value: 0, previous_price: null }
      ])
      // iPhone 12 with light display scratches (-10 %): 1350, BUN, so the special offer (+5 %) applies.
      expect(quote.offers[1]?.offers[0]).toEqual({
        id: 1, value: 1418, voucher_value: 142, total_value: 1560, promotion_value: 68, previous_price: 1512
      })
    })))

  it.effect("the special offer stops below BUN; deductions add up", () =>
    withMemoryBackend(Effect.gen(function*() {
      const quote = yield* quoteOffers("RO", [withAnswers(iphone12, { "grading-display": [8], battery: [15] })])
      if (quote._tag !== "OffersQuoted") throw new Error("expected offers")
      // 1500 - 25 % - 100 = 1025; ACCEPTABIL: no special offer.
      expect(quote.offers[0]?.offers[0]).toMatchObject({ value: 1025, promotion_value: 0 })
    })))

  it.effect("not accepted: ruling-out answers, models or storages without a price, offers too low", () =>
    withMemoryBackend(Effect.gen(function*() {
      const ruledOut = yield* quoteOffers("RO", [galaxyS20, withAnswers(iphone12, { "liquid-contact": [2] })])
      expect(ruledOut).toEqual({ _tag: "NotAccepted", itemIndexes: [1], reasonKey: "sell.not-accepted.condition" })
      const noPrice = yield* quoteOffers("RO", [{ ...iphone12, config: { ...iphone12.config, storage: 9 } }])
      expect(noPrice).toEqual({ _tag: "NotAccepted", itemIndexes: [0], reasonKey: "sell.not-accepted.model" })
      const otherMarket = yield* quoteOffers("GR", [iphone12])
      expect(otherMarket._tag).toBe("NotAccepted")
      const unknownModel = yield* quoteOffers("RO", [{ ...iphone12, model: { id: 15, name: "iPhone 8" } }])
      expect(unknownModel).toMatchObject({ reasonKey: "sell.not-accepted.model" })
      // The catalogue's brand, name and category, not the query string's: a Galaxy called an iPhone
      // would get the iPhone special offer.
      for (const spoofed of [
        { ...galaxyS20, model: { ...galaxyS20.model!, name: "iPhone 12" } },
        { ...iphone12, brand: galaxyS20.brand! },
        { ...iphone12, category: 2 as const }
      ]) {
        // Refused either way: not bought (model), or not described for the path the spoof implies.
        const answer = yield* Effect.result(quoteOffers("RO", [spoofed]))
        if (Result.isSuccess(answer)) expect(answer.success).toMatchObject({ _tag: "NotAccepted", reasonKey: "sell.not-accepted.model" })
        else expect(answer.failure._tag).toBe("InvalidRequest")
      }
      const cracked = withAnswers(iphone12, { "grading-display": [9], "grading-case": [13], battery: [17] })
      // 1500 - 90 % - 300 < 20
      expect(yield* quoteOffers("RO", [cracked])).toEqual({ _tag: "NotAccepted", itemIndexes: [0], reasonKey: "sell.not-accepted.value" })
    })))

  it.effect("a device without brand or model, or no device, is an invalid request", () =>
    withMemoryBackend(Effect.gen(function*() {
      const { model: _model, ...noModel } = iphone12
      expect((yield* Effect.flip(quoteOffers("RO", [noModel]))).code).toBe("invalid-request")
      expect((yield* Effect.flip(quoteOffers("RO", []))).code).toBe("invalid-request")
    })))

  it.effect("a device with an unanswered evaluation step is not priced (it would price at the full base)", () =>
    withMemoryBackend(Effect.gen(function*() {
      const { battery: _battery, ...withoutBattery } = iphone12.answers
      const missingAnswer = { ...iphone12, answers: withoutBattery }
      const refused = yield* Effect.flip(quoteOffers("RO", [galaxyS20, missingAnswer]))
      expect(refused.code).toBe("invalid-request")
      expect(refused.message).toContain("1")
      expect((yield* Effect.flip(quoteOffers("RO", [{ ...iphone12, answers: {} }]))).code).toBe("invalid-request")
      const { colour: _colour, ...noColour } = iphone12.config
      expect((yield* Effect.flip(quoteOffers("RO", [{ ...iphone12, config: noColour }]))).code).toBe("invalid-request")
    })))

  it.effect("a ruled-out device is not accepted even when later steps are unanswered", () =>
    withMemoryBackend(Effect.gen(function*() {
      const flooded = { ...iphone12, answers: { "liquid-contact": [2] } }
      expect(yield* quoteOffers("RO", [flooded])).toEqual({ _tag: "NotAccepted", itemIndexes: [0], reasonKey: "sell.not-accepted.condition" })
    })))
})
