import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { customerQueryOf, phoneMatches, phoneTailDigits } from "../../src/staff/customerSearch.ts"

describe("customerQueryOf", () => {
  it("trims, collapses and lower-cases the text; an empty query lists everyone", () => {
    expect(customerQueryOf("  Ana   POP ")).toEqual({ text: "ana pop", phoneDigits: null })
    expect(customerQueryOf("")).toEqual({ text: "", phoneDigits: null })
    expect(customerQueryOf("ana@example.ro").phoneDigits).toBeNull()
  })

  it("a phone number's last 8 digits are its key, whatever its prefix; short digit runs are no phone", () => {
    for (const q of ["0722 123 456", "+40 722 123 456", "0040722123456", "(0722) 123-456", "0722.123.456"]) {
      expect(customerQueryOf(q).phoneDigits, q).toBe("22123456")
    }
    expect(customerQueryOf("12345").phoneDigits).toBeNull()
    expect(customerQueryOf("ana 0722123456").phoneDigits).toBeNull()
  })

  it("property: spacing and separators never change the key, and a number always matches itself however it is written", () => {
    const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 15 }).map((d) => d.join(""))
    const separators = fc.array(fc.constantFrom(" ", "-", ".", "/"), { minLength: 15, maxLength: 15 })
    fc.assert(fc.property(digits, separators, fc.boolean(), (number, seps, plus) => {
      const written = (plus ? "+" : "") + [...number].map((d, i) => d + (seps[i] ?? "")).join("")
      const key = customerQueryOf(written).phoneDigits
      expect(key).toBe(number.slice(-phoneTailDigits))
      expect(phoneMatches(written, key!)).toBe(true)
      expect(phoneMatches(number, key!)).toBe(true)
    }))
  })
})
