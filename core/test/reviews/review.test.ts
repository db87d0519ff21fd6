import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import { parseRating, reviewLimits, toValidReview, validateReview } from "../../src/reviews/review.ts"

const word = fc.stringMatching(/^[A-Za-zăîșțâ]{2,12}$/)
const textOf = (min: number, max: number) =>
  fc.array(word, { minLength: 1, maxLength: 400 })
    .map((words) => words.join(" "))
    .filter((text) => [...text].length >= min && [...text].length <= max)
const email = fc.tuple(fc.stringMatching(/^[a-z]{1,10}$/), fc.stringMatching(/^[a-z]{2,10}$/)).map(([u, d]) => `${u}@${d}.ro`)

const validInput = fc.record({
  rating: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }).map(String)),
  name: textOf(reviewLimits.nameMin, reviewLimits.nameMax),
  email,
  title: textOf(reviewLimits.titleMin, reviewLimits.titleMax),
  text: textOf(reviewLimits.textMin, reviewLimits.textMax)
})

describe("review validation", () => {
  it("accepts every review within the limits, and stores it trimmed with an integer rating", () => {
    fc.assert(fc.property(validInput, (input) => {
      expect(validateReview(input)).toEqual({})
      const valid = toValidReview({ ...input, name: `  ${input.name} ` })
      expect(Option.isSome(valid)).toBe(true)
      if (Option.isSome(valid)) {
        expect(valid.value.rating).toBe(Number(input.rating))
        expect(valid.value.name).toBe(input.name)
      }
    }))
  })

  it("refuses any rating that is not a whole number from 1 to 5", () => {
    const bad = fc.oneof(
      fc.integer().filter((n) => n < 1 || n > 5),
      fc.double().filter((n) => !Number.isInteger(n)),
      fc.string().filter((s) => !/^\s*[1-5]\s*$/.test(s) && s.trim() !== "")
    )
    fc.assert(fc.property(validInput, bad, (input, rating) => {
      expect(validateReview({ ...input, rating }).rating).toBe("reviews-error-rating")
      expect(Option.isNone(parseRating(rating))).toBe(true)
    }))
  })

  it("refuses texts past their limits and blank fields, naming the field", () => {
    fc.assert(fc.property(validInput, fc.integer({ min: 1, max: 50 }), (input, extra) => {
      expect(validateReview({ ...input, text: "a".repeat(reviewLimits.textMax + extra) }).text).toBe("reviews-error-text-length")
      expect(validateReview({ ...input, title: "b".repeat(reviewLimits.titleMax + extra) }).title).toBe("reviews-error-title-length")
      expect(validateReview({ ...input, name: "c".repeat(reviewLimits.nameMax + extra) }).name).toBe("reviews-error-name-length")
      expect(validateReview({ ...input, text: "a".repeat(Math.min(extra, reviewLimits.textMin - 1)) }).text).toBe("reviews-error-text-length")
    }))
    expect(validateReview({})).toEqual({
      rating: "required-field", name: "required-field", email: "required-field", title: "required-field", text: "required-field"
    })
    expect(validateReview({ rating: 5, name: "Ana", email: "ana@", title: "Bun", text: "x".repeat(30) }).email).toBe("invalid-email")
  })

  it("counts characters, not UTF-16 units, and refuses control characters", () => {
    const emoji = "😀".repeat(reviewLimits.nameMax)
    expect(validateReview({ rating: 5, name: emoji, email: "a@b.ro", title: "Titlu", text: "t".repeat(30) }).name).toBeUndefined()
    expect(validateReview({ rating: 5, name: "Ana\u0000", email: "a@b.ro", title: "Titlu", text: "t".repeat(30) }).name)
      .toBe("reviews-error-characters")
  })
})
