import { describe, expect, it } from "@effect/vitest"
import { catalogues } from "../../src/i18n/catalogues.ts"
import { translatorFor } from "../../src/i18n/translator.ts"
import { accessoryTypeKey, serviceNameKey, serviceTypeKey } from "../../src/ui/addOnNames.ts"

describe("add-on names (product page, cart, checkout)", () => {
  it("names the shop's extra services by their catalogue key, else by their type", () => {
    const tr = translatorFor("ro")
    expect(tr.t(serviceNameKey({ key: "extra-service.warranty-extension-24-months", type: "WARRANTY_EXTENSION" }))).toBe("Garanție extinsă, 24 de luni")
    expect(serviceNameKey({ key: "extra-service.warranty-extension-24-months", type: "WARRANTY_EXTENSION" })).toBe("service-warranty-24")
    expect(serviceNameKey({ key: "extra-service.new-thing", type: "INSURANCE" })).toBe("service-type-insurance")
    expect(serviceNameKey({ key: "something-new", type: "CLEANING" })).toBe("service-type-other")
    expect(serviceTypeKey("WARRANTY_EXTENSION")).toBe("service-type-warranty")
  })

  it("has a message for every accessory type it picks", () => {
    const keys = ["CASE", "SCREEN_PROTECTOR", "CHARGER", "CABLE", "HEADPHONES", "STRAP", "CONTROLLER", "OTHER"].map(accessoryTypeKey)
    expect(new Set(keys).size).toBe(8)
    for (const key of keys) expect(catalogues.ro[key]).toBeTruthy()
  })
})
