import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { brandedModelName, modelAfterBrand, productNaming } from "../../src/catalog/naming.ts"

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9+]{0,9}$/)
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(" "))

const countOf = (text: string, brand: string): number =>
  text.toLowerCase().split(/\s+/).filter((w) => w === brand.toLowerCase()).length

describe("device names say the brand once", () => {
  it("does not double a brand the model's own name starts with", () => {
    expect(brandedModelName("OnePlus", "OnePlus 12")).toBe("OnePlus 12")
    expect(brandedModelName("Xiaomi", "Xiaomi 13T")).toBe("Xiaomi 13T")
    expect(brandedModelName("Apple", "Apple Watch Series 7")).toBe("Apple Watch Series 7")
    expect(brandedModelName("Samsung", "Galaxy S21")).toBe("Samsung Galaxy S21")
    expect(brandedModelName("Apple", "iPad (9th generation)")).toBe("Apple iPad (9th generation)")
  })

  it("strips only a whole leading word", () => {
    expect(modelAfterBrand("Honor", "Honorable 5")).toBe("Honorable 5")
    expect(modelAfterBrand("OnePlus", "OnePlus Nord 2")).toBe("Nord 2")
    expect(modelAfterBrand("Xiaomi", "Redmi Note 12")).toBe("Redmi Note 12")
    expect(modelAfterBrand("OnePlus", "OnePlus")).toBe("OnePlus")
  })

  it("names the brand exactly once for any brand and model words", () => {
    fc.assert(
      fc.property(word, words, fc.boolean(), (brand, model, prefixed) => {
        fc.pre(!model.toLowerCase().split(" ").includes(brand.toLowerCase()))
        const name = brandedModelName(brand, prefixed ? `${brand} ${model}` : model)
        expect(name).toBe(`${brand} ${model}`)
        expect(countOf(name, brand)).toBe(1)
        // Naming an already branded name again changes nothing.
        expect(brandedModelName(brand, name)).toBe(name)
      })
    )
  })

  it("builds the title, short title and configuration from the market's words", () => {
    const naming = productNaming({
      brandName: "Apple",
      modelName: "Watch Series 7 41 mm Oțel inoxidabil",
      storage: null,
      colour: "Miezul nopții",
      lineWords: ["41 mm", "Oțel inoxidabil", "GPS"]
    })
    expect(naming).toEqual({
      title: "Apple Watch Series 7 41 mm Oțel inoxidabil Miezul nopții",
      modelDisplayName: "Apple Watch Series 7 41 mm Oțel inoxidabil",
      shortTitle: "Watch Series 7 41 mm Oțel inoxidabil",
      configSummary: "41 mm, Oțel inoxidabil, GPS, Miezul nopții"
    })
    expect(productNaming({ brandName: "OnePlus", modelName: "OnePlus 12", storage: "256GB", colour: "Negru", lineWords: [] }).title)
      .toBe("OnePlus 12 256GB Negru")
  })
})
