import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect } from "effect"
import type { Accessory } from "../../src/cart/accessory.ts"
import type { RefreshedDevice } from "../../src/cart/refresh/response.ts"
import type { Locale, MarketCode } from "../../src/markets/market.ts"
import { ShopApi } from "../../src/ports/ShopApi.ts"
import { makeAccessory } from "./cartArbitraries.ts"

const caseAccessory = makeAccessory({ id: 31, name: "Silicone case", price: 59.9 })
const battery = makeAccessory({ id: 100, name: "New battery", type: "BATTERY", price: 189 })
const charger = makeAccessory({ id: 41, name: "20W charger", type: "CHARGER", price: 79 })
const naming = {
  title: "iPhone 13 128GB Blue",
  modelDisplayName: "iPhone 13",
  shortTitle: "iPhone 13",
  configSummary: "128GB, Blue"
}

/**
 * The backend data every ShopApi adapter's test double must serve (the memory seed, the Pact
 * interactions): one sellable device, one sold device, one loose accessory, related accessories
 * and shapes for the sellable device, and a product id the backend does not know.
 */
export const shopApiFixture = {
  countryCode: "RO" as MarketCode,
  locale: "ro" as Locale,
  /** The backend's view of product 101: selections are echoed back, filtered to what it offers. */
  device: {
    legacySellOrderId: 5001,
    productId: 101,
    price: 2199.99,
    previousPrice: 2499.99,
    selectedExtraServices: [],
    availableExtraServices: [{ id: 1, type: "WARRANTY", key: "warranty-12", price: 99 }],
    accessories: [],
    availableAccessories: [caseAccessory, battery],
    availability: 2,
    naming
  } satisfies RefreshedDevice,
  /** Product 102 was sold meanwhile: the backend answers with a null sell order id. */
  soldDevice: {
    legacySellOrderId: null,
    productId: 102,
    price: 1500,
    previousPrice: null,
    selectedExtraServices: [],
    availableExtraServices: [],
    accessories: [],
    availableAccessories: [],
    availability: 0,
    naming
  } satisfies RefreshedDevice,
  looseAccessories: [charger] as ReadonlyArray<Accessory>,
  /** The accessories the backend offers with product 101: the refresh's availableAccessories too. */
  relatedAccessories: [caseAccessory, battery] as ReadonlyArray<Accessory>,
  shapes: "excellent,very-good",
  unknownProductId: 999
}

/** Contract every ShopApi adapter passes against a backend serving `shopApiFixture`. */
export const shopApiSuite = (name: string, makeLayer: () => Layer.Layer<ShopApi, never>) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, ShopApi>) => Effect.provide(effect, makeLayer())
    const f = shopApiFixture

    it.effect("refreshes an empty cart to no devices and no accessories", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopApi
        expect(yield* api.cartRefresh({ countryCode: f.countryCode, lines: [], accessoryIds: [] })).toEqual({
          devices: [],
          accessories: []
        })
      })))

    it.effect("prices a sellable device again, echoing its chosen service and accessory", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopApi
        const answer = yield* api.cartRefresh({
          countryCode: f.countryCode,
          lines: [{ productId: f.device.productId, extraServiceIds: [1], accessoryIds: [31] }],
          accessoryIds: []
        })
        expect(answer.devices).toHaveLength(1)
        expect(answer.devices[0]).toMatchObject({
          legacySellOrderId: f.device.legacySellOrderId,
          productId: f.device.productId,
          price: f.device.price,
          availability: f.device.availability,
          naming: f.device.naming,
          selectedExtraServices: [{ type: "WARRANTY", id: 1 }]
        })
        expect(answer.devices[0]?.accessories.map((a) => a.id)).toEqual([31])
        expect(answer.devices[0]?.availableAccessories.map((a) => a.id)).toEqual([31, 100])
      })))

    it.effect("answers a sold device with a null sell order id", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopApi
        const answer = yield* api.cartRefresh({
          countryCode: f.countryCode,
          lines: [{ productId: f.soldDevice.productId, extraServiceIds: [], accessoryIds: [] }],
          accessoryIds: []
        })
        expect(answer.devices.map((d) => [d.productId, d.legacySellOrderId])).toEqual([[f.soldDevice.productId, null]])
      })))

    it.effect("returns the loose accessories asked for", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopApi
        const answer = yield* api.cartRefresh({ countryCode: f.countryCode, lines: [], accessoryIds: [41] })
        expect(answer.accessories.map((a) => [a.id, a.price, a.isActive])).toEqual([[41, 79, true]])
      })))

    it.effect("lists the related accessories of a product, and none for an unknown one", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopApi
        const related = yield* api.relatedAccessories(f.countryCode, [f.device.productId])
        expect(related.map((a) => a.id)).toEqual(f.relatedAccessories.map((a) => a.id))
        expect(yield* api.relatedAccessories(f.countryCode, [f.unknownProductId])).toEqual([])
      })))

    it.effect("gives the shapes string of a product, and an empty string for an unknown one", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopApi
        expect(yield* api.availableShapes(f.locale, f.device.productId)).toBe(f.shapes)
        expect(yield* api.availableShapes(f.locale, f.unknownProductId)).toBe("")
      })))
  })
