import { describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import * as fc from "fast-check"
import type { CartItem } from "../../../src/cart/cartItem.ts"
import { CartState } from "../../../src/cart/cartState.ts"
import { buildRefreshBody } from "../../../src/cart/refresh/body.ts"
import type { Reconciled } from "../../../src/cart/refresh/reconcile.ts"
import { matchLine, reconcile } from "../../../src/cart/refresh/reconcile.ts"
import { refreshCart } from "../../../src/cart/refresh/refreshCart.ts"
import type { RefreshedDevice } from "../../../src/cart/refresh/response.ts"
import { CartRefreshResponse } from "../../../src/cart/refresh/response.ts"
import { cartStateArb, makeAccessory, makeCart, makeLine } from "../../support/cartArbitraries.ts"
import { refreshAnswerArb, refreshResponseArb } from "./responseArbitraries.ts"

const freshNaming = { title: "iPhone 13 (fresh)", modelDisplayName: "iPhone 13", shortTitle: "i13", configSummary: "128GB" }
const serverDevice = (overrides: Partial<RefreshedDevice> = {}): RefreshedDevice => ({
  legacySellOrderId: 9001,
  productId: 1,
  price: 1999,
  previousPrice: 2299,
  selectedExtraServices: [],
  availableExtraServices: [],
  accessories: [],
  availableAccessories: [],
  availability: 3,
  naming: freshNaming,
  ...overrides
})
const warranty = { id: 1, type: "WARRANTY", key: "w12", price: 99 }
const withWarranty = (id: string): CartItem =>
  makeLine({ id, available_extra_services: [warranty], selected_extra_services: [{ type: "WARRANTY", id: 1 }] })

describe("refresh body", () => {
  it("sends the country, each line's product, service ids and accessory ids, and loose accessory ids", () => {
    const cart = makeCart({
      phoneCart: [{ ...withWarranty("A"), deviceAccessories: [makeAccessory({ id: 3 })] }],
      accessoryCart: [makeAccessory({ id: 5 })]
    })
    expect(buildRefreshBody(cart, "BG")).toEqual({
      countryCode: "BG",
      lines: [{ productId: 1, extraServiceIds: [1], accessoryIds: [3] }],
      accessoryIds: [5]
    })
  })
})

describe("matchLine", () => {
  it("prefers a line of the same product having extra services", () => {
    const plain = makeLine({ id: "plain" })
    const device = serverDevice({ selectedExtraServices: [{ type: "WARRANTY", id: 1 }] })
    expect(matchLine([plain, withWarranty("served")], device)?.id).toBe("served")
  })

  it("then a line of the same product with the same accessory ids", () => {
    const lines = [
      makeLine({ id: "other", deviceAccessories: [makeAccessory({ id: 4 })] }),
      makeLine({ id: "same", deviceAccessories: [makeAccessory({ id: 3 })] })
    ]
    expect(matchLine(lines, serverDevice({ accessories: [makeAccessory({ id: 3 })] }))?.id).toBe("same")
  })

  it("never matches a line of another product", () => {
    expect(matchLine([makeLine({ id: "A", productId: 2 })], serverDevice())).toBeUndefined()
  })
})

describe("reconcile", () => {
  it("gives a matched line the server's order id, price, services, accessories, availability and naming", () => {
    const line = makeLine({ id: "A", origin: "PDP", deviceAccessories: [makeAccessory({ id: 3, origin: "upsell" })] })
    const fresh = makeAccessory({ id: 3, price: 39 })
    const device = serverDevice({
      availableExtraServices: [warranty],
      selectedExtraServices: [{ type: "WARRANTY", id: 1 }],
      accessories: [fresh],
      availableAccessories: [fresh],
      availability: 0
    })
    const { cart, removedCount } = reconcile(makeCart({ phoneCart: [line] }), { devices: [device], accessories: [] })
    expect(removedCount).toBe(0)
    expect(cart.phoneCart[0]).toMatchObject({
      id: "A",
      origin: "PDP",
      order_id: 9001,
      buy_price: 1999,
      buy_previous_price: 2299,
      selected_extra_services: [{ type: "WARRANTY", id: 1 }],
      available_extra_services: [warranty],
      deviceAccessories: [{ id: 3, price: 39, phoneId: "A", origin: "upsell" }],
      availability: 0,
      currentStock: "not-in-stock",
      naming: freshNaming
    })
  })

  it("counts server devices with a null sell order id and drops their line", () => {
    const cart = makeCart({ phoneCart: [makeLine({ id: "A" })] })
    const result = reconcile(cart, { devices: [serverDevice({ legacySellOrderId: null })], accessories: [] })
    expect(result.removedCount).toBe(1)
    expect(result.cart.phoneCart).toEqual([])
  })

  it("keeps only active accessories found in the available list", () => {
    const active = makeAccessory({ id: 3 })
    const inactive = makeAccessory({ id: 4, isActive: false })
    const unlisted = makeAccessory({ id: 6 })
    const device = serverDevice({ accessories: [active, inactive, unlisted], availableAccessories: [active, inactive] })
    const { cart } = reconcile(makeCart({ phoneCart: [makeLine({ id: "A" })] }), { devices: [device], accessories: [] })
    expect(cart.phoneCart[0]?.deviceAccessories.map((a) => a.id)).toEqual([3])
  })

  it("keeps loose accessories the server still lists as active, with its price", () => {
    const cart = makeCart({ accessoryCart: [makeAccessory({ id: 5, price: 10 }), makeAccessory({ id: 6 }), makeAccessory({ id: 7 })] })
    const result = reconcile(cart, {
      devices: [],
      accessories: [makeAccessory({ id: 5, price: 12 }), makeAccessory({ id: 6, isActive: false }), makeAccessory({ id: 8 })]
    })
    expect(result.cart.accessoryCart).toEqual([makeAccessory({ id: 5, price: 12 })])
  })

  it("drops a battery whose phone left the cart", () => {
    const battery = makeAccessory({ id: 100, type: "BATTERY" })
    const cart = makeCart({ phoneCart: [makeLine({ id: "A", deviceAccessories: [battery] })] })
    expect(cart.batteryCart).toHaveLength(1)
    const result = reconcile(cart, { devices: [serverDevice({ legacySellOrderId: null })], accessories: [] })
    expect(result.cart.batteryCart).toEqual([])
  })

  it("keeps the battery of a line that stays, at the server's price", () => {
    const battery = makeAccessory({ id: 100, type: "BATTERY", price: 150 })
    const cart = makeCart({ phoneCart: [makeLine({ id: "A", deviceAccessories: [battery] })] })
    const fresh = { ...battery, price: 170 }
    const device = serverDevice({ accessories: [fresh], availableAccessories: [fresh] })
    expect(reconcile(cart, { devices: [device], accessories: [] }).cart.batteryCart).toEqual([
      { phoneId: "A", id: 100, price: 170 }
    ])
  })

  it("falls back to no lines when the devices part throws, records it, and still applies the other parts", () => {
    const broken = makeLine({ id: "A" })
    Object.defineProperty(broken, "deviceAccessories", {
      get: () => {
        throw new Error("corrupt line")
      }
    })
    const cart = { ...makeCart({ accessoryCart: [makeAccessory({ id: 5, price: 10 })] }), phoneCart: [broken] }
    const result = reconcile(cart, { devices: [serverDevice()], accessories: [makeAccessory({ id: 5, price: 12 })] })
    expect(result.cart.phoneCart).toEqual([])
    expect(result.cart.accessoryCart).toEqual([makeAccessory({ id: 5, price: 12 })])
    expect(result.failures.map((f) => f.part)).toEqual(["devices"])
    expect(reconcile(makeCart(), { devices: [], accessories: [] }).failures).toEqual([])
  })

  it("refreshes two lines of one product independently", () => {
    const cart = makeCart({ phoneCart: [makeLine({ id: "plain" }), withWarranty("served")] })
    const devices = [
      serverDevice({ legacySellOrderId: 1, availableExtraServices: [warranty], selectedExtraServices: [{ type: "WARRANTY", id: 1 }] }),
      serverDevice({ legacySellOrderId: 2 })
    ]
    const refreshed = reconcile(cart, { devices, accessories: [] }).cart.phoneCart
    expect(refreshed.map((l) => [l.id, l.order_id])).toEqual([["plain", 2], ["served", 1]])
  })
})

/** Both ways the refresh rules run: the pure composition, and refreshCart over the encoded answer. */
const runners: ReadonlyArray<readonly [string, (cart: CartState, response: CartRefreshResponse) => Reconciled]> = [
  ["reconcile", reconcile],
  ["refreshCart", (cart, response) => {
    const outcome = Effect.runSync(refreshCart(cart, Schema.encodeSync(CartRefreshResponse)(response)))
    if (!outcome.ok) throw new Error("a valid answer was refused")
    return { cart: outcome.cart, removedCount: outcome.removedCount, failures: [] }
  }]
]

describe.each(runners)("refresh invariants through %s", (_name, run) => {
  const scenario = cartStateArb({ maxLines: 5 }).chain((cart) => fc.tuple(fc.constant(cart), refreshResponseArb(cart)))
  const answeredScenario = cartStateArb({ maxLines: 5 }).chain((cart) =>
    refreshAnswerArb(cart, { everyLineAnswered: true }).map(({ response }) => [cart, response] as const)
  )

  it("never leaves a battery without its phone", () => {
    fc.assert(fc.property(scenario, ([cart, response]) => {
      const after = run(cart, response).cart
      const phones = new Set(after.phoneCart.map((l) => l.id))
      expect(after.batteryCart.every((b) => phones.has(b.phoneId))).toBe(true)
    }))
  })

  it("keeps only active accessories that are in the available list", () => {
    fc.assert(fc.property(scenario, ([cart, response]) => {
      const after = run(cart, response).cart
      for (const line of after.phoneCart) {
        const devices = response.devices.filter((d) => d.legacySellOrderId === line.order_id && d.productId === line.productId)
        for (const accessory of line.deviceAccessories) {
          expect(accessory.isActive).toBe(true)
          expect(devices.some((d) => d.availableAccessories.some((a) => a.id === accessory.id))).toBe(true)
        }
      }
      for (const accessory of after.accessoryCart) {
        expect(accessory.isActive).toBe(true)
        expect(response.accessories.some((a) => a.id === accessory.id && a.isActive)).toBe(true)
      }
    }))
  })

  it("keeps the origin of every line that stays, and adds no line", () => {
    fc.assert(fc.property(scenario, ([cart, response]) => {
      const after = run(cart, response).cart
      for (const line of after.phoneCart) {
        expect(cart.phoneCart.find((l) => l.id === line.id)?.origin).toBe(line.origin)
      }
    }))
  })

  // The answer names no line, so of two lines of one product it cannot say which one a device is for:
  // survival is guaranteed per product, by count, and every line survives when every line is answered.
  it("every line whose own device comes back with a sell order id survives, whatever else the answer holds", () => {
    fc.assert(fc.property(answeredScenario, ([cart, response]) => {
      expect(run(cart, response).cart.phoneCart.map((l) => l.id)).toEqual(cart.phoneCart.map((l) => l.id))
    }))
  })

  it("keeps, per product, as many lines as the answer has devices with a sell order id (at most its lines)", () => {
    fc.assert(fc.property(scenario, ([cart, response]) => {
      const after = run(cart, response).cart
      for (const productId of new Set(cart.phoneCart.map((l) => l.productId))) {
        const lines = cart.phoneCart.filter((l) => l.productId === productId).length
        const sold = response.devices.filter((d) => d.productId === productId && d.legacySellOrderId !== null).length
        expect(after.phoneCart.filter((l) => l.productId === productId).length).toBe(Math.min(lines, sold))
      }
    }))
  })

  it("counts exactly the server devices with a null sell order id", () => {
    fc.assert(fc.property(scenario, ([cart, response]) => {
      expect(run(cart, response).removedCount).toBe(
        response.devices.filter((d) => d.legacySellOrderId === null).length
      )
    }))
  })

  it("always produces a cart that decodes as a CartState", () => {
    const codec = Schema.fromJsonString(CartState)
    fc.assert(fc.property(scenario, ([cart, response]) => {
      const after = run(cart, response).cart
      expect(Schema.decodeUnknownSync(codec)(Schema.encodeSync(codec)(after))).toEqual(after)
    }))
  })
})
