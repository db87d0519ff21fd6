import { describe, expect, it } from "@effect/vitest"
import { cartItemCount, encodeStoredCart, stampCart } from "@shop/core/cart/index"
import { cartStateArb, FIXED_NOW } from "@shop/core/test-support/cartArbitraries"
import fc from "fast-check"
import { storedCartCount } from "../../src/ui/cartCount.ts"

describe("cart badge count", () => {
  it("counts a stored cart with core's cartItemCount", () => {
    fc.assert(
      fc.property(cartStateArb(), (cart) => {
        const stored = stampCart(cart, FIXED_NOW)
        expect(storedCartCount(encodeStoredCart(stored), FIXED_NOW)).toBe(cartItemCount(stored))
      }),
      { numRuns: 50 }
    )
  })

  it("shows 0 for no cart, bad JSON, another shape or an expired cart", () => {
    expect(storedCartCount(null, FIXED_NOW)).toBe(0)
    expect(storedCartCount("{not json", FIXED_NOW)).toBe(0)
    expect(storedCartCount(JSON.stringify({ phoneCart: "x" }), FIXED_NOW)).toBe(0)
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(storedCartCount(text, FIXED_NOW)).toBe(0)
      })
    )
  })

  it("drops an expired cart", () => {
    fc.assert(
      fc.property(cartStateArb(), (cart) => {
        const stored = stampCart(cart, FIXED_NOW)
        expect(storedCartCount(encodeStoredCart(stored), stored.expireAt + 1)).toBe(0)
      }),
      { numRuns: 20 }
    )
  })
})
