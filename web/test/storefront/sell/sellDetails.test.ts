import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { detailsOfStored, emptyDetails, type SellDetails } from "../../../src/storefront/sell/sellDetails.ts"

const arbText = fc.string({ maxLength: 30 })
const arbDetails: fc.Arbitrary<SellDetails> = fc.record({
  email: arbText,
  payment: fc.record({
    paymentType: fc.constantFrom("card" as const, "iban" as const),
    corporate: fc.boolean(),
    sellerName: arbText,
    iban: arbText,
    county: arbText,
    city: arbText,
    companyName: arbText,
    fiscalCode: arbText,
    registrationNumber: arbText,
    companyEmail: arbText,
    phoneNumber: arbText
  }),
  delivery: fc.record({
    method: fc.constantFrom("courier" as const, "easybox" as const),
    countyId: arbText,
    county: arbText,
    localityId: arbText,
    locality: arbText,
    postalCode: arbText,
    street: arbText,
    number: arbText,
    details: arbText,
    pickupDate: arbText,
    lockerId: arbText,
    lockerName: arbText
  })
})

describe("the sell details kept in the tab", () => {
  it("come back exactly as stored", () => {
    fc.assert(fc.property(arbDetails, (details) => {
      expect(detailsOfStored(JSON.stringify(details))).toEqual(details)
    }))
  })

  it("nothing stored, or anything that is not details, gives the empty forms", () => {
    expect(detailsOfStored(null)).toEqual(emptyDetails)
    for (const text of ["", "{", "null", "[]", "42", '{"email":7}', '{"payment":{"iban":null}}', '{"delivery":{"method":"drone"}}']) {
      expect(detailsOfStored(text), text).toEqual(emptyDetails)
    }
    fc.assert(fc.property(fc.string(), (text) => {
      const details = detailsOfStored(text)
      expect(Object.keys(details.payment).sort()).toEqual(Object.keys(emptyDetails.payment).sort())
    }))
  })

  it("a part stored keeps the rest empty (a field added by a later version)", () => {
    expect(detailsOfStored('{"email":"ana@example.ro","delivery":{"street":"Str. Lungă"}}')).toEqual({
      ...emptyDetails,
      email: "ana@example.ro",
      delivery: { ...emptyDetails.delivery, street: "Str. Lungă" }
    })
  })
})
