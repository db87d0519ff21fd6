import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import { euroEquivalent, levToEuro, round2, sumMoney, toMinor } from "../../src/cart/money.ts"
import { MarketCodes, markets } from "../../src/markets/market.ts"
import { priceArb } from "../support/cartArbitraries.ts"

describe("money", () => {
  it("sums prices without float drift", () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3)
    expect(sumMoney([1.005, 2.675])).toBe(3.69)
  })

  it("sums in minor units: the sum equals the integer sum of the cents", () => {
    fc.assert(fc.property(fc.array(priceArb), (prices) => {
      const cents = prices.reduce((total, p) => total + Math.round(p * 100), 0)
      expect(toMinor(sumMoney(prices))).toBe(cents)
    }))
  })

  it("rounds to 2 decimals half up on the decimal value", () => {
    expect(round2(1.005)).toBe(1.01)
    expect(round2(2.344)).toBe(2.34)
    expect(round2(-1.005)).toBe(-1.01)
  })

  it("converts Lev to euro by dividing by 1.95583 and rounding to 2 decimals", () => {
    expect(levToEuro(100)).toBe(51.13)
    expect(levToEuro(1.95583)).toBe(1)
    expect(levToEuro(0)).toBe(0)
  })

  it("adds a euro equivalent for the Bulgarian storefront only", () => {
    expect(euroEquivalent(195.58, "BG")).toEqual(Option.some(100))
    for (const market of ["RO", "HU", "GR"] as const) {
      expect(Option.isNone(euroEquivalent(195.58, market))).toBe(true)
    }
  })

  it("shows a euro equivalent exactly where the market table says so", () => {
    fc.assert(fc.property(fc.constantFrom(...MarketCodes), priceArb, (market, amount) => {
      expect(Option.isSome(euroEquivalent(amount, market))).toBe(markets[market].showsEuroEquivalent)
    }))
  })
})
