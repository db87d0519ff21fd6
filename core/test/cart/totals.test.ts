import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { extraServicePrice } from "../../src/cart/extraService.ts"
import { toMinor } from "../../src/cart/money.ts"
import { cartItemCount, lineItemCount, lineSubtotal, subtotal } from "../../src/cart/totals.ts"
import { cartStateArb, makeAccessory, makeCart, makeLine } from "../support/cartArbitraries.ts"

const line = makeLine({
  id: "A",
  buy_price: 1000.1,
  available_extra_services: [{ id: 1, type: "WARRANTY", key: "w", price: 99.9 }],
  selected_extra_services: [{ type: "WARRANTY", id: 1 }],
  deviceAccessories: [makeAccessory({ id: 3, price: 0.2 }), makeAccessory({ id: 100, type: "BATTERY", price: 199 })]
})
const cart = makeCart({ phoneCart: [line], accessoryCart: [makeAccessory({ id: 5, price: 0.1 })] })

describe("totals", () => {
  it("counts a line as 1 plus its accessories plus its extra services", () => {
    expect(lineItemCount(line)).toBe(4)
  })

  it("counts the cart as its lines plus its loose accessories", () => {
    expect(cartItemCount(cart)).toBe(5)
  })

  it("adds device, service, attached and loose accessory prices without float drift", () => {
    expect(lineSubtotal(line)).toBe(1299.2)
    expect(subtotal(cart)).toBe(1299.3)
  })

  it("leaves the cross-sell list and the battery index out of the subtotal", () => {
    const withExtras = { ...cart, accessories: [makeAccessory({ id: 9, price: 500 })] }
    expect(subtotal(withExtras)).toBe(subtotal(cart))
  })

  it("equals the sum of its parts", () => {
    fc.assert(fc.property(cartStateArb({ withWrappingTax: true }), (c) => {
      const parts = [
        ...c.phoneCart.map((l) => l.buy_price),
        ...c.phoneCart.flatMap((l) =>
          l.selected_extra_services.map((s) => {
            const offered = l.available_extra_services.find((o) => o.id === s.id && o.type === s.type)
            return offered === undefined ? 0 : extraServicePrice(offered)
          })
        ),
        ...c.phoneCart.flatMap((l) => l.deviceAccessories.map((a) => a.price)),
        ...c.accessoryCart.map((a) => a.price)
      ]
      expect(toMinor(subtotal(c))).toBe(parts.reduce((sum, p) => sum + Math.round(p * 100), 0))
      expect(toMinor(subtotal(c))).toBe(
        c.phoneCart.reduce((sum, l) => sum + toMinor(lineSubtotal(l)), 0) +
          c.accessoryCart.reduce((sum, a) => sum + toMinor(a.price), 0)
      )
    }))
  })

  it("counts items as lines' counts plus loose accessories", () => {
    fc.assert(fc.property(cartStateArb(), (c) => {
      expect(cartItemCount(c)).toBe(
        c.phoneCart.length +
          c.phoneCart.reduce((n, l) => n + l.deviceAccessories.length + l.selected_extra_services.length, 0) +
          c.accessoryCart.length
      )
    }))
  })
})
