import { describe, expect, it } from "@effect/vitest"
import { formatPrice } from "../../src/markets/priceFormat.ts"

// Intl separates thousands with a narrow no-break space in some locales; compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ")

describe("prices carry the market's currency label", () => {
  it.each([
    ["RO", 1999.5, "1.999,50 lei"],
    ["BG", 48.99, "48,99 Lev"],
    ["HU", 189990, "189 990 Ft"],
    ["GR", 1234.5, "1.234,50 euro"]
  ] as const)("%s %d is written %s", (market, amount, written) => {
    expect(plain(formatPrice(market, amount))).toBe(written)
  })

  it("forints are whole", () => {
    expect(plain(formatPrice("HU", 12990.4))).toBe("12 990 Ft")
  })
})
