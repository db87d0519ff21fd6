import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import { contactLimits, contactTopics, toValidContactMessage, validateContactMessage } from "../../src/contact/contactMessage.ts"

const nameArb = fc.tuple(fc.stringMatching(/^[A-Z][a-zăîșț]{1,12}$/), fc.stringMatching(/^[A-Z][a-zăîșț]{1,12}$/)).map(([a, b]) => `${a} ${b}`)
const validInput = fc.record({
  name: nameArb,
  email: fc.tuple(fc.stringMatching(/^[a-z]{1,10}$/), fc.stringMatching(/^[a-z]{2,10}$/)).map(([u, d]) => `${u}@${d}.bg`),
  topic: fc.constantFrom(...contactTopics),
  orderNumber: fc.option(fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/), { nil: undefined }),
  message: fc.string({ minLength: contactLimits.messageMin, maxLength: 300 }).map((s) => s.replace(/[\u0000-\u001f\u007f]/g, "x"))
    .filter((s) => [...s.trim()].length >= contactLimits.messageMin)
})

describe("contact message validation", () => {
  it("accepts every well-formed message and stores it trimmed, a blank order number as null", () => {
    fc.assert(fc.property(validInput, (input) => {
      expect(validateContactMessage(input)).toEqual({})
      const valid = toValidContactMessage({ ...input, orderNumber: input.orderNumber ?? "  " })
      expect(Option.isSome(valid)).toBe(true)
      if (Option.isSome(valid)) {
        expect(valid.value.orderNumber).toBe(input.orderNumber ?? null)
        expect(valid.value.message).toBe(input.message.trim())
      }
    }))
  })

  it("names each failing field with its key", () => {
    fc.assert(fc.property(validInput, fc.string().filter((t) => !(contactTopics as ReadonlyArray<string>).includes(t.trim()) && t.trim() !== ""), (input, topic) => {
      expect(validateContactMessage({ ...input, topic }).topic).toBe("help-error-topic")
      expect(validateContactMessage({ ...input, message: "x".repeat(contactLimits.messageMax + 1) }).message).toBe("help-error-message-length")
      expect(validateContactMessage({ ...input, orderNumber: "12 34" }).orderNumber).toBe("help-error-order-number")
      expect(validateContactMessage({ ...input, name: "Ana" }).name).toBe("invalid-name")
      expect(validateContactMessage({ ...input, email: "ana" }).email).toBe("invalid-email")
    }))
    expect(validateContactMessage({})).toEqual({
      name: "required-field", email: "required-field", topic: "required-field", message: "required-field"
    })
  })
})
