import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { addTargetFor, carouselAccessories } from "../../src/cart/carousel.ts"
import { accessoryArb, cartStateArb } from "../support/cartArbitraries.ts"

const relatedArb = fc.array(
  accessoryArb({ types: ["CASE", "CHARGER", "BATTERY", "PROFESSIONAL_INSTALLATION", "WRAPPING_TAX", "CABLE"] }),
  { maxLength: 12 }
)

describe("the carousel cart's offer", () => {
  it("offers active ordinary accessories only, each once, in the server's order", () => {
    fc.assert(
      fc.property(relatedArb, (related) => {
        const offered = carouselAccessories(related)
        for (const a of offered) {
          expect(["BATTERY", "PROFESSIONAL_INSTALLATION", "WRAPPING_TAX"]).not.toContain(a.type)
          expect(a.isActive && !a.isWrappingTax).toBe(true)
        }
        expect(new Set(offered.map((a) => a.id)).size).toBe(offered.length)
        // A subsequence of the server's list: same order, same entries.
        let at = 0
        for (const a of offered) {
          while (at < related.length && related[at] !== a) at += 1
          expect(at < related.length).toBe(true)
          at += 1
        }
      })
    )
  })

  it("adds to the first line offering the accessory, else on its own, and never twice", () => {
    fc.assert(
      fc.property(cartStateArb(), fc.integer({ min: 1, max: 20 }), (cart, id) => {
        const target = addTargetFor(cart, id)
        const inCart = cart.accessoryCart.some((a) => a.id === id) ||
          cart.phoneCart.some((l) => l.deviceAccessories.some((a) => a.id === id))
        expect(target._tag === "Added").toBe(inCart)
        if (target._tag === "Line") {
          const first = cart.phoneCart.find((l) => l.deviceAvailableAccessories.some((a) => a.id === id))
          expect(target.lineId).toBe(first?.id)
        }
        if (target._tag === "Loose") {
          expect(cart.phoneCart.some((l) => l.deviceAvailableAccessories.some((a) => a.id === id))).toBe(false)
        }
      })
    )
  })

})
