import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import type { MarketCode } from "../../src/markets/market.ts"
import {
  validatePersonName,
  validatePostalCode,
  validateRegistrationNumber,
  validateTaxCode
} from "../../src/validation/index.ts"
import type { FieldCheck, FieldInput } from "../../src/validation/index.ts"

const keyOf = (check: FieldCheck) => Option.getOrNull(check)

type Samples = {
  readonly [K in MarketCode]: {
    readonly valid: ReadonlyArray<string>
    readonly invalid: ReadonlyArray<string>
    /** The right shape with a wrong check digit: the market's own message. */
    readonly mistyped?: ReadonlyArray<string>
  }
}

const mistypedKeys: { readonly [K in MarketCode]: string } = {
  RO: "tax-id-check-digit-ro",
  BG: "tax-id-check-digit-bg",
  HU: "tax-id-check-digit-hu",
  GR: "tax-id-check-digit-gr"
}

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
      const mistyped = samples[market].mistyped ?? []
      if (mistyped.length > 0) {
        it.each(mistyped)(`${market} says %s has a mistyped digit`, (value) => expect(keyOf(validate(market, value))).toBe(mistypedKeys[market]))
      }
      it(`${market} asks for a missing value`, () => expect(keyOf(validate(market, " "))).toBe("required-field"))
    }
  })

table("tax code", validateTaxCode, "invalid-tax-code", {
  RO: {
    valid: ["RO18547290", "ro 18547290", "RO1590082", "RO 14399840", "RO19"],
    invalid: ["RO1", "RO12345678901", "18547290", "RO12A", "EL123456789"],
    mistyped: ["RO18547291", "RO1590028", "RO12"]
  },
  BG: {
    valid: ["123456786", "831642181", "000696327", "7501010010", "1000000001"],
    invalid: ["12345678", "12345678901", "BG123456789", "12345678A"],
    mistyped: ["123456789", "831642118", "7501010011", "000000000"]
  },
  HU: { valid: ["12345676", "1062 5790"], invalid: ["1234567", "123456789", "12345678-1-42", "HU12345678"], mistyped: ["12345678", "10625791"] },
  GR: {
    valid: ["EL123456783", "el094019245", "EL 094 019 245"],
    invalid: ["GR123456789", "EL12345678", "EL1234567890", "123456789"],
    mistyped: ["EL123456789", "EL094019254", "EL000000000"]
  }
})

table("registration number", validateRegistrationNumber, "invalid-registration-number", {
  RO: {
    valid: ["J40/1234/2020", "j40/1234/2020", "F12/34/1999", "J2020001234409", "RO18547290", "18547290", "1590082"],
    invalid: ["J40-1234-2020", "X40/1234/2020", "J4/1234/2020", "J40/1234/20", "J2020001234", "RO1", "C40/1234/2020"],
    mistyped: ["RO18547291", "1590083"]
  },
  BG: { valid: ["123456786", "831642181", "7501010010"], invalid: ["12345678", "12345678901", "BG123456789"], mistyped: ["123456789", "7501010011"] },
  HU: {
    valid: ["12345676-1-42", "12345676142", "10625790-4-44"],
    invalid: ["01-09-123456", "1234567-1-42", "12345678-12-4", "12345678-1", "123456789012"],
    mistyped: ["12345678-1-42", "10625791-4-44"]
  },
  // SPEC 5's 9 digits are not known to be an AFM: the shape alone.
  GR: { valid: ["123456789", "094019245"], invalid: ["12345678", "1234567890", "EL123456789"], mistyped: [] }
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
