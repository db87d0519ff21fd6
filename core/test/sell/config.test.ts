import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Categories } from "../../src/catalog/category.ts"
import { configAttributesFor, configSubSteps, currentConfigSubStep, isConfigComplete } from "../../src/sell/config.ts"

describe("config completeness", () => {
  it("stays on config until colour is chosen", () => {
    expect(isConfigComplete("console", { storage: 1 }, false)).toBe(false)
    expect(isConfigComplete("console", { storage: 1 }, true)).toBe(false)
    expect(isConfigComplete("console", { colour: 2, storage: 1 }, false)).toBe(true)
  })

  it("needs storage for every category but smartwatches", () => {
    expect(isConfigComplete("laptop", { colour: 1 }, false)).toBe(false)
    expect(isConfigComplete("tablet", { colour: 1, storage: 2 }, false)).toBe(true)
    expect(isConfigComplete("smartwatch", { colour: 1, connectivity: 3 }, false)).toBe(true)
  })

  it("needs the provider for phones", () => {
    expect(isConfigComplete("smartphone", { colour: 1, storage: 2 }, false)).toBe(false)
    expect(isConfigComplete("smartphone", { colour: 1, storage: 2, provider: 531 }, false)).toBe(true)
  })

  it("needs connectivity for smartwatches", () => {
    expect(isConfigComplete("smartwatch", { colour: 1 }, false)).toBe(false)
  })

  it("lets the toast flag stand in for the attributes beside colour", () => {
    expect(isConfigComplete("smartphone", { colour: 1 }, true)).toBe(true)
    expect(isConfigComplete("smartwatch", { colour: 1 }, true)).toBe(true)
  })
})

describe("config sub-steps", () => {
  it("splits config into one sub-step per attribute below 768 px", () => {
    expect(configSubSteps("smartphone", 767)).toEqual([["colour"], ["storage"], ["provider"]])
  })

  it("keeps config on one screen from 768 px", () => {
    expect(configSubSteps("smartphone", 768)).toEqual([["colour", "storage", "provider"]])
  })

  it("covers every attribute of the category exactly once at any width", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Categories), fc.integer({ min: 0, max: 4000 }), (category, width) => {
        expect(configSubSteps(category, width).flat()).toEqual(configAttributesFor[category])
      })
    )
  })

  it("shows the first sub-step with a missing attribute", () => {
    expect(currentConfigSubStep("smartphone", { colour: 1 }, 375)).toBe(1)
    expect(currentConfigSubStep("smartphone", { colour: 1, storage: 2, provider: 3 }, 375)).toBe(2)
    expect(currentConfigSubStep("smartphone", {}, 1280)).toBe(0)
  })
})
