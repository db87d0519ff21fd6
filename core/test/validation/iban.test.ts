import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import type { MarketCode } from "../../src/markets/market.ts"
import { isIbanChecksumValid, validateIban } from "../../src/validation/index.ts"

const keyOf = (market: MarketCode, iban: string) => Option.getOrNull(validateIban(market, iban))

/** Check digits computed independently of the code under test, with BigInt arithmetic. */
const numeric = (text: string) => [...text].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join("")
const withCheckDigits = (country: string, bban: string): string => {
  const check = 98n - (BigInt(numeric(`${bban}${country}00`)) % 97n)
  return `${country}${check.toString().padStart(2, "0")}${bban}`
}

const chars = (alphabet: string, n: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: n, maxLength: n }).map((cs) => cs.join(""))
const DIGITS = "0123456789"
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

/** National formats from the SWIFT IBAN registry, generated independently of the patterns table. */
const bbans: { readonly [K in MarketCode]: fc.Arbitrary<string> } = {
  RO: fc.tuple(chars(UPPER, 4), chars(UPPER + DIGITS, 16)).map((p) => p.join("")),
  BG: fc.tuple(chars(UPPER, 4), chars(DIGITS, 6), chars(UPPER + DIGITS, 8)).map((p) => p.join("")),
  HU: chars(DIGITS, 24),
  GR: fc.tuple(chars(DIGITS, 7), chars(UPPER + DIGITS, 16)).map((p) => p.join(""))
}
const lengths = { RO: 24, BG: 22, HU: 28, GR: 27 } as const
const markets = ["RO", "BG", "HU", "GR"] as const

describe("IBAN", () => {
  it.each([
    ["RO", "RO49AAAA1B31007593840000"],
    ["RO", "ro49 aaaa 1b31 0075 9384 0000"],
    ["BG", "BG80BNBG96611020345678"],
    ["HU", "HU42117730161111101800000000"],
    ["GR", "GR1601101250000000012300695"]
  ] as const)("%s accepts the registry example %s", (market, iban) => expect(keyOf(market, iban)).toBeNull())

  it("refuses another market's IBAN, because payouts are domestic", () => {
    expect(keyOf("RO", "BG80BNBG96611020345678")).toBe("iban-wrong-country")
    expect(keyOf("GR", "HU42117730161111101800000000")).toBe("iban-wrong-country")
  })
  it.each([
    ["RO", "RO49AAAA1B3100759384000"],
    ["RO", "RO49AAAA1B310075938400001"],
    ["RO", "RO491AAA1B31007593840000"],
    ["HU", "HU42117730161111101800000A00"],
    ["BG", "BG80BNBG9661102034567"],
    ["GR", "GR16011012500000000123006951"],
    ["RO", "RO49AAAA1B31007593840000!"],
    ["RO", "49AAAA1B31007593840000"]
  ] as const)("%s refuses the malformed %s", (market, iban) => expect(keyOf(market, iban)).toBe("invalid-iban"))
  it("refuses a wrong checksum with its own message", () => {
    expect(keyOf("RO", "RO48AAAA1B31007593840000")).toBe("iban-checksum-mismatch")
  })
  it("asks for a missing IBAN", () => expect(keyOf("HU", "")).toBe("required-field"))

  for (const market of markets) {
    it(`${market}: a generated IBAN with computed check digits passes and has the market's length`, () => {
      fc.assert(
        fc.property(bbans[market], (bban) => {
          const iban = withCheckDigits(market, bban)
          return iban.length === lengths[market] && keyOf(market, iban) === null && isIbanChecksumValid(iban)
        })
      )
    })
    it(`${market}: changing any single digit of a valid IBAN fails the checksum`, () => {
      fc.assert(
        fc.property(bbans[market], fc.nat(), fc.integer({ min: 1, max: 9 }), (bban, at, shift) => {
          const iban = withCheckDigits(market, bban)
          const digitPositions = [...iban].flatMap((c, i) => (i >= 2 && /\d/.test(c) ? [i] : []))
          const position = digitPositions[at % digitPositions.length] ?? 2
          const changed = String((Number(iban[position]) + shift) % 10)
          const broken = iban.slice(0, position) + changed + iban.slice(position + 1)
          return keyOf(market, broken) === "iban-checksum-mismatch" && !isIbanChecksumValid(broken)
        })
      )
    })
  }
})
