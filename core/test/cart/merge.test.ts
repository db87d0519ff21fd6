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

  it("keeps one line of a unique unit added anonymously and on the account, the local one with its battery", () => {
    const local = makeCart({ phoneCart: [makeLine({ id: "anon", productId: 7, availability: 1, deviceAccessories: [battery(100)] })] })
    const remote = makeCart({ phoneCart: [makeLine({ id: "acct", productId: 7, availability: 1, deviceAccessories: [battery(101)] })] })
    const merged = mergeCarts(local, remote)
    expect(merged.phoneCart.map((l) => l.id)).toEqual(["anon"])
    expect(merged.batteryCart).toEqual([{ phoneId: "anon", id: 100, price: 150 }])
  })

  it("keeps as many lines of a product as its stock, local ones first, and re-indexes them", () => {
    const line = (id: string) => makeLine({ id, productId: 7, availability: 2, deviceAccessories: [makeAccessory({ id: 3 })] })
    const merged = mergeCarts(
      makeCart({ phoneCart: [line("a1")] }),
      makeCart({ phoneCart: [makeLine({ id: "other", productId: 8 }), line("r1"), line("r2")] })
    )
    expect(merged.phoneCart.map((l) => l.id)).toEqual(["a1", "other", "r1"])
    expect(merged.phoneCart.map((l) => l.deviceAccessories[0]?.cartIndex ?? null)).toEqual([0, null, 2])
  })

  it("keeps one line of a product last seen with no stock", () => {
    const line = (id: string) => makeLine({ id, productId: 7, availability: 0, currentStock: "not-in-stock" })
    expect(mergeCarts(makeCart({ phoneCart: [line("a")] }), makeCart({ phoneCart: [line("b")] })).phoneCart.map((l) => l.id))
      .toEqual(["a"])
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

  it("keeps phones unique by id, and drops a line only when its product already has its stock of lines", () => {
    fc.assert(fc.property(cartArb, cartArb, (local, remote) => {
      const merged = mergeCarts(local, remote)
      const ids = merged.phoneCart.map((l) => l.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const line of [...local.phoneCart, ...remote.phoneCart]) {
        if (ids.includes(line.id)) continue
        const sameProduct = merged.phoneCart.filter((l) => l.productId === line.productId)
        expect(sameProduct.length).toBe(Math.max(1, sameProduct[0]?.availability ?? 0))
      }
    }))
  })

  it("never holds more lines of a product than its stock (at least one line stays)", () => {
    fc.assert(fc.property(cartArb, cartArb, (local, remote) => {
      const merged = mergeCarts(local, remote)
      for (const line of merged.phoneCart) {
        const sameProduct = merged.phoneCart.filter((l) => l.productId === line.productId)
        expect(sameProduct.length).toBeLessThanOrEqual(Math.max(1, sameProduct[0]?.availability ?? 0))
      }
    }))
  })

  it("keeps lines of a product within stock when both sides agree on it", () => {
    const sameStock = cartArb.map((cart) => ({
      ...cart,
      phoneCart: cart.phoneCart.map((l) => ({ ...l, availability: 1 + (l.productId % 3) }))
    }))
    fc.assert(fc.property(sameStock, sameStock, (local, remote) => {
      const merged = mergeCarts(local, remote)
      for (const line of merged.phoneCart) {
        expect(merged.phoneCart.filter((l) => l.productId === line.productId).length).toBeLessThanOrEqual(line.availability)
      }
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
