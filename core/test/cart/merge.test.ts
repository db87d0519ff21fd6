import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { isWrappingTax } from "../../src/cart/accessory.ts"
import type { CartState } from "../../src/cart/cartState.ts"
import { enforceWrappingTax, mergeCarts } from "../../src/cart/merge.ts"
import { cartStateArb, makeAccessory, makeCart, makeLine } from "../support/cartArbitraries.ts"

const cartArb = cartStateArb({ withWrappingTax: true, maxLines: 5, linePool: 6 })
const wrappingTaxes = (cart: CartState) =>
  [...cart.accessoryCart, ...cart.phoneCart.flatMap((l) => l.deviceAccessories)].filter(isWrappingTax)
const battery = (id: number) => makeAccessory({ id, type: "BATTERY", price: 150 })

describe("mergeCarts", () => {
  it("keeps one copy of a line present in both carts, the local one", () => {
    const local = makeCart({ phoneCart: [makeLine({ id: "A", buy_price: 10 })], timestamp: 5 })
    const remote = makeCart({ phoneCart: [makeLine({ id: "A", buy_price: 20 }), makeLine({ id: "B" })], timestamp: 9 })
    const merged = mergeCarts(local, remote)
    expect(merged.phoneCart.map((l) => [l.id, l.buy_price])).toEqual([["A", 10], ["B", 2199.99]])
    expect(merged.timestamp).toBe(9)
  })

  it("keeps batteries once per phone and only for phones in the cart", () => {
    const local = makeCart({ phoneCart: [makeLine({ id: "A", deviceAccessories: [battery(100)] })] })
    const remote = makeCart({
      phoneCart: [makeLine({ id: "A", deviceAccessories: [battery(100)] })],
      batteryCart: [{ phoneId: "A", id: 100, price: 150 }, { phoneId: "GONE", id: 101, price: 150 }]
    })
    expect(mergeCarts(local, remote).batteryCart).toEqual([{ phoneId: "A", id: 100, price: 150 }])
  })

  it("keeps a single wrapping-tax accessory", () => {
    const local = makeCart({ accessoryCart: [makeAccessory({ id: 200, type: "WRAPPING_TAX" })] })
    const remote = makeCart({ accessoryCart: [makeAccessory({ id: 201, isWrappingTax: true })] })
    expect(mergeCarts(local, remote).accessoryCart.map((a) => a.id)).toEqual([200])
  })

  it("removes wrapping-tax items when a tablet or laptop is in the cart", () => {
    for (const model_type of ["tablet", "laptop"] as const) {
      const tablet = makeLine({ id: "T", device: { ...makeLine().device, model_type } })
      const local = makeCart({ accessoryCart: [makeAccessory({ id: 200, type: "WRAPPING_TAX" }), makeAccessory({ id: 5 })] })
      const merged = mergeCarts(local, makeCart({ phoneCart: [tablet] }))
      expect(merged.accessoryCart.map((a) => a.id)).toEqual([5])
    }
  })

  it("is idempotent: merging the result again with either side changes nothing", () => {
    fc.assert(fc.property(cartArb, cartArb, (local, remote) => {
      const merged = mergeCarts(local, remote)
      expect(mergeCarts(merged, merged)).toEqual(merged)
      expect(mergeCarts(merged, remote)).toEqual(merged)
      expect(mergeCarts(merged, local)).toEqual(merged)
    }))
  })

  it("keeps phones unique by id and loses none of either side", () => {
    fc.assert(fc.property(cartArb, cartArb, (local, remote) => {
      const ids = mergeCarts(local, remote).phoneCart.map((l) => l.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(new Set(ids)).toEqual(new Set([...local.phoneCart, ...remote.phoneCart].map((l) => l.id)))
    }))
  })

  it("keeps batteries unique by phoneId and only for present phones", () => {
    fc.assert(fc.property(cartArb, cartArb, (local, remote) => {
      const merged = mergeCarts(local, remote)
      const phones = new Set(merged.phoneCart.map((l) => l.id))
      const batteryPhones = merged.batteryCart.map((b) => b.phoneId)
      expect(new Set(batteryPhones).size).toBe(batteryPhones.length)
      expect(batteryPhones.every((id) => phones.has(id))).toBe(true)
    }))
  })

  it("keeps at most one wrapping-tax item, and none with a tablet or laptop", () => {
    fc.assert(fc.property(cartArb, cartArb, (local, remote) => {
      const merged = mergeCarts(local, remote)
      const bigDevice = merged.phoneCart.some((l) => l.device.model_type === "tablet" || l.device.model_type === "laptop")
      expect(wrappingTaxes(merged).length).toBeLessThanOrEqual(bigDevice ? 0 : 1)
    }))
  })

  it("keeps the local wrapping tax when there is one and no tablet or laptop", () => {
    fc.assert(fc.property(cartArb, cartArb, (local, remote) => {
      const merged = mergeCarts(local, remote)
      const bigDevice = merged.phoneCart.some((l) => l.device.model_type === "tablet" || l.device.model_type === "laptop")
      const localTax = local.accessoryCart.find(isWrappingTax)
      if (!bigDevice && localTax !== undefined) expect(wrappingTaxes(merged)[0]?.id).toBe(localTax.id)
    }))
  })

  it("enforceWrappingTax is a no-op on a cart that already follows the rule", () => {
    fc.assert(fc.property(cartArb, (cart) => {
      const once = enforceWrappingTax(cart)
      expect(enforceWrappingTax(once)).toEqual(once)
    }))
  })
})
