import { describe, expect, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import * as fc from "fast-check"
import { Accessory, isHiddenFromFlatList, isWrappingTax } from "../../src/cart/accessory.ts"
import { CartItem } from "../../src/cart/cartItem.ts"
import { CartState } from "../../src/cart/cartState.ts"
import { extraServicePrice } from "../../src/cart/extraService.ts"
import { cartStateArb, makeAccessory, makeLine } from "../support/cartArbitraries.ts"

const decodeAccessory = Schema.decodeUnknownSync(Accessory)
const rawAccessory = { id: 7, name: "Gift wrap", price: 5, isActive: true, type: "FEE" }

describe("cart schemas", () => {
  it("accepts the wrapping-tax flag spelled isWrappingTax", () => {
    expect(decodeAccessory({ ...rawAccessory, isWrappingTax: true }).isWrappingTax).toBe(true)
  })

  it("accepts the wrapping-tax flag spelled is_wrapping_tax and writes it back as isWrappingTax", () => {
    const decoded = decodeAccessory({ ...rawAccessory, is_wrapping_tax: true })
    expect(decoded.isWrappingTax).toBe(true)
    const encoded = Schema.encodeSync(Accessory)(decoded)
    expect(encoded).toMatchObject({ isWrappingTax: true })
    expect("is_wrapping_tax" in encoded).toBe(false)
  })

  it("reads an accessory without flag or phoneId as a loose, ordinary accessory", () => {
    expect(decodeAccessory(rawAccessory)).toMatchObject({ isWrappingTax: false, phoneId: null })
  })

  it("treats the WRAPPING_TAX type as a wrapping tax even without the flag", () => {
    expect(isWrappingTax(makeAccessory({ type: "WRAPPING_TAX" }))).toBe(true)
    expect(isWrappingTax(makeAccessory({ type: "CASE" }))).toBe(false)
  })

  it("hides professional installation and wrapping tax from the flat list, nothing else", () => {
    expect(isHiddenFromFlatList(makeAccessory({ type: "PROFESSIONAL_INSTALLATION" }))).toBe(true)
    expect(isHiddenFromFlatList(makeAccessory({ isWrappingTax: true }))).toBe(true)
    expect(isHiddenFromFlatList(makeAccessory({ type: "BATTERY" }))).toBe(false)
  })

  it("defaults a cart item's origin to 'Default'", () => {
    const { origin: _origin, ...withoutOrigin } = Schema.encodeSync(CartItem)(makeLine({ origin: "PDP" }))
    expect(Schema.decodeUnknownSync(CartItem)(withoutOrigin).origin).toBe("Default")
  })

  it("refuses an origin outside Default, PDP and PDP - Bundle", () => {
    const raw = { ...Schema.encodeSync(CartItem)(makeLine()), origin: "Homepage" }
    expect(Result.isFailure(Schema.decodeUnknownResult(CartItem)(raw))).toBe(true)
  })

  it("prices an extra service by price, else buyPrice", () => {
    expect(extraServicePrice({ id: 1, type: "WARRANTY", key: "w", price: 10, buyPrice: 20 })).toBe(10)
    expect(extraServicePrice({ id: 1, type: "WARRANTY", key: "w", buyPrice: 20 })).toBe(20)
  })

  it("reads a numeric state version 1.04 as the string '1.04'", () => {
    const raw = { ...Schema.encodeSync(CartState)(makeCartLike()), stateVersion: 1.04 }
    expect(Schema.decodeUnknownSync(CartState)(raw).stateVersion).toBe("1.04")
  })

  it("round-trips every generated cart through its JSON encoding", () => {
    const codec = Schema.fromJsonString(CartState)
    fc.assert(fc.property(cartStateArb({ withWrappingTax: true }), (cart) => {
      expect(Schema.decodeUnknownSync(codec)(Schema.encodeSync(codec)(cart))).toEqual(cart)
    }))
  })
})

const makeCartLike = () => ({
  phoneCart: [],
  accessoryCart: [],
  batteryCart: [],
  accessories: [],
  timestamp: 0,
  expireAt: 1,
  stateVersion: "1.04"
})
