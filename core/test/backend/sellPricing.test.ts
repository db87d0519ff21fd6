import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { MarketCodes } from "../../src/markets/market.ts"
import { deductedPrice, priceOffers, sellPricing } from "../../src/backend/sell/pricing.ts"
import type { Deduction } from "../../src/sell/sellTypes.ts"

const arbDeduction: fc.Arbitrary<Deduction> = fc.record({
  choiceId: fc.integer({ min: 1, max: 130 }),
  kind: fc.constantFrom("percent" as const, "fixed" as const),
  amount: fc.integer({ min: 0, max: 300 })
})

describe("sell pricing", () => {
  it("takes percentages of the base and fixed amounts off, never below zero", () => {
    expect(deductedPrice(1500, [])).toBe(1500)
    expect(deductedPrice(1500, [{ choiceId: 7, kind: "percent", amount: 10 }, { choiceId: 11, kind: "percent", amount: 5 }])).toBe(1275)
    expect(deductedPrice(1500, [{ choiceId: 7, kind: "percent", amount: 10 }, { choiceId: 15, kind: "fixed", amount: 100 }])).toBe(1250)
    expect(deductedPrice(100, [{ choiceId: 9, kind: "percent", amount: 150 }])).toBe(0)
    expect(deductedPrice(100, [{ choiceId: 17, kind: "fixed", amount: 300 }])).toBe(0)
  })

  it("prices the normal offer with its voucher and the instant offer below it", () => {
    const priced = priceOffers("RO", { base: 1500, previous: 1600 }, [{ choiceId: 7, kind: "percent", amount: 10 }], false)
    expect(priced).toEqual({
      _tag: "Priced",
      offers: [
        { id: 1, value: 1350, voucher_value: 135, total_value: 1485, promotion_value: 0, previous_price: 1440 },
        { id: 2, value: 1215, voucher_value: 0, total_value: 1215, promotion_value: 0, previous_price: 1296 }
      ]
    })
  })

  it("adds the special offer to both options and shows it as promotion_value", () => {
    const priced = priceOffers("RO", { base: 1000, previous: null }, [], true)
    expect(priced).toEqual({
      _tag: "Priced",
      offers: [
        { id: 1, value: 1050, voucher_value: 105, total_value: 1155, promotion_value: 50, previous_price: null },
        { id: 2, value: 950, voucher_value: 0, total_value: 950, promotion_value: 50, previous_price: null }
      ]
    })
  })

  it("refuses offers below the market minimum", () => {
    expect(priceOffers("RO", { base: 19, previous: null }, [], false)._tag).toBe("TooLow")
    expect(priceOffers("HU", { base: 1499, previous: null }, [], false)._tag).toBe("TooLow")
    expect(priceOffers("HU", { base: 1500, previous: null }, [], false)._tag).toBe("Priced")
  })

  it("instant < normal, totals add up, whole units, deductions never raise the offer (property)", () => {
    fc.assert(fc.property(
      fc.constantFrom(...MarketCodes),
      fc.integer({ min: 0, max: 2_000_000 }),
      fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
      fc.array(arbDeduction, { maxLength: 6 }),
      fc.boolean(),
      (market, base, previous, deductions, special) => {
        const priced = priceOffers(market, { base, previous }, deductions, special)
        const bare = priceOffers(market, { base, previous }, [], special)
        if (priced._tag === "TooLow") {
          expect(priced.deducted).toBeLessThan(Math.max(sellPricing.minimumOffer[market], 2))
          return
        }
        const [normal, instant] = priced.offers
        expect(instant.value).toBeLessThan(normal.value)
        expect(instant.total_value).toBeLessThan(normal.total_value)
        for (const option of priced.offers) {
          expect(option.total_value).toBe(option.value + option.voucher_value)
          expect(Number.isInteger(option.value) && Number.isInteger(option.voucher_value)).toBe(true)
          expect(option.value).toBeGreaterThanOrEqual(option.promotion_value)
          if (option.previous_price !== null) expect(option.previous_price).toBeGreaterThan(option.value)
        }
        expect(instant.voucher_value).toBe(0)
        if (!special) expect(normal.promotion_value).toBe(0)
        if (bare._tag === "Priced") expect(normal.value).toBeLessThanOrEqual(bare.offers[0].value)
      }
    ))
  })
})
