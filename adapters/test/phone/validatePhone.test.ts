import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import { MarketCodes, type MarketCode } from "@shop/core/markets/market"
import { validatePhone } from "@shop/core/validation/phone"
import { libphonenumberPlan } from "../../src/phone/PhoneNumbersLibphonenumber.ts"

/**
 * Core's phone rule (SPEC 5) on Google's numbering plans, as the shop's server and the browser's
 * forms run it. "Old" notes what the hand-written patterns this replaced did with the number.
 */
const keyOf = (market: MarketCode, typed: string) => Option.getOrNull(validatePhone(libphonenumberPlan, market, typed))

const numbers: { readonly [K in MarketCode]: { readonly real: ReadonlyArray<string>; readonly refused: ReadonlyArray<string> } } = {
  RO: {
    real: [
      "0722 123 456", "0744 123 456", "+40 766 123 456", "0040 712 345 678", // mobiles
      "021 234 5678", "+40 264 123 456", "0256 123 456", "0232 123 456", "031 234 5678", // landlines
      "0372 123 456" // a company's location-independent line (universal access number)
    ],
    refused: [
      "+40 390 536 228", "0201 234 567", "0221 234 567", "0702 123 456", "0714 123 456", "0781 234 567", "0794 123 456", // old: accepted, nobody has them
      "0800 123 456", "0900 123 456", "0801 123 456", // toll-free, premium, shared cost
      "0612 345 678", "0722 123 45", "0722 123 4567", "722 123 456", "+40 0722 123 456"
    ]
  },
  BG: {
    real: ["0888 123 456", "0878 123 456", "+359 99 612 3456", "00359 2 987 6543", "02 123 4567", "052 123 456", "056 123 456", "0430 12 345"],
    refused: [
      "040 123 45", // old: accepted, nobody has it
      "0700 12 345", "0800 12 345", "0900 12 345", // shared cost (old: accepted), toll-free, premium
      "0881 234 56", "0888 123 4567", "+359 0888 123 456"
    ]
  },
  HU: {
    real: [
      "06 20 123 4567", "+36 30 123 4567", "0036 70 123 4567", "06 31 123 4567", "06 1 234 5678", "06 62 123 456", "06 22 123 456",
      "06 21 123 4567", "06 38 123 4567" // VoIP and universal access (old: refused, 9 digits after a non-mobile code)
    ],
    refused: [
      "06 21 123 456", // old: accepted, nobody has it
      "06 40 123 456", "06 80 123 456", "06 90 123 456", // toll-free (old: accepted), toll-free, premium (old: accepted)
      "06 10 123 4567", "06 45 123 4567", "06 20 123 456", "+36 06 20 123 4567", "20 123 4567"
    ]
  },
  GR: {
    real: [
      "691 234 5678", "+30 697 123 4567", "0030 699 123 4567", "210 123 4567", "2310 123456", "2810 123456",
      "685 123 4567", "687 123 4567", "941 234 5678" // mobiles (old: refused, not 69)
    ],
    refused: [
      "200 123 4567", // old: accepted, nobody has it
      "680 123 4567", "800 123 4567", "901 123 4567", "701 234 5678", // unallocated, toll-free, premium, personal numbering
      "691 234 567", "0691 234 5678", "+30 0691 234 5678"
    ]
  }
}

describe("phone numbers on the real numbering plans", () => {
  for (const market of MarketCodes) {
    it.each(numbers[market].real)(`${market} takes %s`, (typed) => expect(keyOf(market, typed)).toBeNull())
    it.each(numbers[market].refused)(`${market} refuses %s`, (typed) => expect(keyOf(market, typed)).toBe("invalid-phone"))
  }
})

/** Mobile ranges in use in each market, to generate numbers a person may really have. */
const mobiles: { readonly [K in MarketCode]: fc.Arbitrary<string> } = {
  RO: fc.tuple(fc.constantFrom("72", "73", "74", "75", "76", "77"), fc.stringMatching(/^\d{7}$/)).map(([a, b]) => a + b),
  BG: fc.tuple(fc.constantFrom("87", "88", "89", "98"), fc.stringMatching(/^\d{7}$/)).map(([a, b]) => a + b),
  HU: fc.tuple(fc.constantFrom("20", "30", "31", "50", "70"), fc.stringMatching(/^\d{7}$/)).map(([a, b]) => a + b),
  GR: fc.tuple(fc.constantFrom("69", "94"), fc.stringMatching(/^\d{8}$/)).map(([a, b]) => a + b)
}
const prefixes: { readonly [K in MarketCode]: ReadonlyArray<string> } = {
  RO: ["+40", "0040", "0"],
  BG: ["+359", "00359", "0"],
  HU: ["+36", "0036", "06"],
  GR: ["+30", "0030", ""]
}

describe("phone properties on the real numbering plans", () => {
  for (const market of MarketCodes) {
    it(`${market}: a mobile of a range in use is taken with each prefix and any grouping`, () => {
      fc.assert(fc.property(
        fc.constantFrom(...prefixes[market]),
        mobiles[market],
        fc.constantFrom("", " ", "-", "."),
        (prefix, national, separator) => {
          const grouped = national.replace(/(\d{3})(?=\d)/g, `$1${separator}`)
          expect(keyOf(market, `${prefix} ${grouped}`)).toBeNull()
        }
      ))
    })
    it(`${market}: the same mobile with a digit dropped or added is refused`, () => {
      fc.assert(fc.property(fc.constantFrom(...prefixes[market]), mobiles[market], fc.integer({ min: 0, max: 9 }), (prefix, national, extra) => {
        expect(keyOf(market, prefix + national.slice(0, -1))).toBe("invalid-phone")
        expect(keyOf(market, prefix + national + String(extra))).toBe("invalid-phone")
      }))
    })
  }

  it("any text gives none or invalid-phone or required-field, never a throw", () => {
    fc.assert(fc.property(
      fc.constantFrom(...MarketCodes),
      fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.stringMatching(/^[+0]{0,2}\d{0,20}$/)),
      (market, typed) => {
        expect([null, "invalid-phone", "required-field"]).toContain(keyOf(market, typed))
      }
    ), { numRuns: 1000 })
  })
})
