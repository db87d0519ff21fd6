import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { answerIssue, toggleChoice } from "../../src/sell/answers.ts"
import { choices, isExclusiveChoice } from "../../src/sell/choices.ts"

const anyChoiceId = fc.constantFrom(...choices.map((c) => c.id))

describe("exclusive choices", () => {
  it("picking an exclusive choice replaces all others", () => {
    expect(toggleChoice([23, 24], 22)).toEqual([22])
  })

  it("picking any other choice clears the exclusive ones", () => {
    expect(toggleChoice([22], 23)).toEqual([23])
  })

  it("picking a selected choice again unselects it", () => {
    expect(toggleChoice([23, 24], 23)).toEqual([24])
    expect(toggleChoice([22], 22)).toEqual([])
  })

  it("keeps other non-exclusive choices when adding one", () => {
    expect(toggleChoice([23], 24)).toEqual([23, 24])
  })

  it("never lets an exclusive choice coexist with another", () => {
    fc.assert(
      fc.property(fc.array(anyChoiceId, { maxLength: 30 }), (clicks) => {
        const selected = clicks.reduce<ReadonlyArray<number>>(toggleChoice, [])
        const exclusive = selected.filter(isExclusiveChoice)
        return (exclusive.length === 0 || selected.length === 1) && new Set(selected).size === selected.length
      })
    )
  })
})

describe("committed answers", () => {
  it("accepts one choice of a single-choice step", () => {
    expect(answerIssue("liquid-contact", [1])).toBeUndefined()
  })

  it("refuses two choices on a single-choice step", () => {
    expect(answerIssue("liquid-contact", [1, 2])).toBeDefined()
  })

  it("refuses an empty answer", () => {
    expect(answerIssue("phone-defects", [])).toBeDefined()
  })

  it("refuses a choice of another step", () => {
    expect(answerIssue("phone-defects", [28])).toBeDefined()
  })

  it("refuses an exclusive choice combined with another", () => {
    expect(answerIssue("phone-defects", [22, 23])).toBeDefined()
  })

  it("refuses a repeated choice", () => {
    expect(answerIssue("phone-defects", [23, 23])).toBeDefined()
  })

  it("accepts several defects at once", () => {
    expect(answerIssue("phone-defects", [23, 24, 29])).toBeUndefined()
  })
})
