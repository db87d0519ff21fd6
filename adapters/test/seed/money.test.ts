import { describe, expect, it } from "@effect/vitest"
import { MarketCodes } from "@shop/core/markets/market"
import fc from "fast-check"
import { shelfPrice } from "../../src/seed/index.ts"
import { roundOffer, shelfPriceAbove } from "../../src/seed/money.ts"

const market = fc.constantFrom(...MarketCodes)
const amount = fc.double({ min: 0.5, max: 2_000_000, noNaN: true })

describe("shelf prices", () => {
  it("end the local way", () => {
    expect(shelfPrice("RO", 2453)).toBe(2449)
    expect(shelfPrice("BG", 49.4)).toBe(48.99)
    expect(shelfPrice("HU", 189_700)).toBe(189_990)
    expect(shelfPrice("HU", 4_960)).toBe(4_990)
    expect(shelfPrice("GR", 488)).toBe(489)
  })

  it("never fall when the amount rises", () => {
    fc.assert(fc.property(market, amount, amount, (m, a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a]
      expect(shelfPrice(m, low)).toBeLessThanOrEqual(shelfPrice(m, high))
    }))
  })

  it("stay positive and within a step of the amount", () => {
    fc.assert(fc.property(market, amount, (m, a) => {
      const price = shelfPrice(m, a)
      expect(price).toBeGreaterThan(0)
      const tolerance = m === "HU" ? 1000 : 10
      expect(Math.abs(price - a)).toBeLessThanOrEqual(tolerance)
    }))
  })

  it("shelfPriceAbove is strictly above the price", () => {
    fc.assert(fc.property(market, amount, fc.double({ min: 1, max: 1.5, noNaN: true }), (m, a, f) => {
      const price = shelfPrice(m, a)
      expect(shelfPriceAbove(m, price, f)).toBeGreaterThan(price)
    }))
  })

  it("round buyback offers to whole steps", () => {
    fc.assert(fc.property(market, amount, (m, a) => {
      const offer = roundOffer(m, a)
      expect(offer).toBeGreaterThan(0)
      expect(offer % (m === "HU" ? 500 : 5)).toBe(0)
    }))
  })
})
