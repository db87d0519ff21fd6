import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Result, Schema } from "effect"
import { chosenOption, type Offer } from "../../src/sell/offer.ts"
import { corporatePaymentDetails } from "../../src/sell/payment.ts"
import { sumMoney } from "../../src/cart/money.ts"
import { buildSellOrderPayload, SellOrderPayload, type SellOrderInput } from "../../src/sell/sellOrder.ts"
import { answerStepsFor, deviceContext } from "../../src/sell/stepGraph.ts"
import { arbFunnelState, arbSellOrderInput } from "../support/sellArbitraries.ts"
import { iphoneItem, stateAt } from "./fixtures.ts"

const offer = (itemIndex: number): Offer => ({
  item_index: itemIndex,
  item_name: "iPhone 12",
  productImage: "/images/sell/12.png",
  offers: [
    { id: 1, value: 1000, voucher_value: 100, total_value: 1100, promotion_value: 0, previous_price: null },
    { id: 2, value: 900.5, voucher_value: 0, total_value: 900.5, promotion_value: 0, previous_price: 950 }
  ]
})

const input: SellOrderInput = {
  countryCode: "RO",
  state: stateAt("delivery", { ...iphoneItem, offer: 1 }, { ...iphoneItem, offer: 2 }),
  offers: [offer(0), offer(1)],
  payment: null,
  delivery: { deliveryMethod: { name: "easybox" }, locker: { lockerId: "L-42" } },
  user: { email: "ana@example.com", serviceDbUserId: "u-7" },
  evaluationId: "ev-1",
  voucherCode: "FLIP10",
  now: Date.UTC(2026, 10, 22, 9, 30)
}

const built = (i: SellOrderInput) => Result.getOrThrow(buildSellOrderPayload(i))
const reason = (i: SellOrderInput) => {
  const result = buildSellOrderPayload(i)
  return Result.isFailure(result) ? result.failure.reason : "built"
}

describe("sell order payload", () => {
  it("totals the chosen offers' totals", () => {
    expect(built(input).totalEstimatedOffer).toBe(2000.5)
  })

  it("describes each device with its attributes, category, index and chosen offer", () => {
    const [first, second] = built(input).products
    expect(first).toMatchObject({
      brand: 3, model: 12, modelName: "iPhone 12", colour: 4, storage: 7, provider: 2, category: 1, item_index: 0,
      isInstantSell: false, voucherCode: "FLIP10", voucherValue: 100, offerWithoutVoucher: 1000, offerWithVoucher: 1100,
      answers: [1, 3, 6, 10, 14, 22]
    })
    expect(second).toMatchObject({ item_index: 1, isInstantSell: true, voucherCode: null, offerWithVoucher: 900.5 })
  })

  it("sends the locker or the courier address, never both", () => {
    const locker = built(input)
    expect(locker.pickupDetailsLocker).toEqual({ lockerId: "L-42" })
    expect(locker.pickupDetailsCourier).toBeNull()
    const address = {
      addressId: null, county: "Cluj", locality: "Cluj-Napoca", postalCode: null, street: "Memorandumului", number: "28",
      details: null, pickupDate: "2026-11-24"
    }
    const courier = built({ ...input, delivery: { deliveryMethod: { name: "courier" }, address } })
    expect(courier.pickupDetailsCourier).toEqual(address)
    expect(courier.pickupDetailsLocker).toBeNull()
  })

  it("stamps the order date from the given time", () => {
    expect(built(input).orderDate).toBe("2026-11-22T09:30:00.000Z")
  })

  it("gives laptops a gpu and tablets a provider, null when not chosen", () => {
    const laptop = { category: 3 as const, brand: 13, model: { id: 80, name: "XPS 13" }, config: { colour: 1, storage: 2 }, offer: 1 as const,
      answers: { "liquid-contact": [1], "grading-display": [6], "grading-case": [10], "laptop-keyboard": [121], "laptop-defects": [104] } }
    const tablet = { category: 2 as const, brand: 1, model: { id: 81, name: "Galaxy Tab S8" }, config: { colour: 1, storage: 2 }, offer: 1 as const,
      answers: { "liquid-contact": [1], "grading-display": [6], "grading-case": [10], "display-defects": [44], "tablet-defects": [28] } }
    const [l, t] = built({ ...input, state: stateAt("delivery", laptop, tablet) }).products
    expect(l?.gpu).toBeNull()
    expect(l && "provider" in l).toBe(false)
    expect(t?.provider).toBeNull()
    expect(t && "gpu" in t).toBe(false)
  })

  it("carries the company's details as payment details for a corporate seller", () => {
    const company = { name: "Refurb SRL", fiscalCode: "RO123456", registrationNumber: "J12/345/2020", email: "office@refurb.ro",
      phoneNumber: "0740000000", iban: "RO49AAAA1B31007593840000", county: "Cluj", city: "Cluj-Napoca" }
    const payment = corporatePaymentDetails(company, "iban", false)
    expect(built({ ...input, payment }).paymentDetails).toEqual({
      paymentType: "iban", iban: company.iban, sellerName: "Refurb SRL", cui: "RO123456", nrc: "J12/345/2020",
      address: { county: "Cluj", city: "Cluj-Napoca" }, isCorporate: true, partner: false,
      companyEmail: "office@refurb.ro", companyPhone: "0740000000"
    })
  })

  it("refuses a funnel without devices", () => {
    expect(reason({ ...input, state: stateAt("delivery") })).toBe("no-devices")
  })

  it("refuses a device without a chosen offer", () => {
    expect(reason({ ...input, state: stateAt("delivery", iphoneItem) })).toBe("offer-not-chosen")
  })

  it("refuses a device whose offer is missing", () => {
    expect(reason({ ...input, offers: [offer(0)] })).toBe("offer-missing")
  })

  it("refuses a ruled-out device", () => {
    const ruledOut = { ...iphoneItem, offer: 1 as const, answers: { ...iphoneItem.answers, "liquid-contact": [2] } }
    expect(reason({ ...input, state: stateAt("delivery", ruledOut) })).toBe("device-not-accepted")
  })

  it("refuses an incomplete device", () => {
    expect(reason({ ...input, state: stateAt("delivery", { category: 1, config: {}, answers: {}, offer: 1 }) })).toBe("device-incomplete")
  })

  it("refuses a device with an unanswered evaluation step", () => {
    const { "phone-defects": _defects, ...answers } = iphoneItem.answers
    expect(reason({ ...input, state: stateAt("delivery", { ...iphoneItem, answers, offer: 1 }) })).toBe("device-incomplete")
  })

  it("refuses a device whose config has no colour", () => {
    expect(reason({ ...input, state: stateAt("delivery", { ...iphoneItem, config: { storage: 7, provider: 2 }, offer: 1 }) })).toBe(
      "device-incomplete"
    )
  })

  it("refuses a time that is no date with a tagged error instead of throwing", () => {
    for (const now of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 8.64e15 + 1]) {
      expect(reason({ ...input, now })).toBe("invalid-order-date")
    }
  })

  it("sums money as the cart does: half a cent rounds away from zero", () => {
    // 1.005 * 100 is 100.49999999999999 in binary floating point; the cart's rounding reads it as 100.5.
    const subCent: Offer = { ...offer(0), offers: [{ id: 1, value: 1, voucher_value: 0.005, total_value: 1.005, promotion_value: 0, previous_price: null }] }
    const payload = built({ ...input, state: stateAt("delivery", { ...iphoneItem, offer: 1 }), offers: [subCent] })
    expect(payload.totalEstimatedOffer).toBe(1.01)
    expect(payload.totalEstimatedOffer).toBe(sumMoney([1.005]))
  })

  it("is total: any time and any funnel state give a payload or a SellOrderPayloadError (property)", () => {
    fc.assert(
      fc.property(arbSellOrderInput, arbFunnelState, fc.double(), (i, state, now) => {
        const result = buildSellOrderPayload({ ...i, state, now })
        return Result.isSuccess(result) || result.failure._tag === "SellOrderPayloadError"
      })
    )
  })

  it("refuses any device with one evaluation answer of its path removed (property)", () => {
    fc.assert(
      fc.property(arbSellOrderInput, fc.nat(), fc.nat(), (i, pick, pickStep) => {
        const index = pick % i.state.items.length
        const item = i.state.items[index]
        if (item === undefined) return false
        const steps = answerStepsFor(deviceContext(item))
        const step = steps[pickStep % steps.length]
        if (step === undefined) return false
        const { [step]: _removed, ...answers } = item.answers
        const items = i.state.items.map((x, j) => (j === index ? { ...x, answers } : x))
        const result = buildSellOrderPayload({ ...i, state: { ...i.state, items } })
        return Result.isFailure(result) && result.failure.reason === "device-incomplete" && result.failure.itemIndex === index
      })
    )
  })

  it("totals exactly the sum of the chosen offers, for any order (property)", () => {
    fc.assert(
      fc.property(arbSellOrderInput, (i) => {
        const payload = built(i)
        const chosen = i.state.items.map((item, index) => {
          const o = i.offers.find((x) => x.item_index === index)
          return o && item.offer ? (chosenOption(o, item.offer)?.total_value ?? NaN) : NaN
        })
        expect(payload.totalEstimatedOffer).toBe(sumMoney(chosen))
        expect(Math.abs(payload.totalEstimatedOffer - chosen.reduce((a, b) => a + b, 0))).toBeLessThan(0.005)
        expect(payload.products.map((p) => p.item_index)).toEqual(i.state.items.map((_, index) => index))
      })
    )
  })

  it("builds payloads that match the SellOrderPayload schema (property)", () => {
    const encode = Schema.encodeUnknownResult(SellOrderPayload)
    fc.assert(fc.property(arbSellOrderInput, (i) => Result.isSuccess(encode(built(i)))))
  })
})
