import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { ratingSummary, starShare, summaryOfCounts } from "../../src/reviews/summary.ts"

const ratingsArb = fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 300 })

describe("rating summary", () => {
  it("counts every rating once, per star, and averages them to one decimal", () => {
    fc.assert(fc.property(ratingsArb, (ratings) => {
      const summary = ratingSummary(ratings)
      expect(summary.count).toBe(ratings.length)
      for (const star of [1, 2, 3, 4, 5] as const) {
        expect(summary.perStar[star]).toBe(ratings.filter((r) => r === star).length)
      }
      if (ratings.length === 0) expect(summary.average).toBe(0)
      else {
        const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length
        expect(Math.abs(summary.average - mean)).toBeLessThanOrEqual(0.05 + 1e-9)
        expect(summary.average).toBeGreaterThanOrEqual(1)
        expect(summary.average).toBeLessThanOrEqual(5)
      }
    }))
  })

  it("gives the same summary from counts as from the list (what a GROUP BY answers)", () => {
    fc.assert(fc.property(ratingsArb, (ratings) => {
      const fromList = ratingSummary(ratings)
      expect(summaryOfCounts(fromList.perStar)).toEqual(fromList)
    }))
  })

  it("is independent of order and shares are whole percents", () => {
    fc.assert(fc.property(ratingsArb, (ratings) => {
      expect(ratingSummary([...ratings].reverse())).toEqual(ratingSummary(ratings))
      for (const star of [1, 2, 3, 4, 5] as const) {
        const share = starShare(ratingSummary(ratings), star)
        expect(Number.isInteger(share) && share >= 0 && share <= 100).toBe(true)
      }
    }))
  })

  it("a worked example", () => {
    expect(ratingSummary([5, 5, 4, 3])).toEqual({ count: 4, average: 4.3, perStar: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } })
  })
})
