import { describe, expect, it } from "@effect/vitest"
import { Option, Schema } from "effect"
import * as fc from "fast-check"
import { MarketCodes } from "../../src/markets/market.ts"
import type { MarketCode } from "../../src/markets/market.ts"
import {
  validateAlphanumeric,
  validateContactDetails,
  validateCorporateSeller,
  validateCourierDelivery,
  validateEmail,
  validateIban,
  validateLettersOnly,
  validateLockerDelivery,
  validateMaxLength,
  validateName,
  validatePassword,
  validatePersonName,
  validatePhone,
  validatePostalCode,
  validateRegistrationNumber,
  validateRequired,
  validateRomanianId,
  validateTaxCode,
  ValidationMessageKey,
  validationMessageKeys
} from "../../src/validation/index.ts"
import type { FieldCheck, FieldInput } from "../../src/validation/index.ts"
import { phoneNumbersTable } from "../support/phoneNumbersTable.ts"

const isCatalogueKey = Schema.is(ValidationMessageKey)
const anyInput: fc.Arbitrary<FieldInput> = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom(null, undefined, "", " ")
)
const market = fc.constantFrom<MarketCode>(...MarketCodes)

const fieldRules: ReadonlyArray<readonly [string, (m: MarketCode, v: FieldInput) => FieldCheck]> = [
  ["required", (_, v) => validateRequired(v)],
  ["email", (_, v) => validateEmail(v)],
  ["password", (_, v) => validatePassword(v)],
  ["name", (_, v) => validateName(v)],
  ["letters only", (_, v) => validateLettersOnly(v)],
  ["alphanumeric", (_, v) => validateAlphanumeric(v)],
  ["max length", (_, v) => validateMaxLength(v, 5)],
  ["Romanian ID", (_, v) => validateRomanianId(v)],
  ["person name", validatePersonName],
  ["phone", (m, v) => validatePhone(phoneNumbersTable, m, v)],
  ["tax code", validateTaxCode],
  ["registration number", validateRegistrationNumber],
  ["postal code", validatePostalCode],
  ["IBAN", validateIban]
]

describe("every validator is total and speaks only catalogue keys", () => {
  it("the catalogue has no duplicates and every key is kebab-case", () => {
    expect(new Set(validationMessageKeys).size).toBe(validationMessageKeys.length)
    for (const key of validationMessageKeys) expect(key).toMatch(/^[a-z]+(?:-[a-z]+)*$/)
  })

  for (const [name, rule] of fieldRules) {
    it(`${name}: any input gives none or a catalogue key`, () => {
      fc.assert(
        fc.property(market, anyInput, (m, value) => {
          const result = rule(m, value)
          return Option.isNone(result) || isCatalogueKey(result.value)
        }),
        { numRuns: 300 }
      )
    })
  }

  const formValues = (fields: ReadonlyArray<string>) => fc.record(Object.fromEntries(fields.map((f) => [f, anyInput])))
  const onlyKeys = (errors: Record<string, unknown>, fields: ReadonlyArray<string>) =>
    Object.entries(errors).every(([field, key]) => fields.includes(field) && isCatalogueKey(key))

  it("form validators: any input gives a record of known fields to catalogue keys", () => {
    const courier = ["county", "locality", "postalCode", "street", "number", "details", "pickupDate"]
    const corporate = ["name", "fiscalCode", "registrationNumber", "email", "phoneNumber", "iban", "county", "city"]
    const contact = ["name", "email", "phoneNumber"]
    fc.assert(
      fc.property(market, formValues(courier), formValues(corporate), formValues(contact), anyInput, (m, c, k, p, locker) =>
        onlyKeys(validateCourierDelivery(m, c), courier) &&
        onlyKeys(validateCorporateSeller(phoneNumbersTable, m, k), corporate) &&
        onlyKeys(validateContactDetails(phoneNumbersTable, m, p), contact) &&
        onlyKeys(validateLockerDelivery({ lockerId: locker }), ["lockerId"])
      ),
      { numRuns: 200 }
    )
  })

  it("every catalogue key is produced by some rule, so translators never translate dead keys", () => {
    const produced = [
      validateRequired(""),
      validateEmail("x"),
      validatePassword("x"),
      validatePassword("a".repeat(200)),
      validatePassword("abcdef", { minLength: 6, requireUppercase: true }),
      validatePassword("ABCDEF", { minLength: 6, requireLowercase: true }),
      validatePassword("abcdef", { minLength: 6, requireDigit: true }),
      validatePassword("abcdef", { minLength: 6, requireSymbol: true }),
      validateName("x"),
      validateLettersOnly("x1"),
      validateAlphanumeric("x&"),
      validateMaxLength("abc", 2),
      validatePhone(phoneNumbersTable, "RO", "1"),
      validateTaxCode("RO", "1"),
      validateTaxCode("RO", "RO18547291"),
      validateTaxCode("BG", "123456789"),
      validateTaxCode("HU", "12345678"),
      validateTaxCode("GR", "EL123456789"),
      validateRegistrationNumber("RO", "x"),
      validateRomanianId("x"),
      validatePostalCode("RO", "1"),
      validateIban("RO", "1"),
      validateIban("RO", "BG80BNBG96611020345678"),
      validateIban("RO", "RO48AAAA1B31007593840000"),
      ...Object.values(validateCourierDelivery("RO", {})).map(Option.some),
      ...Object.values(validateLockerDelivery({})).map(Option.some)
    ].flatMap((check) => (Option.isSome(check) ? [check.value] : []))
    expect(new Set(produced)).toEqual(new Set(validationMessageKeys))
  })
})
