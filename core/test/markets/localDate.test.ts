import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { dayPlusDays, dayPlusMonths, daysBetween, localDateIn, startOfLocalDay } from "../../src/markets/localDate.ts"
import { MarketCodes } from "../../src/markets/market.ts"

describe("local date in the market's time zone", () => {
  const lateEveningUtc = Date.UTC(2026, 10, 22, 22, 30) // 22:30Z on 22 Nov

  it("is already the next day in Bucharest, Sofia and Athens (UTC+2) at 22:30Z", () => {
    expect(localDateIn("RO", lateEveningUtc)).toBe("2026-11-23")
    expect(localDateIn("BG", lateEveningUtc)).toBe("2026-11-23")
    expect(localDateIn("GR", lateEveningUtc)).toBe("2026-11-23")
  })

  it("is still the same day in Budapest (UTC+1) at 22:30Z", () => {
    expect(localDateIn("HU", lateEveningUtc)).toBe("2026-11-22")
  })

  it("follows summer time (Bucharest is UTC+3 in July)", () => {
    expect(localDateIn("RO", Date.UTC(2026, 6, 10, 21, 30))).toBe("2026-07-11")
    expect(localDateIn("RO", Date.UTC(2026, 6, 10, 20, 30))).toBe("2026-07-10")
  })

  it("counts whole days between dates, across months and backwards", () => {
    expect(daysBetween("2026-11-22", "2026-11-23")).toBe(1)
    expect(daysBetween("2026-11-30", "2026-12-02")).toBe(2)
    expect(daysBetween("2026-11-23", "2026-11-22")).toBe(-1)
  })
})

describe("calendar arithmetic in the market's zone", () => {
  const anyMarket = fc.constantFrom(...MarketCodes)
  const anyInstant = fc.integer({ min: 0, max: 4_000_000_000_000 })

  it("a local day starts at the first instant whose local date is that day (summer time included)", () =>
    fc.assert(fc.property(anyMarket, anyInstant, (market, at) => {
      const day = localDateIn(market, at)
      const start = startOfLocalDay(market, day)
      expect(start).toBeLessThanOrEqual(at)
      expect(localDateIn(market, start)).toBe(day)
      expect(localDateIn(market, start - 1)).not.toBe(day)
    })))

  it("adding months keeps the day unless the month is shorter, where it clamps to its end", () =>
    fc.assert(fc.property(fc.integer({ min: 0, max: 3_000_000_000_000 }), fc.integer({ min: 0, max: 120 }), (at, months) => {
      const day = new Date(at).toISOString().slice(0, 10)
      const later = dayPlusMonths(day, months)
      const [y, m, d] = day.split("-").map(Number) as [number, number, number]
      const monthIndex = (y * 12 + m - 1) + months
      expect(later.slice(0, 7)).toBe(`${String(Math.floor(monthIndex / 12)).padStart(4, "0")}-${String((monthIndex % 12) + 1).padStart(2, "0")}`)
      expect(Number(later.slice(8))).toBe(Math.min(d, new Date(Date.UTC(Math.floor(monthIndex / 12), (monthIndex % 12) + 1, 0)).getUTCDate()))
      expect(daysBetween(day, dayPlusDays(day, months))).toBe(months)
    })))
})

describe("a day whose midnight a clock change repeats or skips", () => {
  it("RO 1993-09-26 (summer time ended at midnight: 00:00 happened twice) starts at the first 00:00", () => {
    // 1993-09-25T21:00Z was 00:00 summer time; an hour later the clock went back to 00:00.
    expect(startOfLocalDay("RO", "1993-09-26")).toBe(Date.parse("1993-09-25T21:00:00Z"))
    expect(localDateIn("RO", 748_990_800_000)).toBe("1993-09-26")
  })
})
