import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { toMinor } from "../../src/cart/money.ts"
import { MarketCodes } from "../../src/markets/market.ts"
import type { EcommerceItem } from "../../src/ports/Analytics.ts"
import { ecommerceFor } from "../../src/ports/Analytics.ts"
import { priceArb } from "../support/cartArbitraries.ts"

// ecommerceFor lives with the Analytics port; its money rule is the cart's, so its tests live here.

const item = (price: number, quantity: number): EcommerceItem => ({ item_id: "1", item_name: "Phone", price, quantity })

describe("ecommerceFor", () => {
  it.each([
    ["RO", "RON"],
    ["BG", "BGN"],
    ["HU", "HUF"],
    ["GR", "EUR"]
  ] as const)("%s reports the ISO currency %s", (market, currency) => {
    expect(ecommerceFor(market, []).currency).toBe(currency)
  })

  it("values an empty list at 0 and keeps the items as given", () => {
    const items = [item(10, 1)]
    expect(ecommerceFor("RO", []).value).toBe(0)
    expect(ecommerceFor("RO", items).items).toBe(items)
  })

  it("sums price x quantity without float drift", () => {
    expect(ecommerceFor("RO", [item(0.1, 3), item(0.2, 1)]).value).toBe(0.5)
    expect(ecommerceFor("BG", [item(2199.99, 2), item(89, 1)]).value).toBe(4488.98)
  })

  it("rounds each line half away from zero on its decimal value, as the cart does", () => {
    expect(ecommerceFor("RO", [item(1.005, 1)]).value).toBe(1.01)
    expect(ecommerceFor("RO", [item(2.675, 1)]).value).toBe(2.68)
  })

  it("the value in cents is the integer sum of each price in cents times its quantity", () => {
    fc.assert(fc.property(
      fc.constantFrom(...MarketCodes),
      fc.array(fc.tuple(priceArb, fc.integer({ min: 1, max: 5 })), { maxLength: 6 }),
      (market, lines) => {
        const value = ecommerceFor(market, lines.map(([price, quantity]) => item(price, quantity))).value
        expect(toMinor(value)).toBe(lines.reduce((cents, [price, quantity]) => cents + toMinor(price) * quantity, 0))
      }
    ))
  })
})
