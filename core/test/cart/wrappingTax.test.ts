import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { addLooseAccessory, attachAccessory } from "../../src/cart/accessories.ts"
import type { Category } from "../../src/catalog/category.ts"
import { addDevice } from "../../src/cart/devices.ts"
import { wrappingTaxesOf } from "../../src/cart/wrappingTax.ts"
import { makeAccessory, makeCart, makeLine, makeProduct } from "../support/cartArbitraries.ts"

const tax = (id: number) => makeAccessory({ id, type: "WRAPPING_TAX", price: 5 })
const lineOf = (id: string, model_type: Category) => makeLine({ id, device: { ...makeLine().device, model_type } })

describe("wrapping tax outside a merge", () => {
  it("adding a tablet or laptop takes every wrapping tax out of the cart", () => {
    for (const category of ["tablet", "laptop"] as const) {
      const cart = makeCart({ phoneCart: [makeLine({ id: "A", deviceAccessories: [tax(200)] })], accessoryCart: [tax(201)] })
      const after = Result.getOrThrow(addDevice(cart, makeProduct({ id: 7, category }), { lineId: "T", productUrl: "/t/" }))
      expect(wrappingTaxesOf(after)).toEqual([])
      expect(after.phoneCart.map((l) => l.id)).toEqual(["A", "T"])
    }
  })

  it("adding a phone keeps the wrapping tax", () => {
    const cart = makeCart({ accessoryCart: [tax(200)] })
    const after = Result.getOrThrow(addDevice(cart, makeProduct({ id: 7 }), { lineId: "P", productUrl: "/p/" }))
    expect(wrappingTaxesOf(after).map((a) => a.id)).toEqual([200])
  })

  it("a wrapping tax added with a tablet or laptop in the cart changes nothing", () => {
    const cart = makeCart({ phoneCart: [lineOf("T", "laptop")] })
    expect(Result.getOrThrow(addLooseAccessory(cart, tax(200)))).toEqual(cart)
    expect(Result.getOrThrow(attachAccessory(cart, "T", tax(200)))).toEqual(cart)
  })

  it("a second wrapping tax changes nothing: the one already there stays", () => {
    const attached = makeCart({ phoneCart: [makeLine({ id: "A", deviceAccessories: [tax(200)] })] })
    expect(Result.getOrThrow(addLooseAccessory(attached, tax(201)))).toEqual(attached)
    const loose = makeCart({ phoneCart: [makeLine({ id: "A" })], accessoryCart: [tax(200)] })
    expect(Result.getOrThrow(attachAccessory(loose, "A", makeAccessory({ id: 201, isWrappingTax: true })))).toEqual(loose)
  })

  it("a first wrapping tax is added like any accessory", () => {
    const cart = makeCart({ phoneCart: [makeLine({ id: "A" })] })
    expect(wrappingTaxesOf(Result.getOrThrow(addLooseAccessory(cart, tax(200)))).map((a) => a.id)).toEqual([200])
    expect(wrappingTaxesOf(Result.getOrThrow(attachAccessory(cart, "A", tax(200)))).map((a) => a.id)).toEqual([200])
  })
})
