import { describe, expect, it } from "@effect/vitest"
import { Option, Schema } from "effect"
import { CartFeatureFlags, defaultCartFeatureFlags, sharedCartContext, summarizeCart } from "../../src/cart/context.ts"
import { makeAccessory, makeCart, makeLine } from "../support/cartArbitraries.ts"

const cart = makeCart({
  phoneCart: [makeLine({ buy_price: 195.58, deviceAccessories: [makeAccessory({ id: 100, type: "BATTERY", price: 19.56 })] })]
})

describe("shared cart context", () => {
  it("summarizes count, subtotal and battery label, with a euro line in Bulgaria only", () => {
    expect(summarizeCart(cart, "BG")).toEqual({
      itemCount: 2,
      subtotal: 215.14,
      euroEquivalent: Option.some(110),
      batteryTypeLabel: "Noua"
    })
    expect(Option.isNone(summarizeCart(cart, "RO").euroEquivalent)).toBe(true)
  })

  it("adds the shipping cost to the checkout total", () => {
    const context = sharedCartContext(cart, "BG", 9.99)
    expect(context.checkoutSummary.total).toBe(225.13)
    expect(context.checkoutSummary.totalEuroEquivalent).toEqual(Option.some(115.11))
    expect(context.flags).toEqual(defaultCartFeatureFlags)
  })

  it("decodes the feature flags, every one required", () => {
    expect(Schema.decodeUnknownSync(CartFeatureFlags)({ ...defaultCartFeatureFlags, upsellPage: true }).upsellPage).toBe(true)
    const { console: _console, ...missing } = defaultCartFeatureFlags
    expect(() => Schema.decodeUnknownSync(CartFeatureFlags)(missing)).toThrow()
  })
})
