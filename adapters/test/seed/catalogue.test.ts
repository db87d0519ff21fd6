import { describe, expect, it } from "@effect/vitest"
import { Categories, categoryIds } from "@shop/core/catalog/category"
import { MarketCodes } from "@shop/core/markets/market"
import { brandSlugAllowed } from "@shop/core/routes/router"
import { slugify } from "@shop/core/routes/slug"
import { brandIds } from "@shop/core/sell/brands"
import { duplicates, seed } from "./fixture.ts"

describe("seed catalogue", () => {
  it("covers the five categories with products in every market", () => {
    for (const market of MarketCodes) {
      const categories = new Set(seed.products.filter((p) => p.market === market).map((p) => p.category))
      expect([...categories].sort()).toStrictEqual([...Categories].sort())
    }
  })

  it("has at least 12 brands, each with core's brand id", () => {
    expect(seed.brands.length).toBeGreaterThanOrEqual(12)
    const byName = new Map(seed.brands.map((b) => [slugify(b.name), b.id]))
    for (const [key, id] of Object.entries(brandIds)) expect(byName.get(key)).toBe(id)
    expect(seed.brands.find((b) => b.name === "Apple")?.id).toBe(3)
  })

  it("gives every brand a slug that is its slugified name and a valid shop segment in every market", () => {
    for (const brand of seed.brands) {
      expect(brand.slug).toBe(slugify(brand.name))
      for (const market of MarketCodes) expect(brandSlugAllowed(market, brand.slug)).toBe(true)
    }
  })

  it("has at least 150 real model families and at least 150 shop models", () => {
    expect(seed.families.length).toBeGreaterThanOrEqual(150)
    expect(seed.models.length).toBeGreaterThanOrEqual(150)
    const names = new Set(seed.families.map((f) => f.name))
    for (const name of ["iPhone 11", "iPhone 16 Pro Max", "Galaxy S24 Ultra", "Galaxy A54 5G", "Galaxy Z Fold5",
      "Pixel 8", "Redmi Note 13 Pro", "OnePlus 12", "P30 Pro", "edge 40", "iPad Air (5th generation)",
      "Galaxy Tab S9", "MacBook Air 13 (M2, 2022)", "ThinkPad X1 Carbon Gen 10", "XPS 13 9310", "Latitude 5420",
      "EliteBook 840 G8", "Watch Series 9", "Galaxy Watch6", "PlayStation 5", "Xbox Series X", "Switch OLED"]) {
      expect(names.has(name), name).toBe(true)
    }
  })

  it("links models to known brands and families, with consistent category ids and slugs", () => {
    const brands = new Set(seed.brands.map((b) => b.id))
    const families = new Map(seed.families.map((f) => [f.id, f]))
    for (const model of seed.models) {
      const family = families.get(model.familyId)
      expect(family).toBeDefined()
      expect(brands.has(model.brandId)).toBe(true)
      expect(model.brandId).toBe(family?.brandId)
      expect(model.category).toBe(family?.category)
      expect(model.categoryId).toBe(categoryIds[model.category])
      expect(model.slug).toBe(slugify(model.name))
      expect(model.id).toBe(model.legacyModelId)
    }
    for (const family of seed.families) expect(family.slug).toBe(slugify(family.name))
  })

  it("names a family's models apart: unique ids and unique slugs within a brand", () => {
    expect(duplicates(seed.models.map((m) => m.id))).toStrictEqual([])
    expect(duplicates(seed.families.map((f) => f.id))).toStrictEqual([])
    expect(duplicates(seed.models.map((m) => `${m.brandId}|${m.slug}`))).toStrictEqual([])
  })

  it("splits tablets into Wi-Fi and cellular models and watches by size", () => {
    const ipadAir = seed.models.filter((m) => m.name.startsWith("iPad Air (5th generation)")).map((m) => m.name)
    expect(ipadAir).toStrictEqual(["iPad Air (5th generation) Wi-Fi", "iPad Air (5th generation) Wi-Fi + Cellular"])
    const series9 = seed.models.filter((m) => m.name.startsWith("Watch Series 9"))
    expect(new Set(series9.map((m) => m.size))).toStrictEqual(new Set(["41 mm", "45 mm"]))
  })

  it("has release years that fit the catalogue", () => {
    for (const family of seed.families) {
      expect(family.releaseYear).toBeGreaterThanOrEqual(2016)
      expect(family.releaseYear).toBeLessThanOrEqual(2026)
    }
  })
})
