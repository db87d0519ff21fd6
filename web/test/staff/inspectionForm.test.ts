import { describe, expect, it } from "@effect/vitest"
import { fc, test } from "@fast-check/vitest"
import { formFieldOfInspection } from "../../src/staff/sellOrders/inspectionErrors.ts"
import { parseInspectionForm, typedValues } from "../../src/staff/sellOrders/inspectionForm.ts"

const form = (entries: ReadonlyArray<readonly [string, string]>) => {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

/** 490154203237518 is a valid IMEI (the GSMA's example); changing its last digit breaks the check. */
const validImei = "49-015420-323751-8"

const iphoneFields: ReadonlyArray<readonly [string, string]> = [
  ["device", "0"],
  ["config-0-colour", "101"],
  ["config-0-storage", "201"],
  ["answer-0-liquid-contact", "1"],
  ["answer-0-grading-display", "8"],
  ["answer-0-phone-defects", "23"],
  ["answer-0-phone-defects", "26"],
  ["imei-0", validImei],
  ["note-0", "  scratched screen  "],
  ["note", "one device"]
]

/** An iPhone's form; an override replaces the fields of its name. */
const iphone = (overrides: ReadonlyArray<readonly [string, string]> = []) =>
  form([...iphoneFields.filter(([name]) => !overrides.some(([o]) => o === name)), ...overrides])

describe("the inspection form's parser", () => {
  it("reads each device's config, answers, IMEI and note into core's inspected step", () => {
    expect(parseInspectionForm(iphone())).toEqual({
      ok: true,
      step: {
        to: "inspected",
        note: "one device",
        devices: [{
          itemIndex: 0,
          config: { colour: 101, storage: 201 },
          answers: { "liquid-contact": [1], "grading-display": [8], "phone-defects": [23, 26] },
          imei: validImei,
          note: "scratched screen"
        }]
      }
    })
  })

  it("reads several devices, a serial number, and leaves out what is blank", () => {
    const parsed = parseInspectionForm(form([
      ["device", "0"], ["device", "1"], ["config-0-colour", "101"], ["imei-0", ""], ["serial-0", " C02XK1 "],
      ["answer-1-console-defects", "73"], ["note", " "]
    ]))
    expect(parsed).toEqual({
      ok: true,
      step: {
        to: "inspected",
        devices: [
          { itemIndex: 0, config: { colour: 101 }, answers: {}, serial: "C02XK1" },
          { itemIndex: 1, config: {}, answers: { "console-defects": [73] } }
        ]
      }
    })
  })

  it("names the IMEI field when the check digit fails", () => {
    expect(parseInspectionForm(iphone([["imei-0", "490154203237519"]]))).toEqual({
      ok: false,
      fields: { "imei-0": "staff-sell-inspect-imei" }
    })
    expect(parseInspectionForm(form([["device", "2"], ["imei-2", "12345"]]))).toEqual({
      ok: false,
      fields: { "imei-2": "staff-sell-inspect-imei" }
    })
  })

  it("refuses, by field, answers that break their step's shape: two on a single-choice step, none with a defect, a foreign id, no id", () => {
    const parsed = parseInspectionForm(iphone([
      ["answer-0-grading-case", "10"], ["answer-0-grading-case", "11"],
      ["answer-0-display-defects", "44"], ["answer-0-display-defects", "37"],
      ["answer-0-battery", "22"],
      ["config-0-provider", "x"]
    ]))
    expect(parsed).toEqual({
      ok: false,
      fields: {
        "answer-0-grading-case": "staff-sell-inspect-answer",
        "answer-0-display-defects": "staff-sell-inspect-answer",
        "answer-0-battery": "staff-sell-inspect-answer",
        "config-0-provider": "staff-sell-inspect-config"
      }
    })
  })

  it("refuses a form that names no device", () => {
    expect(parseInspectionForm(form([["note", "x"]]))).toMatchObject({ ok: false })
    expect(parseInspectionForm(form([["device", "-1"]]))).toMatchObject({ ok: false })
  })

  test.prop([fc.array(fc.tuple(fc.constantFrom("device", "config-0-colour", "answer-0-phone-defects", "answer-0-battery", "imei-0", "serial-0", "note-0", "note"), fc.string({ maxLength: 30 })), { maxLength: 20 })])(
    "answers any form with a step or field errors, never throwing; a step's devices are the form's",
    (entries) => {
      const parsed = parseInspectionForm(form(entries))
      if (parsed.ok) {
        expect(parsed.step.devices.length).toBeGreaterThan(0)
        for (const device of parsed.step.devices) expect(entries).toContainEqual(["device", String(device.itemIndex)])
      } else expect(Object.keys(parsed.fields).length).toBeGreaterThan(0)
    }
  )

  it("gives back what was typed, without React's action fields", () => {
    expect(typedValues(form([["$ACTION_ID_1", ""], ["imei-0", "123"], ["answer-0-phone-defects", "23"], ["answer-0-phone-defects", "26"]]))).toEqual({
      "imei-0": ["123"],
      "answer-0-phone-defects": ["23", "26"]
    })
  })
})

describe("core's inspection fields on the form", () => {
  it("name the form's inputs: a config attribute, a step, the IMEI, the devices", () => {
    expect(formFieldOfInspection("storage-0")).toBe("config-0-storage")
    expect(formFieldOfInspection("phone-defects-2")).toBe("answer-2-phone-defects")
    expect(formFieldOfInspection("imei-1")).toBe("imei-1")
    expect(formFieldOfInspection("serial-0")).toBe("serial-0")
    expect(formFieldOfInspection("devices")).toBe("device")
    expect(formFieldOfInspection("note")).toBe("note")
  })
})
