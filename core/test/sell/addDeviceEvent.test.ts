import { describe, expect, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { categoryIds } from "../../src/catalog/category.ts"
import { AnalyticsEvent } from "../../src/ports/Analytics.ts"
import { addDeviceEvent } from "../../src/sell/addDeviceEvent.ts"
import { brandIds } from "../../src/sell/brands.ts"
import { addDevice } from "../../src/sell/transitions.ts"
import { iphoneItem, stateAt } from "./fixtures.ts"

const galaxy = { ...iphoneItem, brand: brandIds.samsung, model: { id: 40, name: "Galaxy S23" }, offer: 1 as const }

describe("addDeviceEvent", () => {
  it("names the device described last, not the first one of the order", () => {
    const offer = stateAt("offer", { ...iphoneItem, offer: 2 }, galaxy)
    const added = Result.getOrThrow(addDevice(offer, categoryIds.tablet))
    const event = addDeviceEvent("RO", added)
    expect(event).toEqual({
      event: "add-device",
      country: "RO",
      category: "tablet",
      brand: String(brandIds.samsung),
      model: "Galaxy S23",
      itemIndex: 2
    })
    expect(Schema.decodeUnknownResult(AnalyticsEvent)(event)._tag).toBe("Success")
  })

  it("has no event without a described device before the new one", () => {
    expect(addDeviceEvent("RO", stateAt("brand", { category: categoryIds.smartphone, config: {}, answers: {} }))).toBeUndefined()
    expect(addDeviceEvent("RO", stateAt("intro"))).toBeUndefined()
  })
})
