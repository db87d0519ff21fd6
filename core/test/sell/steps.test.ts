import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { stepsFor } from "../../src/sell/stepGraph.ts"
import { FunnelStepIds, isTerminalStep, stepNumbers } from "../../src/sell/steps.ts"
import { arbStepContext } from "../support/sellArbitraries.ts"

describe("step numbers", () => {
  it("runs from 0 at intro to 15 at delivery", () => {
    expect(stepNumbers.intro).toBe(0)
    expect(stepNumbers.delivery).toBe(15)
  })

  it("gives every non-terminal step a number in 0..15 and terminal steps none", () => {
    for (const step of FunnelStepIds) {
      const n = stepNumbers[step]
      if (isTerminalStep(step)) expect(n).toBeNull()
      else expect(n !== null && Number.isInteger(n) && n >= 0 && n <= 15).toBe(true)
    }
  })

  it("increases strictly along every path", () => {
    fc.assert(
      fc.property(arbStepContext, (ctx) => {
        const numbers = stepsFor(ctx).filter((s) => !isTerminalStep(s)).map((s) => stepNumbers[s] ?? -1)
        return numbers.every((n, i) => i === 0 || n > (numbers[i - 1] ?? -1))
      })
    )
  })
})
