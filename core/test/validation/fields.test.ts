import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import {
  defaultPasswordPolicy,
  productPasswordPolicy,
  validateAlphanumeric,
  validateEmail,
  validateLettersOnly,
  validateName,
  validatePassword,
  validateRequired,
  validateRomanianId
} from "../../src/validation/index.ts"
import type { FieldCheck } from "../../src/validation/index.ts"

const keyOf = (check: FieldCheck) => Option.getOrNull(check)

describe("required", () => {
  it.each([[""], ["   "], [null], [undefined]])("refuses a blank value %j", (value) => {
    expect(keyOf(validateRequired(value))).toBe("required-field")
  })
  it("accepts any non-blank value", () => {
    expect(keyOf(validateRequired(" x "))).toBeNull()
  })
})

describe("email", () => {
  it.each(["ana@example.com", "ana.maria+shop@mail.example.ro", " ion@ex-ample.bg ", "o'neil@example.co.uk"])(
    "accepts %s",
    (email) => expect(keyOf(validateEmail(email))).toBeNull()
  )
  it.each(["ana", "ana@", "@example.com", "ana@example", "ana maria@example.com", "ana@@example.com", "ana@exa mple.com", "ana@-example.com"])(
    "refuses %s",
    (email) => expect(keyOf(validateEmail(email))).toBe("invalid-email")
  )
  it("refuses an address longer than 254 characters", () => {
    expect(keyOf(validateEmail(`${"a".repeat(250)}@example.com`))).toBe("invalid-email")
  })
  it("asks for a missing email", () => expect(keyOf(validateEmail(""))).toBe("required-field"))
})

describe("password", () => {
  it("accepts 6 characters and refuses 5 (SPEC 5)", () => {
    expect(keyOf(validatePassword("abcdef"))).toBeNull()
    expect(keyOf(validatePassword("abcde"))).toBe("password-too-short")
  })
  it("counts code points, so 6 emoji are 6 characters", () => {
    expect(keyOf(validatePassword("😀😀😀😀😀😀"))).toBeNull()
    expect(keyOf(validatePassword("😀😀😀"))).toBe("password-too-short")
  })
  it("never trims: spaces count", () => expect(keyOf(validatePassword("  ab  "))).toBeNull())
  it("asks for a missing password", () => expect(keyOf(validatePassword(""))).toBe("required-field"))
  it("refuses more than the product's maximum of 128", () => {
    expect(keyOf(validatePassword("a".repeat(128)))).toBeNull()
    expect(keyOf(validatePassword("a".repeat(129)))).toBe("password-too-long")
  })
  it("the provider default has no maximum", () => {
    expect(keyOf(validatePassword("a".repeat(1000), defaultPasswordPolicy))).toBeNull()
  })
  it.each([
    [{ minLength: 6, requireUppercase: true }, "abcdef", "password-needs-uppercase", "abcdeF"],
    [{ minLength: 6, requireLowercase: true }, "ABCDEF", "password-needs-lowercase", "ABCDEf"],
    [{ minLength: 6, requireDigit: true }, "abcdef", "password-needs-digit", "abcde1"],
    [{ minLength: 6, requireSymbol: true }, "abcde1", "password-needs-symbol", "abcde!"]
  ] as const)("enforces a character class when the policy asks (%j)", (policy, bad, key, good) => {
    expect(keyOf(validatePassword(bad, policy))).toBe(key)
    expect(keyOf(validatePassword(good, policy))).toBeNull()
  })
  it("accepts every password of 6 to 128 characters under the product policy", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", minLength: 6, maxLength: 128 }), (password) =>
        Option.isNone(validatePassword(password, productPasswordPolicy))
      )
    )
  })
  it("refuses every non-empty password shorter than the minimum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 30 }), (min, password) => {
        fc.pre(password.length < min)
        return keyOf(validatePassword(password, { minLength: min })) === "password-too-short"
      })
    )
  })
})

describe("name: two words of 2+ letters (SPEC 5)", () => {
  it.each([
    "Ion Popescu",
    "Ana-Maria Ștefănescu",
    "Ion I. Popescu",
    "Иван Петров",
    "Kovács Péter",
    "Nagy-Szabó Ödön",
    "Γιώργος Παπαδόπουλος",
    "Seán O'Brien",
    "  Ion   Popescu  "
  ])("accepts %s", (name) => expect(keyOf(validateName(name))).toBeNull())
  it.each(["Ion", "Ion P", "I P", "Ion Popescu2", "Ion 123", "Ion @Popescu", "- -"])("refuses %s", (name) =>
    expect(keyOf(validateName(name))).toBe("invalid-name")
  )
  const letter = fc.constantFrom(..."aăâîșțбвгжюőűαβγδΩÉ")
  const word = (min: number) => fc.array(letter, { minLength: min, maxLength: 12 }).map((cs) => cs.join(""))
  it("accepts any two words of at least two letters in any of the four alphabets", () => {
    fc.assert(fc.property(word(2), word(2), (first, last) => Option.isNone(validateName(`${first} ${last}`))))
  })
  it("refuses a single word however long", () => {
    fc.assert(fc.property(word(1), (only) => keyOf(validateName(only)) === "invalid-name"))
  })
})

describe("letters only (Hungarian-style name pattern)", () => {
  it.each(["Kovács Péter", "Nagy-Szabó Ödön", "Éva", "Иван", "Ștefan"])("accepts %s", (name) =>
    expect(keyOf(validateLettersOnly(name))).toBeNull()
  )
  it.each(["Kovács Péter 2", "dr. Kovács", "Kovács  Péter", "Kovács_Péter", "O'Brien"])("refuses %s", (name) =>
    expect(keyOf(validateLettersOnly(name))).toBe("only-letters-allowed")
  )
})

describe("alphanumeric: letters, digits, spaces, dot and hyphen", () => {
  it.each(["Alfa Service S.R.L.", "Sector 1", "Drobeta-Turnu Severin", "Αθήνα", "София 1000"])("accepts %s", (text) =>
    expect(keyOf(validateAlphanumeric(text))).toBeNull()
  )
  it.each(["Alfa & Co", "Str. Lungă, nr. 5", "a/b", "x_y", "(SRL)"])("refuses %s", (text) =>
    expect(keyOf(validateAlphanumeric(text))).toBe("invalid-characters")
  )
})

describe("Romanian ID-like values", () => {
  it.each(["RO1", "RO123456789", "ro 1234", "123456", "123456789012"])("accepts %s", (id) =>
    expect(keyOf(validateRomanianId(id))).toBeNull()
  )
  it.each(["RO", "RO1234567890", "12345", "1234567890123", "RO12A", "BG123456"])("refuses %s", (id) =>
    expect(keyOf(validateRomanianId(id))).toBe("invalid-id-number")
  )
})
