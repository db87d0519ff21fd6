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

describe("warranty (counted in the market's calendar: the last day is covered whole)", () => {
  it("lasts 2 calendar years by default: through the anniversary of the local delivery day", () => {
    // 12:00 UTC is 15:00 in Bucharest (summer): covered through 10 May 2028, until 00:00 local on 11 May.
    expect(warrantyValidUntil("RO", at("2026-05-10T12:00:00Z"), settings)).toBe(at("2028-05-10T21:00:00Z"))
    expect(warrantyValidUntil("HU", at("2026-05-10T12:00:00Z"), settings)).toBe(at("2028-05-10T22:00:00Z"))
  })
  it("a leap-day delivery is covered through 28 February", () => {
    expect(warrantyValidUntil("GR", at("2024-02-29T08:00:00Z"), settings)).toBe(at("2026-02-28T22:00:00Z"))
  })
  it("counts months with the day clamped to the month's end", () => {
    const s = { warrantyDetails: { measure: "months", name: "w", validity: 1 } } as const
    expect(warrantyValidUntil("RO", at("2026-01-31T00:00:00Z"), s)).toBe(at("2026-02-28T22:00:00Z"))
    expect(warrantyValidUntil("BG", at("2026-11-15T00:00:00Z"), s)).toBe(at("2026-12-15T22:00:00Z"))
  })
  it("counts days as calendar days", () => {
    const s = { warrantyDetails: { measure: "days", name: "w", validity: 30 } } as const
    // Covered through 31 March; summer time began on 29 March, so the next local day starts at 21:00 UTC.
    expect(warrantyValidUntil("RO", at("2026-03-01T10:00:00Z"), s)).toBe(at("2026-03-31T21:00:00Z"))
  })
  it("a longer validity never ends earlier, and a positive one ends after delivery", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("RO", "BG", "HU", "GR" as const),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.constantFrom("years", "months", "days" as const),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (market, deliveredAt, measure, validity, extra) => {
          const until = (v: number) => warrantyValidUntil(market, deliveredAt, { warrantyDetails: { measure, name: "w", validity: v } })
          return until(validity) > deliveredAt && until(validity + extra) >= until(validity)
        }
      )
    )
  })
  it("is under warranty until the end of the last local day, not after", () => {
    const delivered = at("2026-05-10T12:00:00Z")
    expect(isUnderWarranty("RO", delivered, at("2028-05-10T20:59:59Z"), settings)).toBe(true)
    expect(isUnderWarranty("RO", delivered, at("2028-05-10T21:00:00Z"), settings)).toBe(false)
  })
})
