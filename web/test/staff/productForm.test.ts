import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import { patchOfProductForm } from "../../src/staff/products/productForm.ts"

const fields = { price: "1749", stock: "35", currentPrice: "1749", allowedPreviousPrice: "1989", announce: true }

describe("the staff product form's patch", () => {
  it("ticked with the price kept asks for the reference the page showed; with a new price lets the rule decide", () => {
    expect(patchOfProductForm(fields)).toEqual(Option.some({ price: 1749, stock: 35, previousPrice: 1989 }))
    expect(patchOfProductForm({ ...fields, price: "1700.5" })).toEqual(Option.some({ price: 1700.5, stock: 35 }))
    expect(patchOfProductForm({ ...fields, allowedPreviousPrice: "" })).toEqual(Option.some({ price: 1749, stock: 35 }))
  })

  it("unticked withholds the announcement, whatever the price", () => {
    expect(patchOfProductForm({ ...fields, announce: false })).toEqual(Option.some({ price: 1749, stock: 35, previousPrice: null }))
    expect(patchOfProductForm({ ...fields, price: "1500", announce: false })).toEqual(Option.some({ price: 1500, stock: 35, previousPrice: null }))
  })

  it("refuses figures core would refuse: no price above 0 with 2 decimals at most, no whole stock from 0", () => {
    for (const bad of [{ price: "0" }, { price: "-3" }, { price: "10.005" }, { stock: "-1" }, { stock: "1.5" }]) {
      expect(Option.isNone(patchOfProductForm({ ...fields, ...bad })), JSON.stringify(bad)).toBe(true)
    }
    // Left empty, a figure is not changed.
    expect(patchOfProductForm({ ...fields, price: "", stock: "abc", announce: false })).toEqual(Option.some({ previousPrice: null }))
  })
})
