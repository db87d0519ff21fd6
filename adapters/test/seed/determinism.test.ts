import { describe, expect, it } from "@effect/vitest"
import { generateSeed } from "../../src/seed/index.ts"

describe("generateSeed determinism", () => {
  const first = generateSeed(1234)

  it("gives deep-equal data for the same seed number", () => {
    expect(generateSeed(1234)).toStrictEqual(first)
  })

  it("gives other stock, prices and sold variants for another seed number", () => {
    const other = generateSeed(1235)
    expect(other.products).not.toStrictEqual(first.products)
    expect(other.products.map((p) => p.stock)).not.toStrictEqual(first.products.map((p) => p.stock))
    expect(other.lockers).not.toStrictEqual(first.lockers)
    expect(other.sellPrices.map((p) => p.basePrice)).not.toStrictEqual(first.sellPrices.map((p) => p.basePrice))
  })

  it("keeps the static catalogue (brands, families, models, sell options) whatever the number", () => {
    const other = generateSeed(99)
    expect(other.brands).toStrictEqual(first.brands)
    expect(other.families).toStrictEqual(first.families)
    expect(other.models).toStrictEqual(first.models)
    expect(other.sellOptions).toStrictEqual(first.sellOptions)
  })

  it("records its seed number", () => {
    expect(first.seedNumber).toBe(1234)
  })

})
