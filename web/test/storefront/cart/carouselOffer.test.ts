import { describe, expect, it } from "@effect/vitest"
import { accessoryArb, cartStateArb, makeAccessory, makeCart, makeLine } from "@shop/core/test-support/cartArbitraries"
import fc from "fast-check"
import {
  accessoryImagePath,
  addTargetFor,
  carouselAccessories,
  carouselItems,
  carouselKey,
  carouselProductIds
} from "../../../src/storefront/cart/carouselOffer.ts"

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

  it("asks once per product of the cart", () => {
    const cart = makeCart({ phoneCart: [makeLine({ id: "A", productId: 3 }), makeLine({ id: "B", productId: 3 }), makeLine({ id: "C", productId: 5 })] })
    expect(carouselProductIds(cart)).toEqual([3, 5])
  })

  it("fetches again when the set of products changes, not when only their order does", () => {
    const a = makeLine({ id: "A", productId: 3 })
    const b = makeLine({ id: "B", productId: 5 })
    expect(carouselKey(makeCart({ phoneCart: [a, b] }))).toBe("3,5")
    expect(carouselKey(makeCart({ phoneCart: [b, a, { ...a, id: "A2" }] }))).toBe("3,5")
    expect(carouselKey(makeCart({ phoneCart: [a] }))).toBe("3")
    expect(carouselKey(makeCart({ phoneCart: [] }))).toBe("")
  })

  it("never shows the items of an earlier set of products", () => {
    const items = [makeAccessory({ id: 1, type: "CASE" })]
    expect(carouselItems({ _tag: "Loaded", key: "3,5", items }, "3,5")).toEqual(items)
    // A device was removed: its accessories go at once, before the new answer arrives.
    expect(carouselItems({ _tag: "Loaded", key: "3,5", items }, "3")).toEqual([])
    expect(carouselItems({ _tag: "Failed", key: "3" }, "3")).toEqual([])
    expect(carouselItems(null, "3")).toEqual([])
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

  it("shows the accessory type's image", () => {
    expect(accessoryImagePath("SCREEN_PROTECTOR")).toBe("/images/accessories/screen-protector.svg")
    expect(accessoryImagePath(makeAccessory({ type: "CASE" }).type)).toBe("/images/accessories/case.svg")
  })
})
