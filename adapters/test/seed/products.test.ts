import { describe, expect, it } from "@effect/vitest"
import { Product, Shapes } from "@shop/core/catalog/product"
import { MarketCodes, type MarketCode } from "@shop/core/markets/market"
import { parseProductUrl, productUrlOf } from "@shop/core/routes/productUrl"
import { slugify } from "@shop/core/routes/slug"
import { Option, Result, Schema } from "effect"
import { colourNames } from "../../src/seed/data/colourNames.ts"
import { shapeIds } from "../../src/seed/index.ts"
import { duplicates, seed } from "./fixture.ts"

const decodeProduct = Schema.decodeUnknownResult(Product)

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** Typical refurbished smartphone prices in each currency (EUR 150-700 at the market's rate). */
const phoneMedianRange: { readonly [M in MarketCode]: readonly [number, number] } = {
  RO: [700, 3500],
  BG: [290, 1400],
  HU: [55_000, 280_000],
  GR: [150, 700]
}

describe("seed products", () => {
  it("decode with core's Product schema", () => {
    const failures = seed.products.filter((p) => Result.isFailure(decodeProduct(p)))
    expect(failures).toStrictEqual([])
  })

  it("have unique ids, SKUs and product URLs per market", () => {
    expect(duplicates(seed.products.map((p) => p.id))).toStrictEqual([])
    expect(duplicates(seed.products.map((p) => p.legacySku))).toStrictEqual([])
    expect(duplicates(seed.products.map((p) => `${p.market} ${p.productUrl}`))).toStrictEqual([])
  })

  it("carry core's product URL, which parses back to their parts", () => {
    for (const p of seed.products) {
      expect(p.productUrl).toBe(Result.getOrThrow(productUrlOf(p.market, p)))
      const parsed = parseProductUrl(p.market, p.productUrl)
      expect(Option.isSome(parsed), p.productUrl).toBe(true)
      if (Option.isNone(parsed)) continue
      expect(parsed.value).toStrictEqual({
        category: p.category,
        brand: slugify(p.brandName),
        model: slugify(p.modelName),
        ...(p.spec.storage === null ? {} : { storage: slugify(p.spec.storage) }),
        colour: slugify(p.spec.color),
        legacyModelId: p.legacyModelId,
        shape: p.spec.shape
      })
    }
  })

  it("match their model, family and brand", () => {
    const models = new Map(seed.models.map((m) => [m.id, m]))
    const families = new Map(seed.families.map((f) => [f.id, f]))
    const brands = new Map(seed.brands.map((b) => [b.id, b]))
    for (const p of seed.products) {
      const model = models.get(p.modelId)
      expect(model?.legacyModelId).toBe(p.legacyModelId)
      expect(model?.name).toBe(p.modelName)
      expect(model?.category).toBe(p.category)
      expect(model?.familyId).toBe(p.familyId)
      expect(brands.get(p.brandId)?.name).toBe(p.brandName)
      expect(p.spec.connectivity).toBe(model?.connectivity)
      expect(p.spec.size).toBe(model?.size)
      expect(p.spec.material).toBe(model?.material)
      const family = families.get(p.familyId)
      expect(p.legacySellId).toBe(family?.buyback === true ? family.id : null)
    }
  })

  it("are graded with the four shapes and their legacy shape ids", () => {
    for (const p of seed.products) {
      expect(Shapes).toContain(p.spec.shape)
      expect(p.legacyShapeId).toBe(shapeIds[p.spec.shape as keyof typeof shapeIds])
    }
    expect(new Set(seed.products.map((p) => p.spec.shape)).size).toBe(4)
  })

  it("vary by storage, colour and config line; storage is absent on watches only", () => {
    for (const p of seed.products) expect(p.spec.storage === null).toBe(p.category === "smartwatch")
    expect(new Set(seed.products.map((p) => p.spec.storage)).size).toBeGreaterThan(8)
    expect(new Set(seed.products.map((p) => p.spec.color)).size).toBeGreaterThan(50)
    expect(seed.products.some((p) => p.spec.connectivity === "Wi-Fi + Cellular")).toBe(true)
    expect(seed.products.some((p) => p.spec.material === "Stainless Steel")).toBe(true)
    expect(seed.products.some((p) => p.category === "laptop" && p.spec.size !== null)).toBe(true)
  })

  it("exist in every market with the same variants, some sold out and some in stock", () => {
    const variantsPer = MarketCodes.map((m) => seed.products.filter((p) => p.market === m).map((p) => p.variantKey))
    for (const variants of variantsPer) expect(variants).toStrictEqual(variantsPer[0])
    for (const market of MarketCodes) {
      const stocks = seed.products.filter((p) => p.market === market).map((p) => p.stock)
      expect(stocks.some((s) => s === 0)).toBe(true)
      expect(stocks.filter((s) => s > 0).length).toBeGreaterThan(stocks.length / 2)
      for (const s of stocks) expect(Number.isInteger(s) && s >= 0).toBe(true)
    }
  })

  it("price previous and retail above the price, in each market's currency and magnitude", () => {
    for (const p of seed.products) {
      expect(p.price).toBeGreaterThan(0)
      if (p.previousPrice !== null) expect(p.previousPrice).toBeGreaterThan(p.price)
      expect(p.retailPrice).not.toBeNull()
      expect(p.retailPrice ?? 0).toBeGreaterThan(p.price)
      if (p.market === "HU") expect(p.price % 10).toBe(0)
    }
    expect(seed.products.some((p) => p.previousPrice === null)).toBe(true)
    for (const market of MarketCodes) {
      const phones = seed.products.filter((p) => p.market === market && p.category === "smartphone")
      const [low, high] = phoneMedianRange[market]
      const m = median(phones.map((p) => p.price))
      expect(m, market).toBeGreaterThan(low)
      expect(m, market).toBeLessThan(high)
    }
  })

  it("price better shapes and newer devices higher", () => {
    const ro = seed.products.filter((p) => p.market === "RO")
    const avg = (shape: string) => {
      const prices = ro.filter((p) => p.spec.shape === shape).map((p) => p.price / (p.retailPrice ?? 1))
      return prices.reduce((a, b) => a + b, 0) / prices.length
    }
    expect(avg("excellent")).toBeGreaterThan(avg("fair"))
    const cheapest = (model: string) => Math.min(...ro.filter((p) => p.modelName === model).map((p) => p.price))
    expect(cheapest("iPhone 16 Pro")).toBeGreaterThan(cheapest("iPhone 11"))
  })

  it("name themselves from brand, model, storage and colour, in their market's words", () => {
    const ro = seed.products.find((x) => x.market === "RO" && x.modelName === "Galaxy A13")
    const colour = colourNames.find((c) => c.name === ro?.spec.color)?.names.ro
    expect(colour).toBeDefined()
    expect(ro?.naming).toEqual({
      title: `Samsung Galaxy A13 ${ro?.spec.storage} ${colour}`,
      modelDisplayName: "Samsung Galaxy A13",
      shortTitle: `Galaxy A13 ${ro?.spec.storage}`,
      configSummary: `${ro?.spec.storage}, ${colour}`
    })
    expect(ro?.labels).toEqual({ model: "Galaxy A13", color: colour, connectivity: null, material: null })
    const steel = seed.products.find((x) => x.market === "HU" && x.spec.material === "Stainless Steel" && x.spec.connectivity === "GPS + Cellular")
    expect(steel?.labels.material).toBe("Rozsdamentes acél")
    expect(steel?.labels.connectivity).toBe("GPS + mobilhálózat")
    expect(steel?.labels.model).toContain("Rozsdamentes acél")
    expect(steel?.naming.configSummary).toContain("Rozsdamentes acél, GPS + mobilhálózat, ")
    expect(steel?.naming.title).not.toMatch(/Stainless|Cellular/)
    const ipad = seed.products.find((x) => x.market === "GR" && x.modelName.startsWith("iPad (9th generation)"))
    expect(ipad?.naming.title.startsWith("Apple iPad (9ης γενιάς)")).toBe(true)
  })

  it("say the brand once, also where the model's own name starts with it", () => {
    const doubled = seed.products.filter((p) => p.naming.title.startsWith(`${p.brandName} ${p.brandName} `))
    expect(doubled.map((p) => p.naming.title)).toStrictEqual([])
    const oneplus = seed.products.find((p) => p.market === "BG" && p.modelName === "OnePlus 12")
    expect(oneplus?.naming.modelDisplayName).toBe("OnePlus 12")
  })

  it("point at a generated local image", () => {
    const images = new Set(seed.images.map((i) => i.path))
    for (const p of seed.products) {
      expect(images.has(p.imagePath), p.imagePath).toBe(true)
      expect(p.imagePath.startsWith(`/images/devices/${p.category}/`)).toBe(true)
    }
  })
})
