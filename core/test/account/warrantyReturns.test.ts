import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Schema } from "effect"
import {
  defaultWarrantyReturnsSettings,
  isUnderWarranty,
  isWithinReturnPeriod,
  qualifiesForGeniusReturn,
  returnWindowEndsAt,
  warrantyValidUntil,
  WarrantyReturnsSettings
} from "../../src/account/index.ts"

const decode = Schema.decodeUnknownSync(WarrantyReturnsSettings)
const settings = decode({})
const day = 86_400_000
const at = (iso: string) => Date.parse(iso)

describe("warranty and returns settings", () => {
  it("an empty document decodes to the SPEC 9 defaults: 60-day return, 2-year warranty", () => {
    expect(settings).toEqual(defaultWarrantyReturnsSettings)
    expect(settings.defaultReturnPeriodDays).toBe(60)
    expect(settings.returnDetails.validityInDays).toBe(60)
    expect(settings.warrantyDetails).toMatchObject({ measure: "years", validity: 2 })
    expect(settings.defaultWarrantyPeriodYears).toBe(2)
  })
  it("keeps the backend's overrides and defaults the rest", () => {
    const custom = decode({ defaultReturnPeriodDays: 30, warrantyDetails: { measure: "months", name: "w", validity: 12 } })
    expect(custom.defaultReturnPeriodDays).toBe(30)
    expect(custom.warrantyDetails.validity).toBe(12)
    expect(custom.geniusReturnPeriodDays).toBe(defaultWarrantyReturnsSettings.geniusReturnPeriodDays)
  })
  it("refuses a negative or fractional period", () => {
    expect(() => decode({ defaultReturnPeriodDays: -1 })).toThrow()
    expect(() => decode({ geniusReturnPeriodDays: 1.5 })).toThrow()
  })
})

describe("return window", () => {
  const delivered = at("2026-03-01T10:00:00Z")
  it("closes 60 days after delivery for a standard order", () => {
    expect(returnWindowEndsAt(delivered, settings, false)).toBe(delivered + 60 * day)
    expect(isWithinReturnPeriod(delivered, delivered + 60 * day - 1, settings, false)).toBe(true)
    expect(isWithinReturnPeriod(delivered, delivered + 60 * day, settings, false)).toBe(false)
  })
  it("uses the Genius period for a Genius order", () => {
    expect(returnWindowEndsAt(delivered, settings, true)).toBe(delivered + settings.geniusReturnPeriodDays * day)
    expect(isWithinReturnPeriod(delivered, delivered + 75 * day, settings, true)).toBe(true)
    expect(isWithinReturnPeriod(delivered, delivered + 75 * day, settings, false)).toBe(false)
  })
  it("an undelivered order cannot be returned", () => {
    expect(isWithinReturnPeriod(null, delivered, settings, false)).toBe(false)
  })
  it("is within the period exactly when now is before delivery plus the period", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: -10 * day, max: 200 * day }),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 365 }),
        fc.boolean(),
        (deliveredAt, elapsed, standardDays, geniusDays, genius) => {
          const s = { defaultReturnPeriodDays: standardDays, geniusReturnPeriodDays: geniusDays }
          const days = genius ? geniusDays : standardDays
          return isWithinReturnPeriod(deliveredAt, deliveredAt + elapsed, s, genius) === elapsed < days * day
        }
      )
    )
  })
  it("a Genius member qualifies only from the minimum order value", () => {
    const s = { geniusMinOrderValue: 100 }
    expect(qualifiesForGeniusReturn(true, 100, s)).toBe(true)
    expect(qualifiesForGeniusReturn(true, 99.99, s)).toBe(false)
    expect(qualifiesForGeniusReturn(false, 1000, s)).toBe(false)
  })
})

describe("warranty", () => {
  it("lasts 2 calendar years by default", () => {
    expect(warrantyValidUntil(at("2026-05-10T12:00:00Z"), settings)).toBe(at("2028-05-10T12:00:00Z"))
  })
  it("a leap-day delivery ends on 28 February", () => {
    expect(warrantyValidUntil(at("2024-02-29T08:00:00Z"), settings)).toBe(at("2026-02-28T08:00:00Z"))
  })
  it("counts months with the day clamped to the month's end", () => {
    const s = { warrantyDetails: { measure: "months", name: "w", validity: 1 } } as const
    expect(warrantyValidUntil(at("2026-01-31T00:00:00Z"), s)).toBe(at("2026-02-28T00:00:00Z"))
    expect(warrantyValidUntil(at("2026-11-15T00:00:00Z"), s)).toBe(at("2026-12-15T00:00:00Z"))
  })
  it("counts days as whole 24-hour days", () => {
    const s = { warrantyDetails: { measure: "days", name: "w", validity: 30 } } as const
    expect(warrantyValidUntil(0, s)).toBe(30 * day)
  })
  it("a longer validity never ends earlier, and a positive one ends after delivery", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.constantFrom("years", "months", "days" as const),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (deliveredAt, measure, validity, extra) => {
          const until = (v: number) => warrantyValidUntil(deliveredAt, { warrantyDetails: { measure, name: "w", validity: v } })
          return until(validity) > deliveredAt && until(validity + extra) >= until(validity)
        }
      )
    )
  })
  it("is under warranty before the end and not after", () => {
    const delivered = at("2026-05-10T12:00:00Z")
    expect(isUnderWarranty(delivered, at("2028-05-10T11:59:59Z"), settings)).toBe(true)
    expect(isUnderWarranty(delivered, at("2028-05-10T12:00:00Z"), settings)).toBe(false)
  })
})
