import { describe, expect, it } from "@effect/vitest"
import { MarketCodes } from "@shop/core/markets/market"
import { isSlug } from "@shop/core/routes/slug"
import { duplicates, seed } from "./fixture.ts"

const expectedCounties = { RO: 42, BG: 28, HU: 20, GR: 13 } as const

describe("seed geography", () => {
  it("lists every county of each market by its real name", () => {
    for (const market of MarketCodes) {
      expect(seed.counties.filter((c) => c.market === market).length).toBe(expectedCounties[market])
    }
    const names = (market: string) => seed.counties.filter((c) => c.market === market).map((c) => c.name)
    expect(names("RO")).toContain("Cluj")
    expect(names("RO")).toContain("București")
    expect(names("BG")).toContain("Пловдив")
    expect(names("HU")).toContain("Hajdú-Bihar")
    expect(names("GR")).toContain("Αττική")
  })

  it("gives counties and localities slug ids unique in their market, localities in known counties", () => {
    for (const market of MarketCodes) {
      const counties = seed.counties.filter((c) => c.market === market)
      const localities = seed.localities.filter((l) => l.market === market)
      expect(duplicates(counties.map((c) => c.id))).toStrictEqual([])
      expect(duplicates(localities.map((l) => l.id))).toStrictEqual([])
      const ids = new Set(counties.map((c) => c.id))
      for (const c of counties) expect(isSlug(c.id)).toBe(true)
      for (const l of localities) expect(ids.has(l.countyId)).toBe(true)
      // Every county has at least its county town.
      for (const c of counties) expect(localities.some((l) => l.countyId === c.id), c.name).toBe(true)
    }
  })

  it("uses each country's postal code shape", () => {
    const shapes = { RO: /^\d{6}$/, BG: /^\d{4}$/, HU: /^\d{4}$/, GR: /^\d{3} \d{2}$/ } as const
    for (const l of seed.localities) expect(l.postalCode).toMatch(shapes[l.market])
    for (const l of seed.lockers) expect(l.postalCode).toMatch(shapes[l.market])
  })

  it("places parcel lockers in every market, in known localities, near the town", () => {
    expect(duplicates(seed.lockers.map((l) => l.id))).toStrictEqual([])
    for (const market of MarketCodes) {
      const lockers = seed.lockers.filter((l) => l.market === market)
      expect(lockers.length).toBeGreaterThanOrEqual(30)
      const counties = new Set(seed.counties.filter((c) => c.market === market).map((c) => c.name))
      const towns = new Set(seed.localities.filter((l) => l.market === market).map((l) => l.name))
      for (const l of lockers) {
        expect(counties.has(l.county)).toBe(true)
        expect(towns.has(l.locality)).toBe(true)
        expect(l.id.startsWith(`${market}-`)).toBe(true)
        expect(l.lat).toBeGreaterThan(34)
        expect(l.lat).toBeLessThan(49)
        expect(l.lng).toBeGreaterThan(16)
        expect(l.lng).toBeLessThan(30)
      }
    }
  })
})
