import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import type { MarketCode } from "../../src/markets/market.ts"
import {
  validatePersonName,
  compactPhone,
  validatePhone,
  validatePostalCode,
  validateRegistrationNumber,
  validateTaxCode
} from "../../src/validation/index.ts"
import type { FieldCheck, FieldInput } from "../../src/validation/index.ts"

const keyOf = (check: FieldCheck) => Option.getOrNull(check)

type Samples = { readonly [K in MarketCode]: { readonly valid: ReadonlyArray<string>; readonly invalid: ReadonlyArray<string> } }

const table = (
  rule: string,
  validate: (market: MarketCode, value: FieldInput) => FieldCheck,
  key: string,
  samples: Samples
) =>
  describe(rule, () => {
    for (const market of Object.keys(samples) as Array<MarketCode>) {
      it.each(samples[market].valid)(`${market} accepts %s`, (value) => expect(keyOf(validate(market, value))).toBeNull())
      it.each(samples[market].invalid)(`${market} refuses %s`, (value) => expect(keyOf(validate(market, value))).toBe(key))
      it(`${market} asks for a missing value`, () => expect(keyOf(validate(market, " "))).toBe("required-field"))
    }
  })

table("phone", validatePhone, "invalid-phone", {
  RO: {
    valid: ["0712345678", "0712 345 678", "0712-345-678", "+40712345678", "+40 712 345 678", "0040712345678", "021 123 4567", "+40 21 123 4567", "0040 264 123 456", "0364123456"],
    invalid: ["0812345678", "071234567", "07123456789", "+400712345678", "712345678", "+359888123456", "0712a45678", "0040 812 345 678"]
  },
  BG: {
    valid: ["0888123456", "088 812 3456", "+359888123456", "00359 88 812 3456", "0987654321", "02 123 4567", "+359 2 123 4567", "032 123 456", "064 12 345"],
    invalid: ["0712345678", "088812345", "08881234567", "888123456", "+40888123456", "0812345678", "02 123 456 78"]
  },
  HU: {
    valid: ["+36 20 123 4567", "06201234567", "06 30 123 4567", "+36 31 123 4567", "0036 70 123 4567", "06 50 123 4567", "06 1 234 5678", "+36 52 123 456", "06-96/123-456"],
    invalid: ["06 20 123 456", "+36 1 234 567", "20 123 4567", "06 10 123 4567", "+36 20 123 45678", "06 0 123 4567", "+40 20 123 4567"]
  },
  GR: {
    valid: ["6912345678", "691 234 5678", "+30 691 234 5678", "0030 697 123 4567", "2101234567", "+30 210 123 4567", "2310 123456"],
    invalid: ["691234567", "69123456789", "7123456789", "+30 591 234 5678", "0691234567", "+40 691 234 5678", "1234567890"]
  }
})

table("tax code", validateTaxCode, "invalid-tax-code", {
  RO: { valid: ["RO12", "RO1234567890", "ro 123456", "RO18547290"], invalid: ["RO1", "RO12345678901", "12345678", "RO12A", "EL123456789"] },
  BG: { valid: ["123456789", "1234567890"], invalid: ["12345678", "12345678901", "BG123456789", "12345678A"] },
  HU: { valid: ["12345678", "1234 5678"], invalid: ["1234567", "123456789", "12345678-1-42", "HU12345678"] },
  GR: { valid: ["EL123456789", "el123456789", "EL 123 456 789"], invalid: ["GR123456789", "EL12345678", "EL1234567890", "123456789"] }
})

table("registration number", validateRegistrationNumber, "invalid-registration-number", {
  RO: {
    valid: ["J40/1234/2020", "j40/1234/2020", "F12/34/1999", "J2020001234409", "RO12345678", "12345678"],
    invalid: ["J40-1234-2020", "X40/1234/2020", "J4/1234/2020", "J40/1234/20", "J2020001234", "RO1", "C40/1234/2020"]
  },
  BG: { valid: ["123456789", "1234567890"], invalid: ["12345678", "12345678901", "BG123456789"] },
  HU: {
    valid: ["12345678-1-42", "12345678142", "12345678-2-13"],
    invalid: ["01-09-123456", "1234567-1-42", "12345678-12-4", "12345678-1", "123456789012"]
  },
  GR: { valid: ["123456789"], invalid: ["12345678", "1234567890", "EL123456789"] }
})

table("postal code", validatePostalCode, "invalid-postal-code", {
  RO: { valid: ["010011", " 400001 "], invalid: ["01001", "0100111", "01 0011", "A10011"] },
  BG: { valid: ["1000", "4000"], invalid: ["100", "10000", "10 00"] },
  HU: { valid: ["1051", "9700"], invalid: ["105", "10511", "H-1051"] },
  GR: { valid: ["10682", "106 82", "546 21"], invalid: ["1068", "106821", "10 682", "GR10682"] }
})

describe("person name per market", () => {
  it("Hungary also applies the letters-only pattern", () => {
    expect(keyOf(validatePersonName("HU", "Seán O'Brien"))).toBe("only-letters-allowed")
    expect(keyOf(validatePersonName("HU", "Kovács Péter"))).toBeNull()
  })
  it("other markets accept apostrophes and initials", () => {
    for (const market of ["RO", "BG", "GR"] as const) {
      expect(keyOf(validatePersonName(market, "Seán O'Brien"))).toBeNull()
    }
  })
  it("every market wants two words", () => {
    for (const market of ["RO", "BG", "HU", "GR"] as const) expect(keyOf(validatePersonName(market, "Ion"))).toBe("invalid-name")
  })
})

/** National numbers in their three written forms, with separators anywhere between digit groups. */
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""))
const separated = (text: string) =>
  fc.array(fc.constantFrom("", " ", "-", "."), { minLength: text.length, maxLength: text.length }).map((seps) =>
    [...text].map((char, i) => (i > 1 && i % 3 === 0 ? (seps[i] ?? "") : "") + char).join("")
  )

const nationalNumbers: { readonly [K in MarketCode]: { prefixes: ReadonlyArray<string>; numbers: fc.Arbitrary<string> } } = {
  RO: { prefixes: ["+40", "0040", "0"], numbers: fc.tuple(fc.constantFrom("7", "2", "3"), digits(8)).map(([a, b]) => a + b) },
  BG: {
    prefixes: ["+359", "00359", "0"],
    numbers: fc.oneof(
      fc.tuple(fc.constantFrom("87", "88", "89", "98"), digits(7)).map(([a, b]) => a + b),
      digits(7).map((d) => `2${d}`)
    )
  },
  HU: {
    prefixes: ["+36", "0036", "06"],
    numbers: fc.oneof(
      fc.tuple(fc.constantFrom("20", "30", "31", "50", "70"), digits(7)).map(([a, b]) => a + b),
      digits(7).map((d) => `1${d}`),
      fc.tuple(fc.constantFrom("22", "46", "52", "62", "96"), digits(6)).map(([a, b]) => a + b)
    )
  },
  GR: {
    prefixes: ["+30", "0030", ""],
    numbers: fc.oneof(digits(8).map((d) => `69${d}`), digits(9).map((d) => `2${d}`))
  }
}

describe("phone trunk marker", () => {
  it.each([
    ["RO", "+40 (0) 722 123 456", null],
    ["RO", "0040 (0) 722 123 456", null],
    ["RO", "+40(0)21 123 4567", null],
    ["RO", "+40 (1) 722 123 456", "invalid-phone"],
    ["RO", "+40 (0) 0722 123 456", "invalid-phone"],
    ["RO", "0722 (0) 123 456", "invalid-phone"],
    ["BG", "+359 (0) 88 812 3456", null],
    ["BG", "00359 (0) 2 123 4567", null],
    ["HU", "+36 (0) 20 123 4567", "invalid-phone"],
    ["GR", "+30 (0) 691 234 5678", "invalid-phone"]
  ] as const)("%s: %s -> %s", (market, value, key) => {
    expect(keyOf(validatePhone(market, value))).toBe(key)
  })

  it("is dropped from the compact form that gets stored", () => {
    expect(compactPhone("+40 (0) 722 123 456")).toBe("+40722123456")
    expect(compactPhone("00359 (0) 88 812 3456")).toBe("00359888123456")
    expect(compactPhone("+36 (0) 20 123 4567")).toBe("+360201234567")
  })

  for (const market of ["RO", "BG"] as const) {
    it(`${market}: every national number is accepted with an international prefix and the marker`, () => {
      const international = nationalNumbers[market].prefixes.filter((p) => p.length > 1)
      fc.assert(fc.property(fc.constantFrom(...international), nationalNumbers[market].numbers, (prefix, number) =>
        Option.isNone(validatePhone(market, `${prefix} (0) ${number}`))
      ))
    })
  }
})

describe("phone properties", () => {
  for (const market of ["RO", "BG", "HU", "GR"] as const) {
    const { numbers, prefixes } = nationalNumbers[market]
    it(`${market}: every national number is accepted with each prefix and any grouping`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...prefixes), numbers.chain(separated), (prefix, number) =>
          Option.isNone(validatePhone(market, `${prefix} ${number}`))
        )
      )
    })
    it(`${market}: a national number with a digit dropped is refused`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...prefixes), numbers, (prefix, number) =>
          keyOf(validatePhone(market, prefix + number.slice(0, -1))) === "invalid-phone"
        )
      )
    })
  }
})
