import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { MarketCode } from "../../src/markets/market.ts"
import {
  isValidForm,
  validateContactDetails,
  validateCorporateSeller,
  validateCourierDelivery,
  validateLockerDelivery
} from "../../src/validation/index.ts"
import type { CorporateSellerInput, CourierDeliveryInput } from "../../src/validation/index.ts"
import { phoneNumbersTable } from "../support/phoneNumbersTable.ts"

const markets = ["RO", "BG", "HU", "GR"] as const
const postalCodes = { RO: "010011", BG: "1000", HU: "1051", GR: "106 82" } as const
const blank = fc.constantFrom<string | null | undefined>("", "   ", null, undefined)

const fullAddress = (market: MarketCode): Required<Omit<CourierDeliveryInput, "addressId">> => ({
  county: "Cluj",
  locality: "Cluj-Napoca",
  postalCode: postalCodes[market],
  street: "Strada Memorandumului",
  number: "28A",
  details: "",
  pickupDate: "2026-12-01"
})

describe("courier delivery", () => {
  it("a complete new address with a pickup date is valid in every market", () => {
    for (const market of markets) expect(validateCourierDelivery(market, fullAddress(market))).toEqual({})
  })
  it("needs a pickup date even for a saved address", () => {
    expect(validateCourierDelivery("RO", { addressId: 12 })).toEqual({ pickupDate: "pickup-date-required" })
    expect(validateCourierDelivery("RO", { addressId: "a1", pickupDate: "2026-12-01" })).toEqual({})
  })
  it("needs a postal code for a new address in HU and GR only", () => {
    const noPostal = (market: MarketCode) => ({ ...fullAddress(market), postalCode: "" })
    expect(validateCourierDelivery("HU", noPostal("HU"))).toEqual({ postalCode: "required-field" })
    expect(validateCourierDelivery("GR", noPostal("GR"))).toEqual({ postalCode: "required-field" })
    expect(validateCourierDelivery("RO", noPostal("RO"))).toEqual({})
    expect(validateCourierDelivery("BG", noPostal("BG"))).toEqual({})
  })
  it("checks an entered postal code against the market's format", () => {
    expect(validateCourierDelivery("RO", { ...fullAddress("RO"), postalCode: "1234" })).toEqual({ postalCode: "invalid-postal-code" })
  })

  const fields = ["county", "locality", "street", "number", "postalCode", "pickupDate"] as const
  for (const market of markets) {
    it(`${market}: a new address reports exactly its missing required fields`, () => {
      fc.assert(
        fc.property(fc.subarray([...fields]), blank, (missing, emptyValue) => {
          const input: Record<string, string | null | undefined> = { ...fullAddress(market) }
          for (const field of missing) input[field] = emptyValue
          const required = missing.filter((f) => f !== "postalCode" || market === "HU" || market === "GR")
          const errors = validateCourierDelivery(market, input)
          expect(Object.keys(errors).sort()).toEqual([...required].sort())
          for (const field of required) {
            expect(errors[field]).toBe(field === "pickupDate" ? "pickup-date-required" : "required-field")
          }
        })
      )
    })
    it(`${market}: a saved address reports only a missing pickup date`, () => {
      fc.assert(
        fc.property(fc.subarray([...fields]), fc.oneof(fc.nat(), fc.string({ minLength: 1 }).filter((s) => s.trim() !== "")), (missing, addressId) => {
          const input: Record<string, string | number | null | undefined> = { addressId }
          if (!missing.includes("pickupDate")) input["pickupDate"] = "2026-12-01"
          const errors = validateCourierDelivery(market, input)
          expect(errors).toEqual(missing.includes("pickupDate") ? { pickupDate: "pickup-date-required" } : {})
        })
      )
    })
  }
})

describe("locker delivery", () => {
  it.each([[undefined], [null], [""], ["  "]])("needs a chosen locker (%j)", (lockerId) => {
    expect(validateLockerDelivery({ lockerId })).toEqual({ lockerId: "locker-required" })
  })
  it.each([["EBX-123"], [42], [0]])("accepts a chosen locker %j", (lockerId) => {
    expect(validateLockerDelivery({ lockerId })).toEqual({})
  })
})

const corporateSellers: { readonly [K in MarketCode]: Required<CorporateSellerInput> } = {
  RO: {
    name: "Alfa Service S.R.L.", fiscalCode: "RO18547290", registrationNumber: "J40/1234/2020", email: "office@alfa.ro",
    phoneNumber: "0712 345 678", iban: "RO49AAAA1B31007593840000", county: "Cluj", city: "Cluj-Napoca"
  },
  BG: {
    name: "Beta OOD", fiscalCode: "123456786", registrationNumber: "123456786", email: "office@beta.bg",
    phoneNumber: "+359 88 812 3456", iban: "BG80BNBG96611020345678", county: "София", city: "София"
  },
  HU: {
    name: "Gamma Kft.", fiscalCode: "12345676", registrationNumber: "12345676-1-42", email: "iroda@gamma.hu",
    phoneNumber: "+36 20 123 4567", iban: "HU42117730161111101800000000", county: "Pest", city: "Budapest"
  },
  GR: {
    name: "Delta AE", fiscalCode: "EL123456783", registrationNumber: "123456789", email: "info@delta.gr",
    phoneNumber: "+30 691 234 5678", iban: "GR1601101250000000012300695", county: "Αττική", city: "Αθήνα"
  }
}

describe("corporate seller", () => {
  for (const market of markets) {
    it(`${market}: a complete company is valid`, () => {
      expect(isValidForm(validateCorporateSeller(phoneNumbersTable, market, corporateSellers[market]))).toBe(true)
    })
    it(`${market}: reports exactly the blank fields as required`, () => {
      const fields = Object.keys(corporateSellers[market]) as Array<keyof CorporateSellerInput>
      fc.assert(
        fc.property(fc.subarray(fields), blank, (missing, emptyValue) => {
          const input: Record<string, string | null | undefined> = { ...corporateSellers[market] }
          for (const field of missing) input[field] = emptyValue
          const errors = validateCorporateSeller(phoneNumbersTable, market, input)
          expect(errors).toEqual(Object.fromEntries(missing.map((f) => [f, "required-field"])))
        })
      )
    })
  }
  it("applies the market's rules to each code", () => {
    const roCompanyInHu = { ...corporateSellers.HU, fiscalCode: "RO18547290", registrationNumber: "J40/1234/2020", iban: corporateSellers.RO.iban }
    expect(validateCorporateSeller(phoneNumbersTable, "HU", roCompanyInHu)).toEqual({
      fiscalCode: "invalid-tax-code",
      registrationNumber: "invalid-registration-number",
      iban: "iban-wrong-country"
    })
  })
  it("names the market's id when a code has its shape but a mistyped digit", () => {
    expect(validateCorporateSeller(phoneNumbersTable, "RO", { ...corporateSellers.RO, fiscalCode: "RO18547291", registrationNumber: "18547291" })).toEqual({
      fiscalCode: "tax-id-check-digit-ro",
      registrationNumber: "tax-id-check-digit-ro"
    })
    expect(validateCorporateSeller(phoneNumbersTable, "BG", { ...corporateSellers.BG, fiscalCode: "123456789" })).toEqual({ fiscalCode: "tax-id-check-digit-bg" })
    expect(validateCorporateSeller(phoneNumbersTable, "HU", { ...corporateSellers.HU, registrationNumber: "12345678-1-42" })).toEqual({
      registrationNumber: "tax-id-check-digit-hu"
    })
    expect(validateCorporateSeller(phoneNumbersTable, "GR", { ...corporateSellers.GR, fiscalCode: "EL123456789" })).toEqual({ fiscalCode: "tax-id-check-digit-gr" })
  })
  it("refuses a company phone the numbering plan does not know", () => {
    expect(validateCorporateSeller(phoneNumbersTable, "RO", { ...corporateSellers.RO, phoneNumber: "+40 390 536 228" })).toEqual({ phoneNumber: "invalid-phone" })
  })
  it("refuses a company name with characters outside the alphanumeric pattern", () => {
    expect(validateCorporateSeller(phoneNumbersTable, "RO", { ...corporateSellers.RO, name: "Alfa & Co" })).toEqual({ name: "invalid-characters" })
  })
})

describe("contact details", () => {
  it("a full name, an email and a market phone number are valid", () => {
    expect(validateContactDetails(phoneNumbersTable, "RO", { name: "Ion Popescu", email: "ion@example.ro", phoneNumber: "0712345678" })).toEqual({})
  })
  it("reports each failing field with its key", () => {
    expect(validateContactDetails(phoneNumbersTable, "GR", { name: "Ion", email: "ion@", phoneNumber: "0712345678" })).toEqual({
      name: "invalid-name",
      email: "invalid-email",
      phoneNumber: "invalid-phone"
    })
  })
  it("all three are required", () => {
    expect(validateContactDetails(phoneNumbersTable, "BG", {})).toEqual({
      name: "required-field",
      email: "required-field",
      phoneNumber: "required-field"
    })
  })
})
