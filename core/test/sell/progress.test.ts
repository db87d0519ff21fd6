import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { progress, stepTitleKey } from "../../src/sell/progress.ts"
import { stepsFor } from "../../src/sell/stepGraph.ts"
import { defectStepNumber, stepNumbers } from "../../src/sell/steps.ts"
import { arbStepContext } from "../support/sellArbitraries.ts"
import { ctx, iphoneCtx } from "./fixtures.ts"

describe("progress indicator", () => {
  it("counts steps from brand up to the defects step", () => {
    // iPhone: brand, model, config, liquid-contact, burn-in, grading-display, grading-case, battery, phone-defects
    const c = iphoneCtx()
    expect(progress("intro", c)).toEqual({ current: 0, total: 10 })
    expect(progress("brand", c)).toEqual({ current: 1, total: 10 })
    expect(progress("battery", c)).toEqual({ current: 8, total: 10 })
    expect(progress("phone-defects", c)).toEqual({ current: 9, total: 10 })
  })

  it("shows the final step on email, offer, auth, payment, delivery and congrats", () => {
    const c = ctx({ category: "console", offerChoice: 2 })
    for (const step of ["email", "offer", "auth", "payment", "delivery", "congrats"] as const) {
      const p = progress(step, c)
      expect(p.current).toBe(p.total)
    }
  })

  it("is monotone along the path and never above the total", () => {
    fc.assert(
      fc.property(arbStepContext, (c) => {
        const positions = stepsFor(c).map((step) => progress(step, c))
        return positions.every(
          (p, i) => p.current <= p.total && p.current >= 0 && (i === 0 || p.current >= (positions[i - 1]?.current ?? 0))
        )
      })
    )
  })

  it("moves by one on each counted step: a counted step shows its position among them (brand is 1)", () => {
    fc.assert(
      fc.property(arbStepContext, (c) => {
        const counted = stepsFor(c).filter((step) => {
          const n = stepNumbers[step]
          return n !== null && n >= 1 && n <= defectStepNumber
        })
        counted.forEach((step, index) => expect(progress(step, c).current).toBe(index + 1))
        expect(progress("intro", c).current).toBe(0)
      })
    )
  })
})

describe("step titles", () => {
  it("uses the partner's own offer and delivery titles", () => {
    expect(stepTitleKey("offer", { partner: true })).toBe("sell.steps.offer.partnerTitle")
    expect(stepTitleKey("delivery", { partner: true })).toBe("sell.steps.delivery.partnerTitle")
  })

  it("keeps the usual titles outside the partner variant and on other steps", () => {
    expect(stepTitleKey("offer", { partner: false })).toBe("sell.steps.offer.title")
    expect(stepTitleKey("payment", { partner: true })).toBe("sell.steps.payment.title")
  })
})
