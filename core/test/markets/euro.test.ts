import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import fc from "fast-check"
import { euroEquivalent } from "../../src/cart/money.ts"
import { formatEuroEquivalent } from "../../src/markets/euro.ts"
import { MarketCodes } from "../../src/markets/market.ts"

// Intl separates the euro sign (and thousands) with no-break spaces; compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ")

/** "1505,67 €" back to 1505.67: the digits the shopper reads. */
const readBack = (text: string): number => Number(plain(text).replace(/[^\d,]/g, "").replace(",", "."))

describe("the euro equivalent as shoppers read it", () => {
  it("writes Bulgarian prices in euro with the Bulgarian decimal comma and the euro sign", () => {
    expect(Option.map(formatEuroEquivalent("BG", 989), plain)).toEqual(Option.some("505,67 €"))
    expect(Option.map(formatEuroEquivalent("BG", 387), plain)).toEqual(Option.some("197,87 €"))
    expect(Option.map(formatEuroEquivalent("BG", 0), plain)).toEqual(Option.some("0,00 €"))
  })

  it("gives nothing in the markets that show no equivalent (Greece prices in euro already)", () => {
    for (const market of ["RO", "HU", "GR"] as const) expect(formatEuroEquivalent(market, 289)).toEqual(Option.none())
  })

  it("writes exactly core's converted amount, with two decimals, wherever a market shows one", () => {
    fc.assert(
      fc.property(fc.constantFrom(...MarketCodes), fc.integer({ min: 0, max: 10_000_000 }), (market, minor) => {
        const amount = minor / 100
        const text = formatEuroEquivalent(market, amount)
        const euro = euroEquivalent(amount, market)
        expect(Option.isSome(text)).toBe(Option.isSome(euro))
        if (Option.isSome(text) && Option.isSome(euro)) {
          expect(plain(text.value)).toMatch(/^[\d ]+,\d{2} €$/)
          expect(readBack(text.value)).toBe(euro.value)
        }
      })
    )
  })
})
