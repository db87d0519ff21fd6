import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Result } from "effect"
import { TestClock } from "effect/testing"
import { type Reader, recordToken } from "../../src/backend/access/recordAccess.ts"
import { sellOrderById } from "../../src/backend/sell/sellOrderQueries.ts"
import { publicPayload } from "../../src/sell/sellTypes.ts"
import { quoteOffers } from "../../src/backend/sell/quoteService.ts"
import { isPickupDay, pickupDays, pickupWindowDays } from "../../src/sell/pickupDate.ts"
import { submitSellOrder as submitWithKey } from "../../src/backend/sell/submitSellOrder.ts"
import { decodeSellOrderPayload } from "../support/decoders.ts"
import { SellOrderRepository } from "../../src/backend/ports/SellOrderRepository.ts"
import type { MarketCode } from "../../src/markets/market.ts"
import type { DeliveryDetails } from "../../src/sell/delivery.ts"
import type { FunnelItem } from "../../src/sell/funnelState.ts"
import type { PaymentDetails } from "../../src/sell/payment.ts"
import { buildSellOrderPayload, type SellOrderPayload } from "../../src/sell/sellOrder.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"
import { galaxyS20, iphone12 } from "../support/backend/sellItems.ts"

const now = Date.UTC(2026, 10, 22, 10)

/** The account the funnel payloads below are submitted by (`serviceDbUserId`), as its session reads. */
const seller: Reader = { userId: "user-1", token: null }

let keys = 0
/** Each submission under a fresh idempotency key unless one is given. */
const submitSellOrder = (payload: SellOrderPayload, key = `sell-key-${++keys}`) => submitWithKey(payload, key)

const courier: DeliveryDetails = {
  deliveryMethod: { name: "courier" },
  address: {
    addressId: null,
    county: "Cluj",
    locality: "Cluj-Napoca",
    postalCode: null,
    street: "Strada Memorandumului",
    number: "5",
    details: null,
    pickupDate: "2026-11-25"
  }
}

const privatePayout: PaymentDetails = {
  paymentType: "iban",
  iban: "RO49AAAA1B31007593840000",
  sellerName: "Ana Popescu",
  cui: null,
  nrc: null,
  address: { county: "Cluj", city: "Cluj-Napoca" },
  isCorporate: false,
  partner: false
}

/** The payload the funnel would send: built by the core from the offers the server quoted. */
const funnelPayload = (
  items: ReadonlyArray<FunnelItem>,
  options: { readonly delivery?: DeliveryDetails; readonly payment?: PaymentDetails | null; readonly market?: MarketCode } = {}
) =>
  Effect.gen(function*() {
    const market = options.market ?? "RO"
    const quote = yield* quoteOffers(market, items)
    if (quote._tag !== "OffersQuoted") throw new Error("expected offers")
    const built = buildSellOrderPayload({
      countryCode: market,
      state: { step: "delivery", items },
      offers: quote.offers,
      payment: options.payment === undefined ? privatePayout : options.payment,
      delivery: options.delivery ?? courier,
      user: { email: "ana@example.ro", serviceDbUserId: "user-1" },
      evaluationId: "eval-1",
      voucherCode: "BONUS",
      now
    })
    if (Result.isFailure(built)) throw built.failure
    return built.success
  })

describe("submitSellOrder", () => {
  it.effect("saves the order rebuilt on the server, every field readable back", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const payload = yield* funnelPayload([iphone12, galaxyS20])
      const submitted = yield* submitSellOrder(payload)
      expect(submitted.payload).toEqual(publicPayload(payload))
      const stored = yield* (yield* SellOrderRepository).byId(submitted.sellOrderId)
      expect(stored).toEqual(Option.some({
        sellOrderId: submitted.sellOrderId,
        payload,
        status: "submitted",
        createdAt: now,
        lockReviewItemIndexes: []
      }))
      expect((yield* sellOrderById(submitted.sellOrderId, seller)).payload).toEqual(publicPayload(payload))
      expect((yield* Effect.flip(sellOrderById("nope", seller))).code).toBe("not-found")
    })))

  it.effect("a sale opens for its account's session, a guest's sale for its token; nothing else, and never names the account", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const owned = yield* submitSellOrder(yield* funnelPayload([iphone12]))
      const guestPayload = yield* funnelPayload([galaxyS20])
      const guest = yield* submitSellOrder({ ...guestPayload, serviceDbUserId: null })
      const otherGuest = yield* submitSellOrder({ ...guestPayload, serviceDbUserId: null, userEmail: "ion@example.ro" })
      expect(owned.payload).not.toHaveProperty("serviceDbUserId")
      expect(guest.sellOrderToken).not.toBe(otherGuest.sellOrderToken)
      const opens = (id: string, reader: Reader) => Effect.map(Effect.result(sellOrderById(id, reader)), Result.isSuccess)
      // An account's sale: its session only; its own token alone, another session, no session: not found.
      expect(yield* opens(owned.sellOrderId, seller)).toBe(true)
      expect(yield* opens(owned.sellOrderId, { userId: null, token: owned.sellOrderToken })).toBe(false)
      expect(yield* opens(owned.sellOrderId, { userId: "user-2", token: owned.sellOrderToken })).toBe(false)
      // A guest's sale: its token only; another sale's token, an order token of the same id, a session: not found.
      expect(yield* opens(guest.sellOrderId, { userId: null, token: guest.sellOrderToken })).toBe(true)
      expect(yield* opens(guest.sellOrderId, { userId: "user-1", token: guest.sellOrderToken })).toBe(true)
      expect(yield* opens(guest.sellOrderId, { userId: null, token: otherGuest.sellOrderToken })).toBe(false)
      expect(yield* opens(guest.sellOrderId, { userId: "user-1", token: null })).toBe(false)
      expect(yield* opens(guest.sellOrderId, { userId: null, token: yield* recordToken("order", guest.sellOrderId) })).toBe(false)
      const read = yield* sellOrderById(guest.sellOrderId, { userId: null, token: guest.sellOrderToken })
      expect(read.payload).not.toHaveProperty("serviceDbUserId")
      expect(JSON.stringify(yield* sellOrderById(owned.sellOrderId, seller))).not.toContain("user-1")
    })))

  it.effect("a repeated key answers only the account (or guest) that submitted: another one's is a conflict", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const payload = { ...(yield* funnelPayload([iphone12])), serviceDbUserId: null }
      const first = yield* submitSellOrder(payload, "idem-sell-owner")
      expect(yield* submitSellOrder(payload, "idem-sell-owner")).toEqual(first)
      expect((yield* Effect.flip(submitSellOrder({ ...payload, serviceDbUserId: "user-1" }, "idem-sell-owner"))).code).toBe("idempotency-conflict")
    })))

  it.effect("flags a carrier-locked iPhone (provider 531) for review", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const locked = { ...iphone12, config: { ...iphone12.config, provider: 531 } }
      const submitted = yield* submitSellOrder(yield* funnelPayload([galaxyS20, locked]))
      const stored = yield* (yield* SellOrderRepository).byId(submitted.sellOrderId)
      expect(Option.map(stored, (s) => s.lockReviewItemIndexes)).toEqual(Option.some([1]))
    })))

  it.effect("client figures that differ from the server's offer are refused with the fresh offer", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const payload = yield* funnelPayload([iphone12])
      const inflated: SellOrderPayload = {
        ...payload,
        totalEstimatedOffer: payload.totalEstimatedOffer + 500,
        products: payload.products.map((p) => ({ ...p, offerWithoutVoucher: p.offerWithoutVoucher + 500, offerWithVoucher: p.offerWithVoucher + 500 }))
      }
      const error = yield* Effect.flip(submitSellOrder(inflated))
      expect(error).toMatchObject({ code: "offer-changed", itemIndexes: [0] })
      const totalOnly = yield* Effect.flip(submitSellOrder({ ...payload, totalEstimatedOffer: 1 }))
      expect(totalOnly.code).toBe("offer-changed")
    })))

  it.effect("a device the answers rule out is not accepted", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const payload = yield* funnelPayload([iphone12])
      const drowned = { ...payload, products: payload.products.map((p) => ({ ...p, answers: [2, ...p.answers.filter((a) => a !== 1)] })) }
      expect((yield* Effect.flip(submitSellOrder(drowned))).code).toBe("not-accepted")
    })))

  it.effect("validates with the core validators: IBAN of the market, seller name, email, pickup", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const payload = yield* funnelPayload([iphone12])
      const error = yield* Effect.flip(submitSellOrder({
        ...payload,
        userEmail: "nope",
        paymentDetails: { ...privatePayout, iban: "BG80BNBG96611020345678", sellerName: "A" },
        pickupDetailsCourier: { ...courier.address, street: "", pickupDate: "2026-11-21" }
      }))
      expect(error).toMatchObject({
        code: "validation-failed",
        fields: {
          userEmail: "invalid-email",
          "paymentDetails.iban": "iban-wrong-country",
          "paymentDetails.sellerName": "invalid-name",
          "pickupDetailsCourier.street": "required-field",
          "pickupDetailsCourier.pickupDate": "pickup-date-required"
        }
      })
    })))

  it.effect("a corporate seller is checked with the corporate rules", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const corporate: PaymentDetails = {
        ...privatePayout,
        sellerName: "Alfa Service S.R.L.",
        cui: "RO18547290",
        nrc: "J12/345/2020",
        isCorporate: true,
        companyEmail: "office@alfa.ro",
        companyPhone: "0712 345 678"
      }
      const ok = yield* submitSellOrder(yield* funnelPayload([iphone12], { payment: corporate }))
      expect(ok.payload.paymentDetails).toMatchObject({ isCorporate: true, companyEmail: "office@alfa.ro", companyPhone: "0712 345 678" })
      const bad = yield* funnelPayload([iphone12], { payment: { ...corporate, cui: "12", nrc: "X", companyEmail: "office", companyPhone: "12" } })
      expect(yield* Effect.flip(submitSellOrder(bad))).toMatchObject({
        code: "validation-failed",
        fields: {
          "paymentDetails.cui": "invalid-tax-code",
          "paymentDetails.nrc": "invalid-registration-number",
          "paymentDetails.companyEmail": "invalid-email",
          "paymentDetails.companyPhone": expect.any(String)
        }
      })
      // The right shapes, but a CUI with a mistyped digit and a number no operator has handed out.
      const mistyped = yield* funnelPayload([iphone12], { payment: { ...corporate, cui: "RO18547291", companyPhone: "+40 390 536 228" } })
      expect(yield* Effect.flip(submitSellOrder(mistyped))).toMatchObject({
        code: "validation-failed",
        fields: { "paymentDetails.cui": "tax-id-check-digit-ro", "paymentDetails.companyPhone": "invalid-phone" }
      })
    })))

  it.effect("locker pickup needs a locker of the market; exactly one pickup is given", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const locker = (lockerId: string): DeliveryDetails => ({ deliveryMethod: { name: "easybox" }, locker: { lockerId } })
      const ok = yield* submitSellOrder(yield* funnelPayload([iphone12], { delivery: locker("RO-LCK-1") }))
      expect(ok.payload.pickupDetailsLocker).toEqual({ lockerId: "RO-LCK-1" })
      const foreign = yield* funnelPayload([iphone12], { delivery: locker("BG-LCK-1") })
      expect(yield* Effect.flip(submitSellOrder(foreign))).toMatchObject({ fields: { "pickupDetailsLocker.lockerId": "locker-required" } })
      const both = { ...foreign, pickupDetailsCourier: courier.address }
      expect(yield* Effect.flip(submitSellOrder(both))).toMatchObject({ fields: { pickupDetails: "required-field" } })
    })))

  it.effect("payout details may come later (payment-test variant, normal offer): stored as null", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const instant = yield* funnelPayload([galaxyS20], { payment: null })
      expect((yield* submitSellOrder(instant)).payload.paymentDetails).toBeNull()
      const normal = yield* funnelPayload([{ ...galaxyS20, offer: 1 }], { payment: null })
      expect((yield* submitSellOrder(normal)).payload.paymentDetails).toBeNull()
    })))

  it.effect("malformed payloads are invalid requests", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const payload = yield* funnelPayload([iphone12])
      const product = payload.products[0]
      if (product === undefined) throw new Error("no product")
      const cases: ReadonlyArray<SellOrderPayload> = [
        { ...payload, products: [] },
        { ...payload, products: [{ ...product, item_index: 3 }] },
        { ...payload, products: [{ ...product, answers: [999] }] },
        { ...payload, products: [{ ...product, answers: [22, 23] }] }
      ]
      for (const bad of cases) expect((yield* Effect.flip(submitSellOrder(bad))).code).toBe("invalid-request")
      expect((yield* Effect.flip(decodeSellOrderPayload({ ...payload, countryCode: "XX" }))).code).toBe("invalid-request")
      expect((yield* Effect.flip(decodeSellOrderPayload("nope"))).code).toBe("invalid-request")
    })))
})

describe("submitSellOrder idempotency", () => {
  it.effect("the same key with the same request answers the first sell order and stores one", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const payload = yield* funnelPayload([iphone12])
      const first = yield* submitSellOrder(payload, "idem-sell-0001")
      yield* TestClock.setTime(now + 60_000)
      const again = yield* submitSellOrder(payload, "idem-sell-0001")
      expect(again).toEqual(first)
      const stored = yield* (yield* SellOrderRepository).byId(first.sellOrderId)
      expect(Option.map(stored, (s) => s.createdAt)).toEqual(Option.some(now))
      // Another key is another sell order.
      const other = yield* submitSellOrder(payload, "idem-sell-0002")
      expect(other.sellOrderId).not.toBe(first.sellOrderId)
    })))

  it.effect("the same key with another request is a conflict and stores nothing", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const payload = yield* funnelPayload([iphone12])
      const first = yield* submitSellOrder(payload, "idem-sell-0003")
      const changed = { ...payload, userEmail: "someone.else@example.ro" }
      expect(yield* Effect.flip(submitSellOrder(changed, "idem-sell-0003"))).toMatchObject({
        _tag: "IdempotencyConflict",
        code: "idempotency-conflict",
        idempotencyKey: "idem-sell-0003"
      })
      // An invalid request under a used key is the same conflict: the key is checked first.
      expect((yield* Effect.flip(submitSellOrder({ ...payload, userEmail: "nope" }, "idem-sell-0003"))).code).toBe("idempotency-conflict")
      expect((yield* sellOrderById(first.sellOrderId, seller)).payload.userEmail).toBe("ana@example.ro")
    })))

  it.effect("a repeat answers the first order even when the offer has changed since", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      const payload = yield* funnelPayload([iphone12])
      const first = yield* submitSellOrder(payload, "idem-sell-0004")
      // Past the pickup date: a fresh submission would be refused, the repeat is not.
      yield* TestClock.setTime(now + 10 * 86_400_000)
      expect(yield* submitSellOrder(payload, "idem-sell-0004")).toEqual(first)
      expect((yield* Effect.flip(submitSellOrder(payload, "idem-sell-0005"))).code).toBe("validation-failed")
    })))
})

describe("courier pickup date", () => {
  const on = (pickupDate: string): DeliveryDetails => ({ deliveryMethod: { name: "courier" }, address: { ...courier.address, pickupDate } })
  const pickupError = (payload: SellOrderPayload) =>
    Effect.map(Effect.flip(submitSellOrder(payload)), (error) =>
      error._tag === "ValidationFailed" ? error.fields["pickupDetailsCourier.pickupDate"] : error._tag)

  it.effect("is checked against the market's calendar day, not UTC's", () =>
    withMemoryBackend(Effect.gen(function*() {
      // 22:30 UTC on Monday 23 November is already Tuesday 24 November in Bucharest and Athens.
      const lateMonday = Date.UTC(2026, 10, 23, 22, 30)
      yield* TestClock.setTime(lateMonday)
      const monday = yield* funnelPayload([iphone12], { delivery: on("2026-11-23") })
      expect(yield* pickupError(monday)).toBe("pickup-date-required")
      const tuesday = yield* funnelPayload([iphone12], { delivery: on("2026-11-24") })
      expect((yield* submitSellOrder(tuesday)).payload.pickupDetailsCourier?.pickupDate).toBe("2026-11-24")
    })))

  it.effect("is a working day, Monday to Friday", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      for (const weekend of ["2026-11-28", "2026-11-29"]) {
        expect(yield* pickupError(yield* funnelPayload([iphone12], { delivery: on(weekend) }))).toBe("pickup-date-required")
      }
      yield* submitSellOrder(yield* funnelPayload([iphone12], { delivery: on("2026-11-27") }))
      yield* submitSellOrder(yield* funnelPayload([iphone12], { delivery: on("2026-11-23") }))
    })))

  it.effect(`is at most ${pickupWindowDays} days ahead`, () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* TestClock.setTime(now)
      // Sunday 22 November: 30 days ahead is Tuesday 22 December.
      yield* submitSellOrder(yield* funnelPayload([iphone12], { delivery: on("2026-12-22") }))
      expect(yield* pickupError(yield* funnelPayload([iphone12], { delivery: on("2026-12-23") }))).toBe("pickup-date-required")
      expect(yield* pickupError(yield* funnelPayload([iphone12], { delivery: on("2027-11-23") }))).toBe("pickup-date-required")
      expect(yield* pickupError(yield* funnelPayload([iphone12], { delivery: on("2026-02-30") }))).toBe("pickup-date-required")
    })))

  it("pickupDays lists exactly the days isPickupDay accepts, in the market's calendar", () => {
    const lateMonday = Date.UTC(2026, 10, 23, 22, 30)
    const days = pickupDays("RO", lateMonday)
    expect(days[0]).toBe("2026-11-24")
    expect(days.at(-1)).toBe("2026-12-24")
    expect(days.every((day) => isPickupDay(day, "2026-11-24"))).toBe(true)
    expect(days).not.toContain("2026-11-28")
    expect(days).toHaveLength(23)
  })
})
