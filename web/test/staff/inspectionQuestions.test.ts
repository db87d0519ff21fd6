import { describe, expect, it } from "@effect/vitest"
import type { StaffSellOrderDevice } from "@shop/core/backend/staff/sellOrderViews"
import { brandIds, unlockedProviderId } from "@shop/core/sell/brands"
import { choicesFor } from "@shop/core/sell/choices"
import type { AnswerStepId } from "@shop/core/sell/steps"
import { translatorFor } from "../../src/i18n/translator.ts"
import { inspectionOptionsOf, inspectionQuestions } from "../../src/staff/sellOrders/inspectionQuestions.ts"

/** A step as the staff detail's inspection gives it (core: its choices, multiple on the defect steps). */
const step = (id: AnswerStepId, multiple = false) => ({
  step: id,
  multiple,
  choices: choicesFor(id).map((c) => ({ id: c.id, key: c.key, exclusive: c.exclusive }))
})

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
    { id: 6, step: "grading-display", key: "sell.choice.grading-display.flawless" },
    { id: 23, step: "phone-defects", key: "sell.choice.phone-defects.camera" },
    { id: 26, step: "phone-defects", key: "sell.choice.phone-defects.buttons" }
  ],
  isInstantSell: false,
  offer: 1500,
  voucherCode: null,
  voucherValue: 0,
  needsLockReview: false,
  inspection: {
    config: [
      { attribute: "colour", options: [{ id: 101, label: "Black" }, { id: 102, label: "White" }] },
      { attribute: "storage", options: [{ id: 201, label: "128 GB" }, { id: 202, label: "256 GB" }] },
      { attribute: "provider", options: [{ id: unlockedProviderId, label: "Unlocked" }, { id: 540, label: "Orange" }] }
    ],
    questions: [step("liquid-contact"), step("grading-display"), step("grading-case"), step("phone-defects", true)],
    imeiRequired: true
  },
  ...over
})

const ro = translatorFor("ro").t

describe("the inspection form's questions", () => {
  it("ask what core's inspection asks, config first, each prefilled with the declaration", () => {
    const form = inspectionQuestions(device(), ro)
    expect(form.questions.map((q) => [q.subject, q.kind])).toEqual([
      ["colour", "config"], ["storage", "config"], ["provider", "config"],
      ["liquid-contact", "answer"], ["grading-display", "answer"], ["grading-case", "answer"], ["phone-defects", "answer"]
    ])
    const byId = Object.fromEntries(form.questions.map((q) => [q.subject, q]))
    expect(byId["colour"]?.declared).toEqual([101])
    expect(byId["colour"]?.choices.map((c) => c.id)).toEqual([101, 102])
    expect(byId["phone-defects"]?.declared).toEqual([23, 26])
    expect(byId["phone-defects"]?.multiple).toBe(true)
    expect(byId["phone-defects"]?.choices.find((c) => c.id === 22)?.exclusive).toBe(true)
    // A step the seller never answered starts unanswered.
    expect(byId["grading-case"]?.declared).toEqual([])
    expect(form.identifier).toBe("imei")
  })

  it("word questions and answers with the storefront's sell texts in the member's language", () => {
    const form = inspectionQuestions(device(), ro)
    const defects = form.questions.find((q) => q.subject === "phone-defects")
    expect(defects?.title).toBe(ro("sell-steps-phone-defects-title"))
    expect(defects?.choices.find((c) => c.id === 22)?.label).toBe("Niciunul, totul funcționează")
    // The generic provider in the member's language, a carrier by its catalogue name.
    expect(form.questions.find((q) => q.subject === "provider")?.choices.map((c) => c.label)).toEqual(["Decodat (orice rețea)", "Orange"])
    expect(form.questions.find((q) => q.subject === "colour")?.title).toBe(ro("sell-config-colour"))
  })

  it("leave a declared value the model no longer has unanswered (core would refuse it), and ask a serial where no IMEI is needed", () => {
    const gone = device({ config: [{ attribute: "colour", id: 109, label: "Pacific Blue" }], inspection: { ...device().inspection, imeiRequired: false } })
    const form = inspectionQuestions(gone, ro)
    const colour = form.questions.find((q) => q.subject === "colour")
    expect(colour?.choices.map((c) => c.id)).toEqual([101, 102])
    expect(colour?.choices.some((c) => colour.declared.includes(c.id))).toBe(false)
    expect(form.identifier).toBe("serial")
  })

  it("give the findings the model's config values as options", () => {
    expect(inspectionOptionsOf(device())).toContainEqual({ id: 540, attribute: "provider", label: "Orange" })
    expect(inspectionOptionsOf(device())).toHaveLength(6)
  })
})
