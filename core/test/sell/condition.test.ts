import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { brandIds } from "../../src/sell/brands.ts"
import { bestAnswers, conditionGrade, flagsFor, isIphoneItem, isRuledOut, qualifiesForSpecialOffer } from "../../src/sell/condition.ts"
import { ConditionGrades } from "../../src/sell/grades.ts"
import { arbFunnelItem } from "../support/sellArbitraries.ts"
import { iphoneItem } from "./fixtures.ts"

const withAnswers = (answers: typeof iphoneItem.answers) => ({ ...iphoneItem, answers: { ...iphoneItem.answers, ...answers } })

describe("condition grade", () => {
  it("is FOARTE_BUN when no answer lowers it", () => {
    expect(conditionGrade(iphoneItem)).toBe("FOARTE_BUN")
  })

  it("is the worst grade any answer allows", () => {
    expect(conditionGrade(withAnswers({ "grading-display": [7] }))).toBe("BUN")
    expect(conditionGrade(withAnswers({ "grading-display": [7], "grading-case": [12] }))).toBe("ACCEPTABIL")
    expect(conditionGrade(withAnswers({ "phone-defects": [23] }))).toBe("DETERIORAT")
  })

  it("ignores answers of steps outside the device's path", () => {
    const samsung = { ...iphoneItem, brand: brandIds.xiaomi, model: { id: 5, name: "Redmi 10" }, answers: { ...iphoneItem.answers, battery: [17] } }
    expect(conditionGrade(samsung)).toBe("FOARTE_BUN")
  })

  it("is always one of the grades", () => {
    fc.assert(fc.property(arbFunnelItem, (item) => ConditionGrades.includes(conditionGrade(item))))
  })
})

describe("special offer", () => {
  it("considers FOARTE_BUN and BUN for iPhone devices", () => {
    expect(qualifiesForSpecialOffer(iphoneItem)).toBe(true)
    expect(qualifiesForSpecialOffer(withAnswers({ "grading-case": [11] }))).toBe(true)
    expect(qualifiesForSpecialOffer(withAnswers({ "grading-case": [12] }))).toBe(false)
  })

  it("is for an Apple model with iPhone anywhere in its name, and for no other brand's", () => {
    expect(qualifiesForSpecialOffer({ ...iphoneItem, model: { id: 13, name: "Apple iPhone 12" } })).toBe(true)
    expect(isIphoneItem({ ...iphoneItem, model: { id: 13, name: "Apple iPhone 12" } })).toBe(true)
    expect(isIphoneItem({ ...iphoneItem, brand: brandIds.samsung, model: { id: 14, name: "iphone case" } })).toBe(false)
    expect(qualifiesForSpecialOffer({ ...iphoneItem, brand: brandIds.xiaomi })).toBe(false)
    expect(isIphoneItem({ ...iphoneItem, model: { id: 15, name: "iPhoneography kit" } })).toBe(false)
  })

  it("is not for other phones", () => {
    expect(qualifiesForSpecialOffer({ ...iphoneItem, brand: brandIds.samsung, model: { id: 7, name: "Galaxy S23" } })).toBe(false)
  })

  it("waits for both grading answers", () => {
    const { "grading-case": _case, ...answers } = iphoneItem.answers
    expect(qualifiesForSpecialOffer({ ...iphoneItem, answers })).toBe(false)
  })

  it("is not for a ruled-out device", () => {
    const item = withAnswers({ "liquid-contact": [2] })
    expect(isRuledOut(item)).toBe(true)
    expect(qualifiesForSpecialOffer(item)).toBe(false)
  })
})

describe("item flags", () => {
  it("flags provider 531 with brand 3 for a lock review", () => {
    expect(flagsFor({ ...iphoneItem, brand: 3, config: { ...iphoneItem.config, provider: 531 } }).providerLockReview).toBe(true)
  })

  it("does not flag provider 531 with another brand, nor brand 3 with another provider", () => {
    expect(flagsFor({ ...iphoneItem, brand: 1, config: { provider: 531 } }).providerLockReview).toBe(false)
    expect(flagsFor({ ...iphoneItem, brand: 3, config: { provider: 530 } }).providerLockReview).toBe(false)
  })
})

describe("bestAnswers", () => {
  it("keeps the best grade, never rules the device out, and gives one answer per step", () => {
    fc.assert(fc.property(arbFunnelItem, (item) => {
      const best = { ...item, answers: bestAnswers(item) }
      expect(isRuledOut(best)).toBe(false)
      expect(conditionGrade(best)).toBe("FOARTE_BUN")
      for (const ids of Object.values(best.answers)) expect(ids).toHaveLength(1)
    }))
  })
})
