import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { toMinor } from "../../src/cart/money.ts"
import { discountOf, discountPercent, previousPriceOf, savingOf } from "../../src/catalog/discount.ts"
import { priceArb } from "../support/cartArbitraries.ts"

const previousArb = fc.option(priceArb, { nil: null })

describe("the discount rule", () => {
  it("counts a previous price only above the price, for the struck price, the percent and the sort alike", () => {
    fc.assert(
      fc.property(priceArb, previousArb, (price, previousPrice) => {
        const previous = previousPriceOf(price, previousPrice)
        const discounted = previousPrice !== null && previousPrice > price
        expect(previous).toBe(discounted ? previousPrice : null)
        const fraction = discountOf({ price, previousPrice })
        if (previous === null) {
          expect(fraction).toBe(0)
          expect(discountPercent(price, previousPrice)).toBeNull()
        } else {
          expect(fraction).toBeGreaterThan(0)
          expect(fraction).toBeLessThanOrEqual(1)
        }
      })
    )
  })

  it("badges whole percents from 1 to 100, the saving rounded against the previous price", () => {
    fc.assert(
      fc.property(priceArb, previousArb, (price, previousPrice) => {
        const percent = discountPercent(price, previousPrice)
        if (percent === null) return
        expect(Number.isInteger(percent)).toBe(true)
        expect(percent).toBeGreaterThanOrEqual(1)
        expect(percent).toBeLessThanOrEqual(100)
        const exact = ((toMinor(previousPrice ?? 0) - toMinor(price)) / toMinor(previousPrice ?? 0)) * 100
        expect(Math.abs(percent - exact)).toBeLessThanOrEqual(0.5 + 1e-9)
      })
    )
  })

  it("sorts a bigger saving first: the fraction grows as the price falls", () => {
    fc.assert(
      fc.property(priceArb, priceArb, priceArb, (a, b, previousPrice) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(discountOf({ price: low, previousPrice })).toBeGreaterThanOrEqual(discountOf({ price: high, previousPrice }))
      })
    )
  })

  it("examples: struck price, badge and sort key", () => {
    expect(previousPriceOf(989, 1189)).toBe(1189)
    expect(previousPriceOf(989, 989)).toBeNull()
    expect(previousPriceOf(989, null)).toBeNull()
    expect(discountPercent(99.6, 100)).toBeNull()
    expect(discountPercent(100, 90)).toBeNull()
    expect(discountPercent(80, 100)).toBe(20)
    expect(discountOf({ price: 100, previousPrice: null })).toBe(0)
    expect(discountOf({ price: 100, previousPrice: 90 })).toBe(0)
    expect(discountOf({ price: 75, previousPrice: 100 })).toBe(0.25)
  })

  it("computes the saving against the new price, floored to whole percent", () => {
    expect(savingOf(989, 4529)).toEqual({ amount: 3540, percent: 78 })
    expect(savingOf(100.1, 200)).toEqual({ amount: 99.9, percent: 49 })
    expect(savingOf(989, null)).toBeNull()
    expect(savingOf(989, 989)).toBeNull()
    expect(savingOf(989, 500)).toBeNull()
  })
})
