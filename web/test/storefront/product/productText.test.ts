import { describe, expect, it } from "@effect/vitest"
import { makeProduct } from "@shop/core/test-support/cartArbitraries"
import { catalogues } from "../../../src/i18n/catalogues.ts"
import { gradeExplanationKey, specFacts } from "../../../src/storefront/product/productText.ts"
import { discountPercent, previousPriceOf, savingOf } from "../../../src/ui/price.ts"
import { accessoryTypeKey } from "../../../src/ui/addOnNames.ts"

describe("product page text", () => {
  it("computes the saving against the new price, floored to whole percent", () => {
    expect(savingOf(989, 4529)).toEqual({ amount: 3540, percent: 78 })
    expect(savingOf(100.1, 200)).toEqual({ amount: 99.9, percent: 49 })
    expect(savingOf(989, null)).toBeNull()
    expect(savingOf(989, 989)).toBeNull()
    expect(savingOf(989, 500)).toBeNull()
  })

  it("strikes through a previous price only when it was higher", () => {
    expect(previousPriceOf(989, 1189)).toBe(1189)
    expect(previousPriceOf(989, 989)).toBeNull()
    expect(previousPriceOf(989, null)).toBeNull()
  })

  it("badges a discount against a higher previous price only, from a whole percent", () => {
    expect(discountPercent(99.6, 100)).toBeNull()
    expect(discountPercent(100, 90)).toBeNull()
    expect(discountPercent(80, 100)).toBe(20)
  })

  it("has a message for every key it picks", () => {
    const keys = [
      ...["excellent", "very-good", "good", "fair", "mint"].map(gradeExplanationKey),
      ...["CASE", "SCREEN_PROTECTOR", "CHARGER", "CABLE", "HEADPHONES", "STRAP", "CONTROLLER", "OTHER"].map(accessoryTypeKey)
    ]
    for (const key of keys) expect(catalogues.ro[key]).toBeTruthy()
  })

  it("lists the device's facts and leaves out the ones it lacks", () => {
    const facts = specFacts(makeProduct({ spec: { shape: "good", color: "Blue", storage: null, connectivity: "GPS", material: null, size: "41 mm" } }))
    expect(facts.map((f) => [f.label, f.value])).toEqual([
      ["product-spec-brand", "Apple"],
      ["product-spec-model", "iPhone 13"],
      ["product-spec-colour", "Blue"],
      ["product-spec-connectivity", "GPS"],
      ["product-spec-size", "41 mm"],
      ["product-spec-sku", "IP13-128-BLU-EX"]
    ])
  })
})
