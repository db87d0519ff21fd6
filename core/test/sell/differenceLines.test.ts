import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { choices } from "../../src/sell/choices.ts"
import { ConfigAttributes } from "../../src/sell/config.ts"
import { differenceLines } from "../../src/sell/differenceLines.ts"
import type { AnswerDifference } from "../../src/sell/inspection.ts"

const labels = new Map([["colour:7", "Midnight"], ["colour:8", "Starlight"], ["storage:128", "128 GB"]])
const configLabel = (attribute: string, id: number) => labels.get(`${attribute}:${id}`) ?? null

describe("differenceLines", () => {
  it("names a config question by its attribute and the values by the market's labels", () => {
    const lines = differenceLines([{ subject: "colour", declared: [7], found: [8] }], configLabel)
    expect(lines).toEqual([{
      subject: "colour",
      questionKey: "sell.config.colour",
      declared: [{ _tag: "Text", text: "Midnight" }],
      found: [{ _tag: "Text", text: "Starlight" }]
    }])
  })

  it("shows a config value the catalogue no longer names by its id, never as nothing", () => {
    const [line] = differenceLines([{ subject: "storage", declared: [128], found: [999] }], configLabel)
    expect(line?.found).toEqual([{ _tag: "Text", text: "#999" }])
  })

  it("names an evaluation question by its step's title and the answers by the funnel's choice keys", () => {
    const lines = differenceLines([{ subject: "grading-display", declared: [6], found: [9] }], configLabel)
    expect(lines).toEqual([{
      subject: "grading-display",
      questionKey: "sell.steps.grading-display.title",
      declared: [{ _tag: "Key", key: "sell.choice.grading-display.flawless" }],
      found: [{ _tag: "Key", key: "sell.choice.grading-display.cracked" }]
    }])
  })

  it("keeps every difference, in order, and every catalogue answer of each side (property)", () => {
    const choiceDifference = fc.constantFrom(...choices.map((c) => c.step)).chain((step) => {
      const ids = choices.filter((c) => c.step === step).map((c) => c.id)
      return fc.record({ subject: fc.constant(step), declared: fc.subarray(ids), found: fc.subarray(ids) })
    })
    const configDifference = fc.record({
      subject: fc.constantFrom(...ConfigAttributes),
      declared: fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 1 }),
      found: fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 1 })
    })
    fc.assert(fc.property(fc.array(fc.oneof(choiceDifference, configDifference), { maxLength: 8 }), (differences: ReadonlyArray<AnswerDifference>) => {
      const lines = differenceLines(differences, configLabel)
      expect(lines.map((l) => l.subject)).toEqual(differences.map((d) => d.subject))
      lines.forEach((line, i) => {
        expect(line.declared).toHaveLength(differences[i]!.declared.length)
        expect(line.found).toHaveLength(differences[i]!.found.length)
        expect(line.questionKey.startsWith("sell.")).toBe(true)
      })
    }))
  })

  it("leaves out an id that names no choice of the catalogue", () => {
    const [line] = differenceLines([{ subject: "battery", declared: [14], found: [9999] }], configLabel)
    expect(line?.found).toEqual([])
  })
})
