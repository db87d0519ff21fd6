import { describe, expect, it } from "@effect/vitest"
import { companyEmailOf, emptyPayoutForm, payoutDetailsOf, payoutFormErrors, type PayoutForm } from "../../src/sell/payoutForm.ts"
import { phoneNumbersTable } from "../support/phoneNumbersTable.ts"

const blank: PayoutForm = emptyPayoutForm
const privateSeller: PayoutForm = { ...blank, sellerName: " Ana Pop ", iban: "ro49 aaaa 1b31 0075 9384 0000", county: "Cluj", city: "Cluj-Napoca" }
const company: PayoutForm = {
  ...blank,
  corporate: true,
  paymentType: "card",
  companyName: "Alfa Service S.R.L.",
  fiscalCode: "ro 18547290",
  registrationNumber: "J40/1234/2020",
  phoneNumber: "0712 345 678",
  iban: "RO49AAAA1B31007593840000",
  county: "Cluj",
  city: "Cluj-Napoca"
}

describe("payoutFormErrors", () => {
  it("asks a private seller for name, IBAN and address, by input name", () => {
    expect(payoutFormErrors(phoneNumbersTable, "RO", blank, "a@b.ro")).toEqual({
      sellerName: "required-field",
      iban: "required-field",
      county: "required-field",
      city: "required-field"
    })
    expect(payoutFormErrors(phoneNumbersTable, "RO", privateSeller, "a@b.ro")).toEqual({})
  })

  it("refuses another market's IBAN", () => {
    expect(payoutFormErrors(phoneNumbersTable, "BG", privateSeller, "a@b.ro").iban).toBe("iban-wrong-country")
  })

  it("checks a company's details under the form's own input names", () => {
    const errors = payoutFormErrors(phoneNumbersTable, "RO", { ...blank, corporate: true }, "")
    expect(errors).toMatchObject({ companyName: "required-field", companyEmail: "required-field", fiscalCode: "required-field" })
    expect(errors).not.toHaveProperty("name")
    expect(errors).not.toHaveProperty("sellerName")
  })

  it("takes the seller's email for the company when none is typed", () => {
    expect(companyEmailOf(company, "a@b.ro")).toBe("a@b.ro")
    expect(companyEmailOf({ ...company, companyEmail: "office@alfa.ro" }, "a@b.ro")).toBe("office@alfa.ro")
    expect(payoutFormErrors(phoneNumbersTable, "RO", company, "a@b.ro")).toEqual({})
    expect(payoutFormErrors(phoneNumbersTable, "RO", company, "")).toEqual({ companyEmail: "required-field" })
  })
})

describe("payoutDetailsOf", () => {
  it("sends a private seller's details trimmed, the IBAN compact", () => {
    expect(payoutDetailsOf(privateSeller, false, "ana@example.ro")).toEqual({
      paymentType: "iban",
      iban: "RO49AAAA1B31007593840000",
      sellerName: "Ana Pop",
      cui: null,
      nrc: null,
      address: { county: "Cluj", city: "Cluj-Napoca" },
      isCorporate: false,
      partner: false
    })
  })

  it("makes a company's details the payment details, codes compact (SPEC 6)", () => {
    expect(payoutDetailsOf(company, true, "ana@example.ro")).toEqual({
      paymentType: "card",
      iban: "RO49AAAA1B31007593840000",
      sellerName: "Alfa Service S.R.L.",
      cui: "RO18547290",
      nrc: "J40/1234/2020",
      address: { county: "Cluj", city: "Cluj-Napoca" },
      isCorporate: true,
      partner: true,
      // No email typed for the company: the seller's own, as the validators checked.
      companyEmail: "ana@example.ro",
      companyPhone: "0712 345 678"
    })
  })
})
