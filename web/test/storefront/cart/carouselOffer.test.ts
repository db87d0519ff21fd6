import { describe, expect, it } from "@effect/vitest"
import { makeAccessory, makeCart, makeLine } from "@shop/core/test-support/cartArbitraries"
import { accessoryImagePath, carouselItems, carouselKey, carouselProductIds } from "../../../src/storefront/cart/carouselOffer.ts"

describe("what the carousel cart fetches and shows", () => {
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

  it("shows the accessory type's image", () => {
    expect(accessoryImagePath("SCREEN_PROTECTOR")).toBe("/images/accessories/screen-protector-icon.svg")
    expect(accessoryImagePath(makeAccessory({ type: "CASE" }).type)).toBe("/images/accessories/case-icon.svg")
  })
})
