import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { decodeFieldErrors, encodeFieldErrors, invalidFieldsOf } from "../../../src/storefront/account/formErrors.ts"

const known = { reason: "k1", courierAddress: "k2", pickupDate: "k3" } as const
const fieldName = fc.oneof(fc.constantFrom(...Object.keys(known), "constructor", "__proto__", "toString", ""), fc.string({ maxLength: 8 }))

describe("refused fields carried in the query after a server action", () => {
  it("?invalid= yields exactly the form's own field names, whatever else the query holds", () =>
    fc.assert(fc.property(fc.array(fieldName, { maxLength: 6 }), (names) => {
      const read = invalidFieldsOf(names.join(","), known)
      expect([...read].sort()).toEqual([...new Set(names.filter((n) => Object.keys(known).includes(n)))].sort())
    })))

  it("a repeated ?invalid= reads its first value; none reads nothing", () => {
    expect([...invalidFieldsOf(["reason", "pickupDate"], known)]).toEqual(["reason"])
    expect(invalidFieldsOf(undefined, known).size).toBe(0)
  })

  it("field:key pairs survive encode then decode when the fields are known and the keys are validators'", () =>
    fc.assert(fc.property(
      fc.dictionary(fc.constantFrom("corporate.name", "corporate.iban", "corporate.city"), fc.constantFrom("required-field", "invalid-iban", "text-too-long")),
      (fields) => {
        const decoded = decodeFieldErrors(encodeFieldErrors(fields), ["corporate.name", "corporate.iban", "corporate.city"])
        expect(Object.fromEntries(decoded)).toEqual(fields)
      })))
})
