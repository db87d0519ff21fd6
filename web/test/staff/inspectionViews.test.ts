import { describe, expect, it } from "@effect/vitest"
import type { SellOrderInspection } from "@shop/core/sell/inspection"
import type { SellOption } from "@shop/core/sell/sellTypes"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { translatorFor } from "../../src/i18n/translator.ts"
import { staffTranslator } from "../../src/staff/i18n.ts"
import { labelDifference } from "../../src/staff/sellOrders/findingLabels.ts"
import { InspectionFields, InspectionForm } from "../../src/staff/sellOrders/InspectionForm.tsx"
import { SellOrderFindings } from "../../src/staff/sellOrders/SellOrderFindings.tsx"

const options: ReadonlyArray<SellOption> = [
  { id: 201, attribute: "storage", label: "128 GB" },
  { id: 202, attribute: "storage", label: "64 GB" },
  { id: 530, attribute: "provider", label: "Unlocked" }
]

const inspection: SellOrderInspection = {
  devices: [{
    itemIndex: 0,
    modelName: "iPhone 12",
    identifier: { kind: "imei", value: "490154203237518" },
    config: { storage: 202 },
    answers: { "grading-display": [9] },
    acceptedValue: 1500,
    referenceValue: 1500,
    foundValue: 900,
    notAcceptedReason: null,
    differences: [
      { subject: "storage", declared: [201], found: [202] },
      { subject: "grading-display", declared: [6], found: [9] },
      { subject: "phone-defects", declared: [22], found: [23, 26] }
    ],
    note: "cracked glass"
  }],
  referenceTotal: 1500,
  foundTotal: 900,
  requoted: false,
  note: null,
  at: Date.UTC(2026, 10, 20, 9),
  actorId: "staff-1"
}

describe("the findings' words", () => {
  it("name the question and both answers in the funnel's words, in the member's language", () => {
    const ro = translatorFor("ro").t
    expect(labelDifference({ subject: "phone-defects", declared: [22], found: [23, 26] }, options, ro, "—")).toEqual({
      subject: "phone-defects",
      question: ro("sell-steps-phone-defects-title"),
      declared: "Niciunul, totul funcționează",
      found: `${ro("sell-choice-phone-defects-camera")}, ${ro("sell-choice-phone-defects-buttons")}`
    })
    expect(labelDifference({ subject: "storage", declared: [201], found: [999] }, options, ro, "—")).toMatchObject({ declared: "128 GB", found: "#999" })
    expect(labelDifference({ subject: "provider", declared: [], found: [530] }, options, ro, "—")).toMatchObject({ declared: "—", found: "Decodat (orice rețea)" })
  })
})

describe("the findings view", () => {
  const render = (after: Partial<Parameters<typeof SellOrderFindings>[0]["after"]>) => renderToStaticMarkup(createElement(SellOrderFindings, {
    after: { inspection, counterOffer: null, decision: null, returned: null, inspectedBy: "Ana", ...after },
    market: "RO",
    options: new Map([[0, options]]),
    tr: staffTranslator("en"),
    words: translatorFor("en")
  }))

  it("shows each device's values and differences, and the counter-offer with its deadline and lapse rule", () => {
    const html = render({ counterOffer: { amount: 900, expiresAt: Date.UTC(2026, 11, 4, 9), lapse: "accept" } })
    expect(html).toContain('data-testid="staff-finding" data-item-index="0"')
    expect(html.match(/data-testid="staff-finding-difference"/g)).toHaveLength(3)
    expect(html).toContain('data-subject="grading-display"')
    expect(html).toContain("64 GB")
    expect(html).toContain("IMEI 490154203237518")
    expect(html).toMatch(/data-testid="staff-counter-offer-amount" data-amount="900">RON\s900\.00</)
    expect(html).toContain("counts as accepted")
    expect(html).not.toContain('data-testid="staff-goes-to-payout"')
    expect(html).toContain("cracked glass")
    expect(html).toContain("by Ana")
  })

  it("says a sale as declared goes to payout, and shows the seller's decision and the return", () => {
    expect(render({})).toContain('data-testid="staff-goes-to-payout"')
    const declined = render({
      counterOffer: { amount: 900, expiresAt: Date.UTC(2026, 11, 4, 9), lapse: "return" },
      decision: { accepted: false, by: "seller", at: Date.UTC(2026, 10, 22, 9) },
      returned: { reference: "RET-1", at: Date.UTC(2026, 10, 23, 9) }
    })
    expect(declined).toContain('data-testid="staff-counter-decision" data-accepted="false" data-by="seller"')
    expect(declined).toContain("Declined by the seller")
    expect(declined).toContain("RET-1")
    expect(declined).toContain("returned free")
  })
})

describe("the inspection form", () => {
  const noAction = async () => null
  const texts = {
    label: "Record the inspection", confirm: { question: "Sure?", yes: "Yes", cancel: "No" }, intro: "intro",
    device: ["Device 1: iPhone 12"], declared: "declared", multi: "several", imei: "IMEI", serial: "Serial", deviceNote: "Device note", note: "Note"
  }
  const device = {
    itemIndex: 3,
    modelName: "iPhone 12",
    identifier: "imei" as const,
    questions: [
      { subject: "storage" as const, kind: "config" as const, multiple: false, title: "Storage", choices: [{ id: 201, label: "128 GB", exclusive: false }, { id: 202, label: "64 GB", exclusive: false }], declared: [201] },
      { subject: "phone-defects" as const, kind: "answer" as const, multiple: true, title: "Defects", choices: [{ id: 22, label: "None", exclusive: true }, { id: 23, label: "Camera", exclusive: false }], declared: [22] }
    ]
  }

  it("keeps what a refusal gave back over the declaration, and marks the refused fields", () => {
    const refused = { ok: false, form: "inspected", text: "Check", values: { "config-3-storage": ["202"], "imei-3": ["4901"] }, fields: { "imei-3": "Bad IMEI", "answer-3-phone-defects": "Choose" } }
    const html = renderToStaticMarkup(createElement(InspectionFields, { devices: [device], texts, state: refused }))
    expect(html).toMatch(/<input type="radio"[^>]*name="config-3-storage"[^>]*checked=""[^>]*value="202"/)
    expect(html).not.toMatch(/name="answer-3-phone-defects"[^>]*checked/)
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="imei-3-error"[^>]*name="imei-3" value="4901"/)
    expect(html).toContain('<span id="imei-3-error" class="staff-field-error">Bad IMEI</span>')
    expect(html).toMatch(/<fieldset[^>]*data-subject="phone-defects" aria-invalid="true" aria-describedby="answer-3-phone-defects-error"/)
    expect(html).toContain('<p id="answer-3-phone-defects-error" class="staff-field-error">Choose</p>')
  })

  it("renders every question as a fieldset of radios or checkboxes, prefilled with the declaration, and the IMEI field", () => {
    const html = renderToStaticMarkup(createElement(InspectionForm, { action: noAction, devices: [device], texts }))
    expect(html).toContain('data-testid="staff-inspection"')
    expect(html).toContain('data-testid="staff-inspect-device" data-item-index="3"')
    expect(html).toMatch(/<fieldset[^>]*data-testid="staff-inspect-question" data-subject="storage"/)
    const input = (type: string, name: string, value: number) =>
      html.match(new RegExp(`<input type="${type}"[^>]*name="${name}"[^>]*value="${value}"/>`))?.[0] ?? ""
    expect(input("radio", "config-3-storage", 201)).toContain('checked=""')
    expect(input("radio", "config-3-storage", 202)).not.toContain("checked")
    expect(input("radio", "config-3-storage", 202)).toContain('required=""')
    expect(input("checkbox", "answer-3-phone-defects", 22)).toContain('checked=""')
    expect(input("checkbox", "answer-3-phone-defects", 23)).not.toContain("checked")
    expect(html).toContain('name="imei-3"')
    expect(html).not.toContain('name="serial-3"')
    expect(html).toContain('<input type="hidden" name="device" value="3"/>')
    // Before hydration (and without JavaScript) the button submits; with it, it asks first.
    expect(html).toMatch(/<button type="submit"[^>]*data-testid="staff-action" data-action="inspected"/)
  })
})
