import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Schema } from "effect"
import { TestClock } from "effect/testing"
import { Accessory } from "../../../src/cart/accessory.ts"
import type { CartState } from "../../../src/cart/cartState.ts"
import { STATE_VERSION } from "../../../src/cart/expiry.ts"
import type { CartRefreshBody } from "../../../src/cart/refresh/body.ts"
import { refreshCart, refreshCartFromApi } from "../../../src/cart/refresh/refreshCart.ts"
import type { CartRefreshResponse } from "../../../src/cart/refresh/response.ts"
import { ShopApi, ShopApiError } from "../../../src/ports/ShopApi.ts"
import { makeAccessory, makeCart, makeLine } from "../../support/cartArbitraries.ts"
import { withCapturedLogs } from "../logCapture.ts"

const battery = makeAccessory({ id: 100, type: "BATTERY", price: 150 })
const cart = makeCart({
  phoneCart: [makeLine({ id: "A", deviceAccessories: [battery] })],
  accessoryCart: [makeAccessory({ id: 5 })],
  accessories: [makeAccessory({ id: 9 })]
})
const naming = { title: "t", modelDisplayName: "m", shortTitle: "s", configSummary: "c" }
const encodedAccessory = (a: Accessory) => Schema.encodeSync(Accessory)(a)
const validAnswer = {
  devices: [{
    legacySellOrderId: 77,
    productId: 1,
    price: 100,
    previousPrice: null,
    selectedExtraServices: [],
    availableExtraServices: [],
    accessories: [encodedAccessory(battery)],
    availableAccessories: [encodedAccessory(battery)],
    availability: 1,
    naming
  }, {
    legacySellOrderId: null,
    productId: 2,
    price: 100,
    previousPrice: null,
    selectedExtraServices: [],
    availableExtraServices: [],
    accessories: [],
    availableAccessories: [],
    availability: 0,
    naming
  }],
  accessories: [{ id: 5, name: "Case", price: 20, isActive: true, type: "CASE", is_wrapping_tax: false }]
}

const shopApi = (cartRefresh: (body: CartRefreshBody) => Effect.Effect<CartRefreshResponse, ShopApiError>) =>
  Layer.succeed(ShopApi)(ShopApi.of({
    cartRefresh,
    relatedAccessories: () => Effect.succeed([]),
    availableShapes: () => Effect.succeed("")
  }))

describe("refreshCart", () => {
  it.effect("applies valid refresh data and reports the devices that left", () =>
    Effect.gen(function*() {
      const outcome = yield* refreshCart(cart, validAnswer)
      expect(outcome.ok).toBe(true)
      if (!outcome.ok) return
      expect(outcome.removedCount).toBe(1)
      expect(outcome.cart.phoneCart.map((l) => [l.id, l.order_id, l.buy_price])).toEqual([["A", 77, 100]])
      expect(outcome.cart.accessoryCart.map((a) => [a.id, a.price])).toEqual([[5, 20]])
      expect(outcome.cart.batteryCart).toEqual([{ phoneId: "A", id: 100, price: 150 }])
      expect(outcome.cart.accessories).toEqual(cart.accessories)
    }))

  it.effect("clears the cart and returns false on invalid refresh data, with a logged warning", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(1_000)
      const { logs, result } = yield* withCapturedLogs(refreshCart(cart, { devices: "nope" }))
      expect(result.ok).toBe(false)
      expect(result.cart.phoneCart).toEqual([])
      expect(result.cart.accessoryCart).toEqual([])
      expect(result.cart.batteryCart).toEqual([])
      expect(result.cart.timestamp).toBe(1_000)
      expect(result.cart.stateVersion).toBe(STATE_VERSION)
      expect(logs.some((l) => l.level === "Warn" && l.text.includes("Invalid cartRefreshData provided"))).toBe(true)
    }))

  it.effect("logs an error processing devices and falls back to no lines, keeping the other parts", () =>
    Effect.gen(function*() {
      const brokenLine = makeLine({ id: "A" })
      Object.defineProperty(brokenLine, "deviceAccessories", {
        get: () => {
          throw new Error("corrupt line")
        }
      })
      const broken: CartState = { ...cart, phoneCart: [brokenLine] }
      const { logs, result } = yield* withCapturedLogs(refreshCart(broken, validAnswer))
      expect(result.ok).toBe(true)
      expect(result.cart.phoneCart).toEqual([])
      expect(result.cart.accessoryCart.map((a) => a.id)).toEqual([5])
      expect(logs.some((l) => l.level === "Error" && l.text.includes("Error processing devices"))).toBe(true)
    }))
})

describe("refreshCartFromApi", () => {
  it.effect("sends the cart's refresh body and applies the answer", () =>
    Effect.gen(function*() {
      let sent: CartRefreshBody | undefined
      const layer = shopApi((body) => {
        sent = body
        return Effect.succeed({ devices: [], accessories: [] })
      })
      const outcome = yield* refreshCartFromApi(cart, "HU").pipe(Effect.provide(layer))
      expect(sent).toEqual({ countryCode: "HU", lines: [{ productId: 1, extraServiceIds: [], accessoryIds: [100] }], accessoryIds: [5] })
      expect(outcome).toMatchObject({ ok: true, removedCount: 0 })
      expect(outcome.cart.phoneCart).toEqual([])
    }))

  it.effect("clears the cart when the answer does not decode", () =>
    Effect.gen(function*() {
      const layer = shopApi(() =>
        Effect.fail(new ShopApiError({ operation: "cartRefresh", reason: "InvalidResponse", message: "bad body" }))
      )
      const outcome = yield* refreshCartFromApi(cart, "RO").pipe(Effect.provide(layer))
      expect(outcome.ok).toBe(false)
      expect(outcome.cart.phoneCart).toEqual([])
    }))

  it.effect("logs and rethrows any other refresh failure", () =>
    Effect.gen(function*() {
      const failure = new ShopApiError({ operation: "cartRefresh", reason: "Status", status: 503, message: "down" })
      const layer = shopApi(() => Effect.fail(failure))
      const { logs, result } = yield* withCapturedLogs(Effect.flip(refreshCartFromApi(cart, "RO").pipe(Effect.provide(layer))))
      expect(result).toBe(failure)
      expect(logs.some((l) => l.level === "Error" && l.text.includes("Cart refresh failed"))).toBe(true)
    }))
})
