import { describe, expect, it } from "@effect/vitest"
import { makeProduct } from "@shop/core/test-support/cartArbitraries"
import { catalogues } from "../../../src/i18n/catalogues.ts"
import { gradeExplanationKey, specFacts } from "../../../src/storefront/product/productText.ts"
import { accessoryTypeKey } from "../../../src/ui/addOnNames.ts"

describe("product page text", () => {
  it("has a message for every key it picks", () => {
    const keys = [
      ...["excellent", "very-good", "good", "fair", "mint"].map(gradeExplanationKey),
      ...["CASE", "SCREEN_PROTECTOR", "CHARGER", "CABLE", "HEADPHONES", "STRAP", "CONTROLLER", "OTHER"].map(accessoryTypeKey)
    ]
    for (const key of keys) expect(catalogues.ro[key]).toBeTruthy()
  })

  it("lists the device's facts in the market's words and leaves out the ones it lacks", () => {
    const facts = specFacts(makeProduct({
      spec: { shape: "good", color: "Blue", storage: null, connectivity: "GPS", material: null, size: "41 mm" },
      labels: { model: "iPhone 13", color: "Albastru", connectivity: "GPS", material: null }
    }))
    expect(facts.map((f) => [f.label, f.value])).toEqual([
      ["product-spec-brand", "Apple"],
      ["product-spec-model", "iPhone 13"],
      ["product-spec-colour", "Albastru"],
      ["product-spec-connectivity", "GPS"],
      ["product-spec-size", "41 mm"],
      ["product-spec-sku", "IP13-128-BLU-EX"]
    ])
  })
})
