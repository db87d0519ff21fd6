import { describe, expect, it } from "@effect/vitest"
import { daysBetween, localDateIn } from "../../src/markets/localDate.ts"

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
