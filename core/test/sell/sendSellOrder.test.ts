import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Ref, Result } from "effect"
import { TestClock } from "effect/testing"
import { type OfferQuote, SellApi, SellOrderRejected } from "../../src/ports/SellApi.ts"
import type { Offer } from "../../src/sell/offer.ts"
import { emptyPayoutForm } from "../../src/sell/payoutForm.ts"
import { pickupDays } from "../../src/sell/pickupDate.ts"
import { emptyPickupForm } from "../../src/sell/pickupForm.ts"
import type { SellOrderPayload } from "../../src/sell/sellOrder.ts"
import { type SellAttempt, sendSellOrder, type SellSubmission } from "../../src/sell/sendSellOrder.ts"
import { iphoneItem, session, stateAt } from "./fixtures.ts"

const offer: Offer = {
  item_index: 0,
  item_name: "iPhone 12",
  productImage: "/images/sell/12.png",
  offers: [
    { id: 1, value: 1000, voucher_value: 100, total_value: 1100, promotion_value: 0, previous_price: null },
    { id: 2, value: 900, voucher_value: 0, total_value: 900, promotion_value: 0, previous_price: null }
  ]
}
const quoted: OfferQuote = { _tag: "OffersQuoted", offers: [offer] }

const locker: SellSubmission = {
  market: "RO",
  state: stateAt("delivery", { ...iphoneItem, offer: 1 }),
  session,
  quote: quoted,
  email: " ana@example.com ",
  payout: emptyPayoutForm,
  delivery: { ...emptyPickupForm, method: "easybox", lockerId: "RO-EBX-0002", lockerName: "easybox Cluj" },
  humanCheck: "token-1"
}

const start = Date.UTC(2026, 10, 23, 9, 30)

/**
 * A SellApi test layer: it records what was sent and answers a sell order, or the refusal given.
 * The use case's rules run in core; the port only carries the payload.
 */
const sellApiRecording = (refusal?: SellOrderRejected) => {
  const sent: Array<{ readonly payload: SellOrderPayload; readonly humanCheck: string | null | undefined }> = []
  const layer = Layer.succeed(SellApi, SellApi.of({
    quoteOffers: () => Effect.succeed(quoted),
    submitSellOrder: (payload, humanCheck) => {
      sent.push({ payload, humanCheck })
      return refusal === undefined ? Effect.succeed({ sellOrderId: `S-${sent.length}`, sellOrderToken: "t" }) : Effect.fail(refusal)
    }
  }))
  return { sent, layer }
}

const attempts = () => Ref.makeUnsafe<SellAttempt | null>(null)

describe("sendSellOrder (the seller's submission from the delivery step)", () => {
  it.effect("sends the SPEC 3 payload and the human check's token through SellApi, and answers the sell order", () => {
    const api = sellApiRecording()
    return Effect.gen(function*() {
      yield* TestClock.setTime(start)
      const submitted = yield* sendSellOrder(locker, attempts())
      expect(submitted.sellOrderId).toBe("S-1")
      expect(api.sent).toHaveLength(1)
      expect(api.sent[0]?.humanCheck).toBe("token-1")
      expect(api.sent[0]?.payload).toMatchObject({
        countryCode: "RO",
        pickupDetailsLocker: { lockerId: "RO-EBX-0002" },
        pickupDetailsCourier: null,
        paymentDetails: null,
        userEmail: "ana@example.com",
        totalEstimatedOffer: 1100,
        orderDate: new Date(start).toISOString()
      })
    }).pipe(Effect.provide(api.layer))
  })

  it.effect("a form with errors or without a passed check sends nothing and names what is missing", () => {
    const api = sellApiRecording()
    return Effect.gen(function*() {
      yield* TestClock.setTime(start)
      const courier = { ...locker, delivery: { ...emptyPickupForm, street: "Memorandumului" }, humanCheck: null }
      const refused = yield* Effect.flip(sendSellOrder(courier, attempts()))
      expect(refused._tag).toBe("SellSubmissionInvalid")
      if (refused._tag !== "SellSubmissionInvalid") return
      expect(refused.humanCheckMissing).toBe(true)
      expect(Object.keys(refused.fields)).toEqual(expect.arrayContaining(["county", "locality", "number", "pickupDate"]))
      expect(refused.fields["street"]).toBeUndefined()
      expect(api.sent).toHaveLength(0)
    }).pipe(Effect.provide(api.layer))
  })

  it.effect("a courier pickup on one of the market's pickup days is sent; a day no longer offered is refused", () => {
    const api = sellApiRecording()
    return Effect.gen(function*() {
      yield* TestClock.setTime(start)
      const address = {
        ...emptyPickupForm, countyId: "12", county: "Cluj", localityId: "1201", locality: "Cluj-Napoca", street: "Memorandumului", number: "28"
      }
      const stale = yield* Effect.flip(sendSellOrder({ ...locker, delivery: { ...address, pickupDate: "2026-11-20" } }, attempts()))
      expect(stale._tag === "SellSubmissionInvalid" && stale.fields).toEqual({ pickupDate: "pickup-date-required" })
      yield* sendSellOrder({ ...locker, delivery: { ...address, pickupDate: pickupDays("RO", start)[0]! } }, attempts())
      expect(api.sent[0]?.payload.pickupDetailsCourier).toMatchObject({ county: "Cluj", street: "Memorandumului", number: "28" })
    }).pipe(Effect.provide(api.layer))
  })

  it.effect("without quoted offers nothing is sent", () => {
    const api = sellApiRecording()
    return Effect.gen(function*() {
      const notQuoted = yield* Effect.flip(sendSellOrder({ ...locker, quote: null }, attempts()))
      const notBought = yield* Effect.flip(sendSellOrder({ ...locker, quote: { _tag: "NotAccepted", itemIndexes: [0], reasonKey: "sell.not-accepted.answers" } }, attempts()))
      expect([notQuoted._tag, notBought._tag]).toEqual(["SellOffersNotQuoted", "SellOffersNotQuoted"])
      expect(api.sent).toHaveLength(0)
    }).pipe(Effect.provide(api.layer))
  })

  it.effect("the same answers sent again keep their order date (the same idempotency key); changed answers get the time of sending", () => {
    const api = sellApiRecording()
    return Effect.gen(function*() {
      const tries = attempts()
      yield* TestClock.setTime(start)
      yield* sendSellOrder(locker, tries)
      yield* TestClock.adjust(5_000)
      yield* sendSellOrder({ ...locker, humanCheck: "token-2" }, tries)
      yield* sendSellOrder({ ...locker, email: "ion@example.com" }, tries)
      const dates = api.sent.map((s) => s.payload.orderDate)
      expect(dates).toEqual([new Date(start).toISOString(), new Date(start).toISOString(), new Date(start + 5_000).toISOString()])
      expect(api.sent[1]?.payload).toEqual(api.sent[0]?.payload)
    }).pipe(Effect.provide(api.layer))
  })

  it.effect("payout details go with an instant sale (the funnel asked for them), not with a voucher offer", () => {
    const api = sellApiRecording()
    return Effect.gen(function*() {
      yield* TestClock.setTime(start)
      const payout = { ...emptyPayoutForm, sellerName: " Ana Pop ", iban: "ro49 aaaa 1b31 0075 9384 0000", county: "Cluj", city: "Cluj-Napoca" }
      yield* sendSellOrder({ ...locker, payout }, attempts())
      yield* sendSellOrder({ ...locker, payout, state: stateAt("delivery", { ...iphoneItem, offer: 2 }) }, attempts())
      expect(api.sent[0]?.payload.paymentDetails).toBeNull()
      expect(api.sent[1]?.payload.paymentDetails).toMatchObject({ sellerName: "Ana Pop", iban: "RO49AAAA1B31007593840000" })
    }).pipe(Effect.provide(api.layer))
  })

  it.effect("a funnel the payload cannot be built from is refused before sending; the backend's refusal comes back as it is", () => {
    const refusal = new SellOrderRejected({ reasonKey: "sell.order.offer-changed", message: "the offer changed" })
    const api = sellApiRecording(refusal)
    return Effect.gen(function*() {
      yield* TestClock.setTime(start)
      const unchosen = yield* Effect.flip(sendSellOrder({ ...locker, state: stateAt("delivery", iphoneItem) }, attempts()))
      expect(unchosen._tag === "SellOrderPayloadError" && unchosen.reason).toBe("offer-not-chosen")
      expect(api.sent).toHaveLength(0)
      const rejected = yield* Effect.result(sendSellOrder(locker, attempts()))
      expect(Result.isFailure(rejected) && rejected.failure).toBe(refusal)
    }).pipe(Effect.provide(api.layer))
  })
})
