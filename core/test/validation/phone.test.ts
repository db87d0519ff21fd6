import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import { MarketCodes, type MarketCode } from "../../src/markets/market.ts"
import type { PhoneNumberKind, PhoneNumberPlan } from "../../src/ports/PhoneNumbers.ts"
import { acceptedPhoneKinds, compactPhone, nationalNumberOf, validatePhone } from "../../src/validation/index.ts"
import { knownPhoneNumbers } from "../support/knownPhoneNumbers.ts"
import { phoneNumbersTable } from "../support/phoneNumbersTable.ts"

/**
 * The phone rule (SPEC 5) on core's table of known numbers: which written forms lead to a national
 * number, and which kinds of number a form takes. Whether a number exists is the plan's answer; the
 * adapter's tests (adapters/test/phone) run the same rule on Google's data.
 */
const keyOf = (value: string, market: MarketCode, plan: PhoneNumberPlan = phoneNumbersTable) =>
  Option.getOrNull(validatePhone(plan, market, value))

/** The written prefixes of each market: international with + and 00, and the trunk prefix (none in GR). */
const prefixes: { readonly [K in MarketCode]: ReadonlyArray<string> } = {
  RO: ["+40", "0040", "0"],
  BG: ["+359", "00359", "0"],
  HU: ["+36", "0036", "06"],
  GR: ["+30", "0030", ""]
}

/** A plan that knows one number of one kind, to try every kind against the rule. */
const planOf = (kind: PhoneNumberKind): PhoneNumberPlan => ({
  kindOf: (country, number) => (country === "RO" && number === "722123456" ? Option.some(kind) : Option.none())
})

describe("the national number of what was typed", () => {
  it.each([
    ["RO", "0722 123 456", "722123456"],
    ["RO", "+40 722 123 456", "722123456"],
    ["RO", "0040-722-123-456", "722123456"],
    ["RO", "+40 (0) 722 123 456", "722123456"],
    ["RO", "(021) 123.45.67", "211234567"],
    ["BG", "00359 (0) 88 812 3456", "888123456"],
    ["HU", "06-96/123-456", "96123456"],
    ["HU", "+36 20 123 4567", "201234567"],
    ["GR", "691 234 5678", "6912345678"],
    ["GR", "+30 210 123 4567", "2101234567"],
    ["RO", "+40 0722 123 456", "0722123456"],
    ["RO", "722 123 456", undefined],
    ["RO", "+359 88 812 3456", undefined],
    ["HU", "+36 (0) 20 123 4567", "0201234567"],
    ["HU", "20 123 4567", undefined],
    ["RO", "0712a45678", undefined],
    ["GR", "+40 691 234 5678", undefined]
  ] as const)("%s: %s -> %s", (market, typed, national) => {
    expect(nationalNumberOf(market, typed)).toBe(national)
  })

  it("drops the trunk marker from the compact form that gets stored", () => {
    expect(compactPhone("+40 (0) 722 123 456")).toBe("+40722123456")
    expect(compactPhone("00359 (0) 88 812 3456")).toBe("00359888123456")
    expect(compactPhone("+36 (0) 20 123 4567")).toBe("+360201234567")
  })
})

describe("validatePhone", () => {
  it("takes mobiles and landlines (fixed line, VoIP, a company's universal access number), nothing else", () => {
    const accepted = ["mobile", "fixed-line", "fixed-line-or-mobile", "voip", "uan"]
    for (const kind of ["mobile", "fixed-line", "fixed-line-or-mobile", "voip", "uan", "toll-free", "premium-rate", "shared-cost", "personal-number", "pager", "voicemail"] as const) {
      expect([kind, keyOf("0722 123 456", "RO", planOf(kind))]).toEqual([kind, accepted.includes(kind) ? null : "invalid-phone"])
    }
    expect([...acceptedPhoneKinds].sort()).toEqual([...accepted].sort())
  })

  it("refuses a number the plan does not know, whatever its shape (issue 17: +40 390 536 228)", () => {
    expect(keyOf("+40 390 536 228", "RO")).toBe("invalid-phone")
    expect(keyOf("0390 536 228", "RO")).toBe("invalid-phone")
  })

  it("asks for a missing value", () => {
    for (const market of MarketCodes) expect(keyOf("  ", market)).toBe("required-field")
  })

  it("refuses the trunk 0 after the calling code, another country's number, and a number with no prefix", () => {
    expect(keyOf("+40 0722 123 456", "RO")).toBe("invalid-phone")
    expect(keyOf("+359 88 812 3456", "RO")).toBe("invalid-phone")
    expect(keyOf("722 123 456", "RO")).toBe("invalid-phone")
    expect(keyOf("06 30 123 4567", "GR")).toBe("invalid-phone")
  })

  it.each([
    ["RO", "+40 (0) 722 123 456", null],
    ["RO", "0040 (0) 722 123 456", null],
    ["RO", "+40(0)21 234 5678", null],
    ["RO", "+40 (1) 722 123 456", "invalid-phone"],
    ["RO", "+40 (0) 0722 123 456", "invalid-phone"],
    ["RO", "0722 (0) 123 456", "invalid-phone"],
    ["BG", "+359 (0) 88 812 3456", null],
    ["BG", "00359 (0) 2 987 6543", null],
    ["HU", "+36 (0) 20 123 4567", "invalid-phone"],
    ["GR", "+30 (0) 691 234 5678", "invalid-phone"]
  ] as const)("the (0) trunk marker: %s %s -> %s", (market, value, key) => {
    expect(keyOf(value, market)).toBe(key)
  })

  /** A known number written with one of the market's prefixes, and separators between its digit groups. */
  const written = (market: MarketCode, national: string) =>
    fc.tuple(
      fc.constantFrom(...prefixes[market]),
      fc.array(fc.constantFrom("", " ", "-", ".", "/"), { minLength: national.length, maxLength: national.length })
    ).map(([prefix, separators]) => `${prefix} ${[...national].map((digit, i) => (i > 0 && i % 3 === 0 ? separators[i] : "") + digit).join("")}`)

  it("answers as the plan does for every known number, in every written form (property)", () => {
    fc.assert(fc.property(
      fc.constantFrom(...knownPhoneNumbers.filter(([, national]) => /^\d+$/.test(national))).chain(([market, national, kind]) =>
        written(market, national).map((text) => [market, text, kind] as const)
      ),
      ([market, text, kind]) => {
        expect(keyOf(text, market)).toBe(kind !== null && acceptedPhoneKinds.has(kind) ? null : "invalid-phone")
      }
    ))
  })
})
