import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import * as fc from "fast-check"
import { addDevice, removeDevice } from "../../src/cart/devices.ts"
import type { CartLimitations } from "../../src/cart/limits.ts"
import { admitWithinLimits, isWithinLimits, validateLimits } from "../../src/cart/limits.ts"
import { cartStateArb, limitationsArb, makeCart, makeLine, makeProduct } from "../support/cartArbitraries.ts"

const limits: CartLimitations = {
  isActive: true,
  maxCartItems: 3,
  limitedItems: [{ modelName: "iPhone 13", storage: "128GB" }, { modelName: "Galaxy S21", storage: null }],
  maxCartLimitedItems: 1
}
const iphone = (id: string, storage: string | null = "128GB") =>
  makeLine({ id, device: { ...makeLine().device, model: "iPhone 13", storage } })
const galaxy = (id: string, storage: string | null) =>
  makeLine({ id, device: { ...makeLine().device, model: "Galaxy S21", storage } })

describe("validateLimits", () => {
  it("is valid for an empty cart or inactive limits", () => {
    expect(validateLimits(makeCart(), { ...limits, maxCartItems: 0 })._tag).toBe("Valid")
    const many = makeCart({ phoneCart: [iphone("A"), iphone("B"), iphone("C"), iphone("D")] })
    expect(validateLimits(many, { ...limits, isActive: false })._tag).toBe("Valid")
  })

  it("is invalid when the devices exceed maxCartItems", () => {
    const cart = makeCart({ phoneCart: ["A", "B", "C", "D"].map((id) => galaxy(id, `${id}GB`)) })
    expect(validateLimits(cart, limits)).toEqual({ _tag: "TooManyItems", count: 4, max: 3 })
  })

  it("allows exactly maxCartItems devices", () => {
    const cart = makeCart({ phoneCart: ["A", "B", "C"].map((id) => galaxy(id, `${id}GB`)) })
    expect(isWithinLimits(cart, limits)).toBe(true)
  })

  it("is invalid when devices of one limited model and storage exceed maxCartLimitedItems", () => {
    const cart = makeCart({ phoneCart: [iphone("A"), iphone("B")] })
    expect(validateLimits(cart, limits)).toEqual({
      _tag: "TooManyLimitedItems",
      modelName: "iPhone 13",
      storage: "128GB",
      count: 2,
      max: 1
    })
  })

  it("counts the same model with another storage separately", () => {
    expect(isWithinLimits(makeCart({ phoneCart: [iphone("A"), iphone("B", "256GB")] }), limits)).toBe(true)
  })

  it("counts an unknown storage as 'N/A'", () => {
    expect(validateLimits(makeCart({ phoneCart: [galaxy("A", null), galaxy("B", "N/A")] }), limits)._tag)
      .toBe("TooManyLimitedItems")
  })

  it("makes a cart invalid once a device is added beyond maxCartItems", () => {
    fc.assert(fc.property(cartStateArb({ maxLines: 6 }), limitationsArb, (cart, lim) => {
      const active = { ...lim, isActive: true, maxCartItems: cart.phoneCart.length }
      const product = makeProduct({ stock: 99, id: 77 })
      const bigger = Result.getOrThrow(addDevice(cart, product, { lineId: "NEW", productUrl: "/p/" }))
      expect(isWithinLimits(bigger, active)).toBe(false)
    }))
  })

  it("never makes a valid cart invalid by removing a device", () => {
    fc.assert(fc.property(cartStateArb({ maxLines: 6 }), limitationsArb, fc.nat(), (cart, lim, pick) => {
      fc.pre(isWithinLimits(cart, lim))
      const line = cart.phoneCart[pick % Math.max(1, cart.phoneCart.length)]
      fc.pre(line !== undefined)
      expect(isWithinLimits(removeDevice(cart, line!.id), lim)).toBe(true)
    }))
  })
})

describe("admitWithinLimits", () => {
  it("admits exactly the carts validateLimits calls valid, unchanged", () => {
    fc.assert(fc.property(cartStateArb(), limitationsArb, (cart, anyLimits) => {
      const admitted = admitWithinLimits(cart, anyLimits)
      expect(Result.isSuccess(admitted)).toBe(isWithinLimits(cart, anyLimits))
      if (Result.isSuccess(admitted)) expect(admitted.success).toBe(cart)
    }))
  })

  it("names the rule and the cap that refused the cart", () => {
    const tooMany = makeCart({ phoneCart: ["A", "B", "C", "D"].map((id) => galaxy(id, `${id}GB`)) })
    const refused = admitWithinLimits(tooMany, limits)
    expect(Result.isFailure(refused) && [refused.failure.rule, refused.failure.max]).toEqual(["TooManyItems", 3])
    const twoIphones = admitWithinLimits(makeCart({ phoneCart: [iphone("A"), iphone("B")] }), limits)
    expect(Result.isFailure(twoIphones) && [twoIphones.failure.rule, twoIphones.failure.modelName, twoIphones.failure.storage])
      .toEqual(["TooManyLimitedItems", "iPhone 13", "128GB"])
  })
})
