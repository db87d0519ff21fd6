import { describe, expect, it } from "@effect/vitest"
import { pickupDetailsOf, pickupFormErrors, type PickupForm } from "../../src/sell/pickupForm.ts"

const blank: PickupForm = {
  method: "courier",
  countyId: "",
  county: "",
  localityId: "",
  locality: "",
  postalCode: "",
  street: "",
  number: "",
  details: "",
  pickupDate: "",
  lockerId: "",
  lockerName: ""
}
const courier: PickupForm = {
  ...blank,
  countyId: "12",
  county: "Cluj",
  localityId: "99",
  locality: "Cluj-Napoca",
  street: " Str. Memorandumului ",
  number: "28 ",
  pickupDate: "2030-01-07"
}

describe("pickupFormErrors", () => {
  it("asks the courier address and day, and the postal code where the market needs it", () => {
    expect(pickupFormErrors("RO", blank)).toEqual({
      pickupDate: "pickup-date-required",
      county: "required-field",
      locality: "required-field",
      street: "required-field",
      number: "required-field"
    })
    expect(pickupFormErrors("RO", courier)).toEqual({})
    expect(pickupFormErrors("HU", courier)).toEqual({ postalCode: "required-field" })
  })

  it("asks only the locker for a locker delivery", () => {
    expect(pickupFormErrors("RO", { ...blank, method: "easybox" })).toEqual({ lockerId: "locker-required" })
    expect(pickupFormErrors("RO", { ...blank, method: "easybox", lockerId: "L1" })).toEqual({})
  })
})

describe("pickupDetailsOf", () => {
  it("sends a courier address trimmed, empty optional fields as null", () => {
    expect(pickupDetailsOf(courier)).toEqual({
      deliveryMethod: { name: "courier" },
      address: {
        addressId: null,
        county: "Cluj",
        locality: "Cluj-Napoca",
        postalCode: null,
        street: "Str. Memorandumului",
        number: "28",
        details: null,
        pickupDate: "2030-01-07"
      }
    })
    const greek = pickupDetailsOf({ ...courier, postalCode: " 106   82 ", details: " bell 3 " })
    expect(greek).toMatchObject({ address: { postalCode: "106 82", details: "bell 3" } })
  })

  it("sends only the locker for a locker delivery", () => {
    expect(pickupDetailsOf({ ...courier, method: "easybox", lockerId: "L1" })).toEqual({
      deliveryMethod: { name: "easybox" },
      locker: { lockerId: "L1" }
    })
  })
})
