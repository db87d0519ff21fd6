import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { isAcceptableReturn, returnableLines } from "../../src/account/returns.ts"
import { returnWindowEndsAt } from "../../src/account/returnsAndWarranty.ts"

const dayMs = 24 * 60 * 60 * 1000
const settingsArb = fc.record({
  defaultReturnPeriodDays: fc.integer({ min: 1, max: 60 }),
  geniusReturnPeriodDays: fc.integer({ min: 1, max: 90 })
})
const instant = fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 })

describe("returnableLines", () => {
  it("is empty before delivery", () =>
    fc.assert(fc.property(fc.nat(10), instant, settingsArb, fc.boolean(), (count, now, settings, genius) => {
      expect(returnableLines(count, [], null, now, settings, genius)).toEqual([])
    })))

  it("inside the window: every line not already returned, each once, in order", () =>
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 10 }), fc.array(fc.nat(12)), instant, settingsArb, fc.boolean(), fc.double({ min: 0, max: 0.999, noNaN: true }),
      (count, returned, deliveredAt, settings, genius, fraction) => {
        const end = returnWindowEndsAt(deliveredAt, settings, genius)
        const now = deliveredAt + Math.floor((end - deliveredAt) * fraction)
        const lines = returnableLines(count, returned, deliveredAt, now, settings, genius)
        for (const line of lines) {
          expect(line).toBeGreaterThanOrEqual(0)
          expect(line).toBeLessThan(count)
          expect(returned).not.toContain(line)
        }
        expect(lines.length).toBe(count - new Set(returned.filter((r) => r < count)).size)
        expect([...lines].sort((a, b) => a - b)).toEqual(lines)
      })))

  it("from the window's end on, nothing is returnable", () =>
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 }), instant, settingsArb, fc.boolean(), fc.nat(400),
      (count, deliveredAt, settings, genius, late) => {
        const now = returnWindowEndsAt(deliveredAt, settings, genius) + late * dayMs
        expect(returnableLines(count, [], deliveredAt, now, settings, genius)).toEqual([])
      })))
})

describe("isAcceptableReturn", () => {
  it("accepts any non-empty duplicate-free subset of the returnable lines", () =>
    fc.assert(fc.property(fc.uniqueArray(fc.nat(20), { minLength: 1 }), fc.nat(), (returnable, seed) => {
      const subset = returnable.filter((_, i) => ((seed >> (i % 30)) & 1) === 1 || i === 0)
      expect(isAcceptableReturn(subset, returnable)).toBe(true)
    })))

  it("refuses nothing, duplicates and lines that are not returnable", () =>
    fc.assert(fc.property(fc.uniqueArray(fc.nat(20)), fc.nat(40), (returnable, other) => {
      expect(isAcceptableReturn([], returnable)).toBe(false)
      if (returnable.length > 0) expect(isAcceptableReturn([returnable[0]!, returnable[0]!], returnable)).toBe(false)
      if (!returnable.includes(other)) expect(isAcceptableReturn([other], returnable)).toBe(false)
    })))
})
