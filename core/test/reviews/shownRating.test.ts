import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import { shownRating } from "../../src/reviews/shownRating.ts"
import { ratingSummary } from "../../src/reviews/summary.ts"

const ratingsArb = fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 300 })

describe("shownRating", () => {
  it("shows nothing without a review, and the summary's average and count with one or more", () => {
    fc.assert(fc.property(ratingsArb, (ratings) => {
      const summary = ratingSummary(ratings)
      const shown = shownRating(summary)
      if (ratings.length === 0) expect(Option.isNone(shown)).toBe(true)
      else expect(Option.getOrThrow(shown)).toMatchObject({ average: summary.average, count: ratings.length })
    }))
  })

  it("fills the stars in proportion to the average, never past five stars", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 300 }), (ratings) => {
      const shown = Option.getOrThrow(shownRating(ratingSummary(ratings)))
      expect(shown.fillPercent).toBeGreaterThanOrEqual(20)
      expect(shown.fillPercent).toBeLessThanOrEqual(100)
      expect(Math.abs(shown.fillPercent - shown.average * 20)).toBeLessThanOrEqual(0.5)
    }))
  })

  it("fills 4.6 stars as 92 %, not as five whole stars", () => {
    expect(shownRating(ratingSummary([5, 5, 5, 4, 4]))).toEqual(Option.some({ average: 4.6, count: 5, fillPercent: 92 }))
  })
})
