import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import { MarketCodes } from "../../src/markets/market.ts"
import { PhoneNumbers, phoneNumberKinds } from "../../src/ports/PhoneNumbers.ts"
import { knownPhoneNumbers } from "./knownPhoneNumbers.ts"

/**
 * Contract every PhoneNumbers adapter passes (the libphonenumber adapter, core's table fake): the
 * real plans' answers for the known numbers, and a total, synchronous lookup for anything else.
 */
export const phoneNumbersSuite = (name: string, layer: Layer.Layer<PhoneNumbers>) =>
  describe(`${name} (PhoneNumbers contract)`, () => {
    const plan = () => Effect.runSync(Effect.provide(Effect.service(PhoneNumbers), layer))

    it.each(knownPhoneNumbers)("%s %s is %s", (country, number, kind) => {
      expect(Option.getOrNull(plan().kindOf(country, number))).toBe(kind)
    })

    it("answers none or a known kind for any text, without throwing", () => {
      const texts = ["", "0", "+40722123456", "00", "7".repeat(40), "72212345\u0000", "٧٢٢١٢٣٤٥٦", " 722123456"]
      for (const country of MarketCodes) {
        for (const text of texts) {
          const kind = plan().kindOf(country, text)
          expect(Option.isNone(kind) || phoneNumberKinds.includes(kind.value)).toBe(true)
        }
      }
    })

    it("knows nothing of a trunk prefix or a calling code: those are the rule's (core validatePhone)", () => {
      expect(Option.isNone(plan().kindOf("RO", "0722123456"))).toBe(true)
      expect(Option.isNone(plan().kindOf("RO", "40722123456"))).toBe(true)
      expect(Option.isNone(plan().kindOf("HU", "06201234567"))).toBe(true)
    })
  })
