import { describe, expect, it } from "@effect/vitest"
import { choiceById, choices, choicesFor, exclusiveChoiceIds, rulesOutDevice } from "../../src/sell/choices.ts"
import { AnswerStepIds, isMultiChoiceStep, MultiChoiceStepIds } from "../../src/sell/steps.ts"

describe("answers catalogue", () => {
  it("has exactly the spec's exclusive choice ids", () => {
    expect([...exclusiveChoiceIds].sort((a, b) => a - b)).toEqual([22, 28, 44, 73, 104, 110, 121])
  })

  it("gives every choice a unique id", () => {
    expect(new Set(choices.map((c) => c.id)).size).toBe(choices.length)
  })

  it("gives each multi-choice step exactly one exclusive 'none of these' answer", () => {
    for (const step of MultiChoiceStepIds) {
      expect(choicesFor(step).filter((c) => c.exclusive)).toHaveLength(1)
    }
    expect(choices.filter((c) => c.exclusive).every((c) => isMultiChoiceStep(c.step))).toBe(true)
  })

  it("gives every evaluation step at least two answers", () => {
    for (const step of AnswerStepIds) expect(choicesFor(step).length).toBeGreaterThanOrEqual(2)
  })

  it("rules out a device with liquid contact or severe burn-in", () => {
    expect(rulesOutDevice(2)).toBe(true)
    expect(choiceById(2)?.step).toBe("liquid-contact")
    expect(rulesOutDevice(5)).toBe(true)
    expect(choiceById(5)?.step).toBe("burn-in")
    expect(rulesOutDevice(1)).toBe(false)
  })

  it("never rules out or downgrades with an exclusive 'none' answer", () => {
    for (const id of exclusiveChoiceIds) {
      expect(choiceById(id)?.rulesOut).toBe(false)
      expect(choiceById(id)?.gradeCap).toBe("FOARTE_BUN")
    }
  })

  it("uses a translation key per choice", () => {
    for (const c of choices) expect(c.key).toMatch(new RegExp(`^sell\\.choice\\.${c.step}\\.[a-z0-9-]+$`))
  })
})
