import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Result } from "effect"
import * as fc from "fast-check"
import { addBattery } from "../../src/cart/batteries.ts"
import { addDevice, addNewDevice, cartLineFromProduct, removeDevice, stockForAdding } from "../../src/cart/devices.ts"
import { OutOfStock } from "../../src/cart/errors.ts"
import { attachAccessory } from "../../src/cart/accessories.ts"
import { cartStateArb, makeAccessory, makeCart, makeLine, makeProduct } from "../support/cartArbitraries.ts"

const line = (id: string) => ({ lineId: id, productUrl: "/magazin/telefoane/apple/iphone-13/" })
const getOrThrow = <A, E>(result: Result.Result<A, E>): A => Result.getOrThrow(result)

describe("addDevice", () => {
  it("adds a line built from the product with origin 'Default' unless told", () => {
    const cart = getOrThrow(addDevice(makeCart(), makeProduct(), line("A")))
    expect(cart.phoneCart).toHaveLength(1)
    expect(cart.phoneCart[0]).toMatchObject({
      id: "A",
      productId: 1,
      order_id: 501,
      buy_price: 2199.99,
      currentStock: "in-stock",
      origin: "Default",
      device: { brand: "Apple", model: "iPhone 13", storage: "128GB", model_type: "smartphone", model_id: 11 }
    })
  })

  it("keeps the origin it was added from", () => {
    const cart = getOrThrow(addDevice(makeCart(), makeProduct(), { ...line("A"), origin: "PDP - Bundle" }))
    expect(cart.phoneCart[0]?.origin).toBe("PDP - Bundle")
  })

  it("refuses a device when the cart holds its stock, with the key sorry-no-stock", () => {
    const product = makeProduct({ stock: 2 })
    const twice = getOrThrow(addDevice(getOrThrow(addDevice(makeCart(), product, line("A"))), product, line("B")))
    const third = addDevice(twice, product, line("C"))
    expect(Result.isFailure(third)).toBe(true)
    if (Result.isFailure(third)) {
      expect(third.failure).toBeInstanceOf(OutOfStock)
      expect(third.failure.key).toBe("sorry-no-stock")
      expect(third.failure.productId).toBe(product.id)
    }
  })

  it("refuses a product with no stock at all", () => {
    expect(Result.isFailure(addDevice(makeCart(), makeProduct({ stock: 0 }), line("A")))).toBe(true)
  })

  it("counts only lines of the same product against its stock", () => {
    const cart = makeCart({ phoneCart: [makeLine({ id: "X", productId: 9 })] })
    expect(Result.isSuccess(addDevice(cart, makeProduct({ id: 1, stock: 1 }), line("A")))).toBe(true)
  })

  it("never lets the lines of a product exceed its stock", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 8 }), (stock, attempts) => {
      const product = makeProduct({ stock })
      let cart = makeCart()
      for (let i = 0; i < attempts; i++) {
        const next = addDevice(cart, product, line(`L${i}`))
        if (Result.isSuccess(next)) cart = next.success
      }
      expect(cart.phoneCart.length).toBe(Math.min(stock, attempts))
      expect(stockForAdding(cart, product)).toBe(cart.phoneCart.length < stock ? "in-stock" : "not-in-stock")
    }))
  })

  it.effect("generates distinct line ids when the same product is added twice", () =>
    Effect.gen(function*() {
      const product = makeProduct({ stock: 5 })
      const once = yield* addNewDevice(makeCart(), product, { productUrl: "/p/" })
      const twice = yield* addNewDevice(once, product, { productUrl: "/p/" })
      expect(new Set(twice.phoneCart.map((l) => l.id)).size).toBe(2)
      const refused = yield* Effect.exit(addNewDevice(twice, makeProduct({ stock: 2 }), { productUrl: "/p/" }))
      expect(Exit.isFailure(refused)).toBe(true)
    }))
})

describe("removeDevice", () => {
  it("removes the line with its attached accessories and its battery", () => {
    const start = makeCart({ phoneCart: [makeLine({ id: "A" }), makeLine({ id: "B" })] })
    const withBattery = getOrThrow(addBattery(start, "A", makeAccessory({ id: 100, type: "BATTERY", price: 199 })))
    const withCase = getOrThrow(attachAccessory(withBattery, "A", makeAccessory({ id: 3 })))
    const cart = removeDevice(withCase, "A")
    expect(cart.phoneCart.map((l) => l.id)).toEqual(["B"])
    expect(cart.batteryCart).toEqual([])
  })

  it("keeps the other lines' accessories pointing at their own line index", () => {
    const b = makeLine({ id: "B", deviceAccessories: [makeAccessory({ id: 3 })] })
    const cart = removeDevice(makeCart({ phoneCart: [makeLine({ id: "A" }), b] }), "A")
    expect(cart.phoneCart[0]?.deviceAccessories[0]).toMatchObject({ phoneId: "B", cartIndex: 0 })
  })

  it("leaves batteries of other lines alone and never leaves one without its phone", () => {
    fc.assert(fc.property(cartStateArb(), fc.nat(), (cart, pick) => {
      const target = cart.phoneCart[pick % Math.max(1, cart.phoneCart.length)]
      const after = target === undefined ? cart : removeDevice(cart, target.id)
      const ids = new Set(after.phoneCart.map((l) => l.id))
      expect(after.batteryCart.every((b) => ids.has(b.phoneId))).toBe(true)
      expect(after.batteryCart.length).toBe(cart.batteryCart.filter((b) => b.phoneId !== target?.id).length)
    }))
  })

  it("builds the line's product URL and image from what it is given", () => {
    const built = cartLineFromProduct(makeProduct(), { lineId: "A", productUrl: "/shop/x/" })
    expect(built.productUrl).toBe("/shop/x/")
    expect(built.productImage).toBe("/images/iphone-13-blue.webp")
  })
})
