import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import {
  afmCheckDigit,
  cuiCheckDigit,
  egnCheckDigit,
  eikCheckDigit,
  huTaxNumberCheckDigit,
  isValidAfm,
  isValidCui,
  isValidEgn,
  isValidEik,
  isValidHuTaxNumber,
  isValidPnf
} from "../../src/validation/index.ts"

/** Public ids of large companies, from their registers and invoices. */
const realIds: ReadonlyArray<readonly [string, (text: string) => boolean, ReadonlyArray<readonly [string, string]>]> = [
  ["RO CUI", isValidCui, [
    ["OMV Petrom", "1590082"],
    ["Automobile Dacia", "160796"],
    ["Banca Transilvania", "5022670"],
    ["Orange Romania", "9010105"],
    ["Dante International (eMAG)", "14399840"]
  ]],
  ["BG EIK", isValidEik, [
    ["Bulgarian Telecommunications Company (Vivacom)", "831642181"],
    ["Sofia Municipality (the second weights: 3..10)", "000696327"],
    ["Lukoil Neftochim Burgas", "812114069"]
  ]],
  ["HU törzsszám", isValidHuTaxNumber, [
    ["MOL Nyrt.", "10625790"],
    ["Magyar Telekom Nyrt.", "10773381"],
    ["OTP Bank Nyrt.", "10537914"]
  ]],
  ["GR AFM", isValidAfm, [
    ["OTE", "094019245"],
    ["Public Power Corporation (ΔΕΗ)", "090000045"],
    ["National Bank of Greece", "094014201"]
  ]]
]

describe("real company ids", () => {
  for (const [scheme, isValid, ids] of realIds) {
    it.each(ids)(`${scheme}: %s (%s) passes, and fails with any other last digit`, (_company, id) => {
      expect(isValid(id)).toBe(true)
      for (let digit = 0; digit <= 9; digit++) {
        const other = id.slice(0, -1) + String(digit)
        if (other !== id) expect(isValid(other)).toBe(false)
      }
    })
  }
})

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
const text = (ds: ReadonlyArray<number>) => ds.join("")

/** An id with one digit replaced by another digit. */
const oneDigitChanged = (id: string) =>
  fc.tuple(fc.nat({ max: id.length - 1 }), fc.integer({ min: 1, max: 9 })).map(([at, delta]) =>
    id.slice(0, at) + String((Number(id[at]) + delta) % 10) + id.slice(at + 1)
  )

/** A body with its one correct check digit (bodies of zeros are no id: skipped). */
const validIds = (length: number, checkDigit: (body: ReadonlyArray<number>) => number) =>
  digits(length - 1).filter((body) => body.some((d) => d !== 0)).map((body) => text(body) + String(checkDigit(body)))

/** An EGN's first six digits: a real birth date in the 1800s, 1900s or 2000s. */
const egnBody = fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom(0, 20, 40), fc.integer({ min: 1, max: 28 }), digits(3))
  .map(([year, month, century, day, serial]) =>
    [...String(year).padStart(2, "0"), ...String(month + century).padStart(2, "0"), ...String(day).padStart(2, "0")].map(Number).concat(serial)
  )

const schemes = [
  { name: "RO CUI (10 digits)", isValid: isValidCui, ids: validIds(10, cuiCheckDigit), foldsTenToZero: true },
  { name: "RO CUI (6 digits)", isValid: isValidCui, ids: validIds(6, cuiCheckDigit), foldsTenToZero: true },
  { name: "BG EIK", isValid: isValidEik, ids: validIds(9, eikCheckDigit), foldsTenToZero: true },
  { name: "BG EGN", isValid: isValidEgn, ids: egnBody.map((body) => text(body) + String(egnCheckDigit(body))), foldsTenToZero: true },
  { name: "HU törzsszám", isValid: isValidHuTaxNumber, ids: validIds(8, huTaxNumberCheckDigit), foldsTenToZero: false },
  { name: "GR AFM", isValid: isValidAfm, ids: validIds(9, afmCheckDigit), foldsTenToZero: true }
] as const

/** BG EIK: the first weights' remainder; 10 sends the check to the second weights. */
const eikFirstRemainder = (id: string) => [...id.slice(0, 8)].reduce((sum, d, i) => sum + Number(d) * (i + 1), 0) % 11

describe("check digits (properties)", () => {
  for (const { name, isValid, ids, foldsTenToZero } of schemes) {
    it(`${name}: generated ids pass, and exactly one last digit makes a body valid`, () => {
      fc.assert(fc.property(ids, (id) => {
        expect(isValid(id)).toBe(true)
        const passing = Array.from({ length: 10 }, (_, d) => id.slice(0, -1) + String(d)).filter(isValid)
        expect(passing).toEqual([id])
      }))
    })

    it(`${name}: a valid id with one digit changed fails${foldsTenToZero ? " (ids ending in 0 aside: a remainder of 10 is written 0)" : ""}`, () => {
      fc.assert(fc.property(
        ids.filter((id) => !foldsTenToZero || !id.endsWith("0")).chain((id) => fc.tuple(fc.constant(id), oneDigitChanged(id))),
        ([id, changed]) => {
          // EIK: a change that moves the sum onto the second weights can meet the same check digit.
          fc.pre(name !== "BG EIK" || (eikFirstRemainder(id) !== 10 && eikFirstRemainder(changed) !== 10))
          expect(isValid(changed)).toBe(false)
        }
      ))
    })
  }

  it("the blind spot is real: an id ending in 0 can hide one mistyped digit (RO CUI)", () => {
    // 10000040: remainder 0. 50000040, its first digit mistyped: remainder 10, also written 0.
    expect(isValidCui("10000040")).toBe(true)
    expect(isValidCui("50000040")).toBe(true)
  })

  it("BG: a 13-digit branch EIK extends a valid company EIK", () => {
    fc.assert(fc.property(validIds(9, eikCheckDigit), digits(3), (company, branch) => {
      const body = [...company, ...branch.map(String)].map(Number)
      const tail = [body[8] ?? 0, body[9] ?? 0, body[10] ?? 0, body[11] ?? 0]
      const first = (tail[0]! * 2 + tail[1]! * 7 + tail[2]! * 3 + tail[3]! * 5) % 11
      const check = first !== 10 ? first : ((tail[0]! * 4 + tail[1]! * 9 + tail[2]! * 5 + tail[3]! * 7) % 11) % 10
      const id = company + branch.join("") + String(check)
      expect(isValidEik(id)).toBe(true)
      expect(isValidEik(id.slice(0, -1) + String((check + 1) % 10))).toBe(false)
    }))
  })

  it("BG EGN: a date that does not exist fails whatever the check digit", () => {
    for (const body of ["750230001", "751301001", "750100001", "755301001"]) {
      const digitsOfBody = [...body].map(Number)
      expect(isValidEgn(body + String(egnCheckDigit(digitsOfBody)))).toBe(false)
    }
    // 29 February exists in 2004, not in 2003 (months + 40: the 2000s).
    const leap = [0, 4, 4, 2, 2, 9, 0, 0, 1]
    const notLeap = [0, 3, 4, 2, 2, 9, 0, 0, 1]
    expect(isValidEgn(text(leap) + String(egnCheckDigit(leap)))).toBe(true)
    expect(isValidEgn(text(notLeap) + String(egnCheckDigit(notLeap)))).toBe(false)
  })

  it("BG ЛНЧ: the foreigner's number has its own weights", () => {
    expect(isValidPnf("1000000001")).toBe(true)
    expect(isValidPnf("1000000002")).toBe(false)
  })

  it("refuses ids of zeros, letters and wrong lengths", () => {
    for (const isValid of [isValidCui, isValidEik, isValidEgn, isValidPnf, isValidHuTaxNumber, isValidAfm]) {
      expect(isValid("000000000")).toBe(false)
      expect(isValid("0000000000")).toBe(false)
      expect(isValid("")).toBe(false)
      expect(isValid("12345678X")).toBe(false)
    }
    expect(isValidCui("1")).toBe(false)
    expect(isValidCui("12345678901")).toBe(false)
    expect(isValidAfm("0940192450")).toBe(false)
  })
})
