import { describe, expect, it } from "@effect/vitest"
import { emptyPickupForm, pickupDetailsOf, pickupFormErrors, type PickupForm } from "../../src/sell/pickupForm.ts"

const blank: PickupForm = emptyPickupForm
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

/** A Friday; the courier's day, 2030-01-07, is the Monday after. */
const today = "2030-01-04"

describe("pickupFormErrors", () => {
  it("asks the courier address and day, and the postal code where the market needs it", () => {
    expect(pickupFormErrors("RO", blank, today)).toEqual({
      pickupDate: "pickup-date-required",
      county: "required-field",
      locality: "required-field",
      street: "required-field",
      number: "required-field"
    })
    expect(pickupFormErrors("RO", courier, today)).toEqual({})
    expect(pickupFormErrors("HU", courier, today)).toEqual({ postalCode: "required-field" })
  })

  it("asks again for a kept day that is no longer a pickup day: past, a weekend, too far ahead", () => {
    expect(pickupFormErrors("RO", courier, "2030-01-08")).toEqual({ pickupDate: "pickup-date-required" })
    expect(pickupFormErrors("RO", { ...courier, pickupDate: "2030-01-05" }, today)).toEqual({ pickupDate: "pickup-date-required" })
    expect(pickupFormErrors("RO", { ...courier, pickupDate: "2030-03-04" }, today)).toEqual({ pickupDate: "pickup-date-required" })
  })

  it("asks only the locker for a locker delivery", () => {
    expect(pickupFormErrors("RO", { ...blank, method: "easybox" }, today)).toEqual({ lockerId: "locker-required" })
    expect(pickupFormErrors("RO", { ...blank, method: "easybox", lockerId: "L1" }, today)).toEqual({})
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
