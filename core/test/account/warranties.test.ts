import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { deviceInsurances, hasInsurances } from "../../src/account/insurances.ts"
import { coverageEndsAt, warrantyValidUntil } from "../../src/account/returnsAndWarranty.ts"
import {
  canSendIn,
  chosenExtension,
  coverageStart,
  coverageState,
  deviceWarranty,
  extendedUntil,
  isClaimAddress,
  isCoveredOrder,
  isProblemDescription,
  monthsInServiceKey,
  problemMaxLength,
  problemMinLength,
  serviceMonths
} from "../../src/account/warranties.ts"
import { localDateIn } from "../../src/markets/localDate.ts"
import { MarketCodes } from "../../src/markets/market.ts"

const market = fc.constantFrom(...MarketCodes)

const instant = fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 })
const measure = fc.constantFrom("years" as const, "months" as const, "days" as const)
const settingsArb = fc.record({
  warrantyDetails: fc.record({ measure, name: fc.constant("standard-warranty"), validity: fc.integer({ min: 0, max: 5 }) })
})
const months = fc.integer({ min: 1, max: 60 })
const extension = (id: number, m: number) => ({ id, type: "WARRANTY_EXTENSION", key: `extra-service.warranty-extension-${m}-months`, price: 10 })
const insurance = (id: number, m: number) => ({ id, type: "INSURANCE", key: `extra-service.insurance-theft-and-damage-${m}-months`, price: 10 })
const otherService = fc.record({ id: fc.nat(), type: fc.constantFrom("SCREEN_PROTECTION", "WARRANTY", "DATA_TRANSFER"), key: fc.string(), price: fc.nat() })
const dayMs = 86_400_000

describe("service periods", () => {
  it("reads the months a key names; a key without a period counts 12", () => {
    fc.assert(fc.property(months, fc.constantFrom("extra-service.warranty-extension", "extra-service.insurance-theft-and-damage", "x"), (m, prefix) => {
      expect(monthsInServiceKey(`${prefix}-${m}-months`)).toBe(m)
      expect(serviceMonths(`${prefix}-${m}-months`)).toBe(m)
    }))
    fc.assert(fc.property(fc.string().filter((s) => !/\d-months?$/.test(s)), (key) => {
      expect(monthsInServiceKey(key)).toBeNull()
      expect(serviceMonths(key)).toBe(12)
    }))
    expect(monthsInServiceKey("warranty-extension-0-months")).toBeNull()
  })

  it("months of cover end with a whole local day: later than the start, at most 31 days a month, the next local day's first instant", () =>
    fc.assert(fc.property(market, instant, fc.integer({ min: 0, max: 60 }), (m, from, n) => {
      const to = coverageEndsAt(m, from, { measure: "months", validity: n })
      expect(to).toBeGreaterThan(from + n * 27 * dayMs)
      expect(to).toBeLessThanOrEqual(from + (n * 31 + 1) * dayMs + 2 * 3_600_000)
      expect(localDateIn(m, to)).not.toBe(localDateIn(m, to - 1))
    })))

  it("an extension runs on from the last covered day; 0 months adds nothing", () =>
    fc.assert(fc.property(market, instant, fc.integer({ min: 0, max: 60 }), (m, from, n) => {
      const end = coverageEndsAt(m, from, { measure: "months", validity: 24 })
      const extended = extendedUntil(m, end, n)
      if (n === 0) expect(extended).toBe(end)
      else expect(extended).toBe(coverageEndsAt(m, from, { measure: "months", validity: 24 + n }))
    })))

  it("a delivery just after local midnight keeps its local day (RO, summer time)", () => {
    // 00:30 in Bucharest on 15 July is 21:30 UTC on 14 July: six months of cover run through 15 January.
    const delivered = Date.parse("2026-07-14T21:30:00Z")
    const end = coverageEndsAt("RO", delivered, { measure: "months", validity: 6 })
    expect(localDateIn("RO", end - 1)).toBe("2027-01-15")
    expect(end).toBe(Date.parse("2027-01-15T22:00:00Z"))
  })
})

describe("deviceWarranty", () => {
  it("without an extension: the market's standard warranty from the start", () =>
    fc.assert(fc.property(market, fc.array(otherService, { maxLength: 3 }), instant, instant, settingsArb, (m, services, start, now, settings) => {
      const warranty = deviceWarranty(m, services, start, now, settings)
      expect(warranty.extension).toBeNull()
      expect(warranty.standardUntil).toBe(warrantyValidUntil(m, start, settings))
      expect(warranty.validUntil).toBe(warranty.standardUntil)
      expect(warranty.state).toBe(now < warranty.validUntil ? "active" : "expired")
    })))

  it("an extension runs on from the end of the standard warranty for its months", () =>
    fc.assert(fc.property(market, months, fc.array(otherService, { maxLength: 2 }), instant, instant, settingsArb, (mk, m, others, start, now, settings) => {
      const warranty = deviceWarranty(mk, [...others, extension(7, m)], start, now, settings)
      expect(warranty.extension).toEqual({ key: `extra-service.warranty-extension-${m}-months`, months: m })
      expect(warranty.validUntil).toBe(extendedUntil(mk, warranty.standardUntil, m))
      expect(warranty.validUntil).toBeGreaterThan(warranty.standardUntil)
      expect(warranty.standardUntil).toBeGreaterThanOrEqual(start)
    })))

  it("never ends earlier with an extension than without, and is active exactly before its end", () =>
    fc.assert(fc.property(market, fc.array(fc.tuple(fc.nat(100), months)), instant, settingsArb, fc.integer({ min: -2000, max: 2000 }), (m, chosen, start, settings, offsetDays) => {
      const services = chosen.map(([id, m]) => extension(id, m))
      const plain = deviceWarranty(m, [], start, start, settings)
      const withExtras = deviceWarranty(m, services, start, start, settings)
      expect(withExtras.validUntil).toBeGreaterThanOrEqual(plain.validUntil)
      const now = withExtras.validUntil + offsetDays * dayMs
      expect(deviceWarranty(m, services, start, now, settings).state).toBe(offsetDays < 0 ? "active" : "expired")
    })))

  it("takes the longest of several extensions", () =>
    fc.assert(fc.property(fc.array(months, { minLength: 1, maxLength: 4 }), (periods) => {
      const chosen = chosenExtension(periods.map((m, i) => extension(i, m)))
      expect(chosen === null ? null : serviceMonths(chosen.key)).toBe(Math.max(...periods))
    })))
})

describe("coverage", () => {
  it("starts at delivery, or at the order's placement before it", () =>
    fc.assert(fc.property(instant, fc.option(instant, { nil: null }), (placedAt, deliveredAt) => {
      expect(coverageStart(placedAt, deliveredAt)).toBe(deliveredAt ?? placedAt)
    })))

  it("the end is exclusive", () =>
    fc.assert(fc.property(instant, fc.integer({ min: -1000, max: 1000 }), (end, delta) => {
      expect(coverageState(end, end + delta)).toBe(delta < 0 ? "active" : "expired")
    })))

  it("covers delivered orders, paid orders and cash-on-delivery orders that were not cancelled", () =>
    fc.assert(fc.property(
      fc.constantFrom("card", "cash-on-delivery", "instalments"),
      fc.constantFrom("created", "processing", "paid", "failed", "cancelled"),
      fc.option(instant, { nil: null }),
      (paymentMethod, paymentState, deliveredAt) => {
        const covered = isCoveredOrder({ paymentMethod, paymentState }, deliveredAt)
        const expected = deliveredAt !== null || paymentState === "paid" || (paymentMethod === "cash-on-delivery" && paymentState !== "cancelled")
        expect(covered).toBe(expected)
        if (deliveredAt !== null) expect(covered).toBe(true)
        if (deliveredAt === null && paymentState === "cancelled") expect(covered).toBe(false)
      })))
})

describe("send-in rules", () => {
  it("only an active warranty without an open request may be sent in", () =>
    fc.assert(fc.property(fc.constantFrom("active" as const, "expired" as const), fc.boolean(), (state, open) => {
      expect(canSendIn({ state }, open)).toBe(state === "active" && !open)
    })))

  it("a problem description is 10 to 1000 characters once trimmed", () =>
    fc.assert(fc.property(fc.string({ maxLength: 1200 }), fc.string({ maxLength: 3 }).map((s) => s.replace(/\S/g, " ")), (text, pad) => {
      const length = text.trim().length
      expect(isProblemDescription(pad + text + pad)).toBe(length >= problemMinLength && length <= problemMaxLength)
    })))

  it("a pickup address is not blank and at most 300 characters once trimmed", () =>
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (text) => {
      const length = text.trim().length
      expect(isClaimAddress(text)).toBe(length > 0 && length <= 300)
    })))
})

describe("deviceInsurances", () => {
  it("one insurance per INSURANCE service, for its months from the start; nothing else is insurance", () =>
    fc.assert(fc.property(fc.array(fc.oneof(months.map((m) => insurance(1, m)), months.map((m) => extension(2, m)), otherService), { maxLength: 5 }), instant, instant, (services, start, now) => {
      const insured = deviceInsurances("RO", services, start, now)
      const expected = services.filter((service) => service.type === "INSURANCE")
      expect(insured.map((entry) => entry.key)).toEqual(expected.map((service) => service.key))
      for (const entry of insured) {
        expect(entry.startsAt).toBe(start)
        expect(entry.validUntil).toBe(coverageEndsAt("RO", start, { measure: "months", validity: entry.months }))
        expect(entry.state).toBe(now < entry.validUntil ? "active" : "expired")
      }
    })))

  it("exist in RO only", () => {
    expect(MarketCodes.filter(hasInsurances)).toEqual(["RO"])
  })
})
