import { describe, expect, it } from "@effect/vitest"
import type { StaffSellOrderDevice } from "@shop/core/backend/staff/sellOrderViews"
import { brandIds, unlockedProviderId } from "@shop/core/sell/brands"
import { choicesFor } from "@shop/core/sell/choices"
import type { SellOption } from "@shop/core/sell/sellTypes"
import { translatorFor } from "../../src/i18n/translator.ts"
import { inspectionQuestions } from "../../src/staff/sellOrders/inspectionQuestions.ts"

const device = (over: Partial<StaffSellOrderDevice> = {}): StaffSellOrderDevice => ({
  itemIndex: 0,
  category: 1,
  brand: brandIds.apple,
  model: 12,
  modelName: "iPhone 12",
  config: [
    { attribute: "colour", id: 101, label: "Black" },
    { attribute: "storage", id: 201, label: "128 GB" },
    { attribute: "provider", id: unlockedProviderId, label: "Unlocked" }
  ],
  answers: [
    { id: 1, step: "liquid-contact", key: "sell.choice.liquid-contact.no" },
    { id: 3, step: "burn-in", key: "sell.choice.burn-in.none" },
    { id: 6, step: "grading-display", key: "sell.choice.grading-display.flawless" },
    { id: 11, step: "grading-case", key: "sell.choice.grading-case.light-wear" },
    { id: 14, step: "battery", key: "sell.choice.battery.85-and-above" },
    { id: 23, step: "phone-defects", key: "sell.choice.phone-defects.camera" },
    { id: 26, step: "phone-defects", key: "sell.choice.phone-defects.buttons" }
  ],
  isInstantSell: false,
  offer: 1500,
  voucherCode: null,
  voucherValue: 0,
  needsLockReview: false,
  ...over
})

const options: ReadonlyArray<SellOption> = [
  { id: 101, attribute: "colour", label: "Black" },
  { id: 102, attribute: "colour", label: "White" },
  { id: 201, attribute: "storage", label: "128 GB" },
  { id: 202, attribute: "storage", label: "256 GB" },
  { id: unlockedProviderId, attribute: "provider", label: "Unlocked" },
  { id: 540, attribute: "provider", label: "Orange" }
]

const ro = translatorFor("ro").t

describe("the inspection form's questions", () => {
  it("asks an iPhone the funnel's path: config, then every evaluation step but display defects, prefilled with the declaration", () => {
    const form = inspectionQuestions(device(), options, ro)
    expect(form.questions.map((q) => q.subject)).toEqual([
      "colour", "storage", "provider", "liquid-contact", "burn-in", "grading-display", "grading-case", "battery", "phone-defects"
    ])
    const byId = Object.fromEntries(form.questions.map((q) => [q.subject, q]))
    expect(byId["colour"]?.declared).toEqual([101])
    expect(byId["colour"]?.choices.map((c) => c.id)).toEqual([101, 102])
    expect(byId["phone-defects"]?.declared).toEqual([23, 26])
    expect(byId["phone-defects"]?.multiple).toBe(true)
    expect(byId["grading-case"]?.multiple).toBe(false)
    expect(byId["phone-defects"]?.choices.map((c) => c.id)).toEqual(choicesFor("phone-defects").map((c) => c.id))
    expect(byId["phone-defects"]?.choices.find((c) => c.id === 22)?.exclusive).toBe(true)
  })

  it("words questions and answers with the storefront's sell texts in the member's language", () => {
    const form = inspectionQuestions(device(), options, ro)
    const defects = form.questions.find((q) => q.subject === "phone-defects")
    expect(defects?.title).toBe(ro("sell-steps-phone-defects-title"))
    expect(defects?.choices.find((c) => c.id === 22)?.label).toBe("Niciunul, totul funcționează")
    const provider = form.questions.find((q) => q.subject === "provider")
    // The generic provider in the member's language, a carrier by its catalogue name.
    expect(provider?.choices.map((c) => c.label)).toEqual(["Decodat (orice rețea)", "Orange"])
    expect(form.questions.find((q) => q.subject === "colour")?.title).toBe(ro("sell-config-colour"))
  })

  it("asks an Android phone about display defects and, without battery health, not about its battery", () => {
    const samsung = device({ brand: brandIds.samsung, modelName: "Galaxy S21", answers: [] })
    const subjects = inspectionQuestions(samsung, options, ro).questions.map((q) => q.subject)
    expect(subjects).toContain("display-defects")
    expect(subjects).not.toContain("battery")
    expect(subjects).toContain("burn-in")
    const huawei = device({ brand: brandIds.huawei, modelName: "P30", answers: [] })
    expect(inspectionQuestions(huawei, options, ro).questions.map((q) => q.subject)).not.toContain("burn-in")
  })

  it("asks a console its own steps and no question its model has no values for", () => {
    const console = device({ category: 5, brand: brandIds.sony, modelName: "PlayStation 5", config: [], answers: [] })
    const subjects = inspectionQuestions(console, options.filter((o) => o.attribute !== "provider"), ro).questions.map((q) => q.subject)
    expect(subjects).toEqual(["colour", "storage", "liquid-contact", "grading-case", "console-controllers", "console-defects"])
  })

  it("keeps a declared value the catalogue no longer lists, so it can be confirmed", () => {
    const gone = device({ config: [{ attribute: "colour", id: 109, label: "Pacific Blue" }] })
    const colour = inspectionQuestions(gone, options, ro).questions.find((q) => q.subject === "colour")
    expect(colour?.choices.map((c) => [c.id, c.label])).toEqual([[101, "Black"], [102, "White"], [109, "Pacific Blue"]])
    expect(colour?.declared).toEqual([109])
  })
})
