import { Effect, Layer } from "effect"
import type { Accessory } from "@shop/core/cart/accessory"
import type { CartRefreshBody, CartRefreshLine } from "@shop/core/cart/refresh/body"
import type { CartRefreshResponse, RefreshedDevice } from "@shop/core/cart/refresh/response"
import type { Locale, MarketCode } from "@shop/core/markets/market"
import { ShopApi } from "@shop/core/ports/ShopApi"

/** What the in-memory backend knows. Country and locale are ignored: one catalogue for all. */
export interface ShopApiMemorySeed {
  /** The backend's view of each product, selections left empty (they are echoed from the request). */
  readonly devices: ReadonlyArray<RefreshedDevice>
  /** Accessories sold on their own, by id. */
  readonly looseAccessories: ReadonlyArray<Accessory>
  readonly relatedAccessories: ReadonlyMap<number, ReadonlyArray<Accessory>>
  readonly shapes: ReadonlyMap<number, string>
}

export const emptyShopApiSeed: ShopApiMemorySeed = {
  devices: [],
  looseAccessories: [],
  relatedAccessories: new Map(),
  shapes: new Map()
}

/** Echoes the line's choices, keeping only what the backend offers for that product. */
const refreshLine = (seed: ShopApiMemorySeed, line: CartRefreshLine): ReadonlyArray<RefreshedDevice> => {
  const known = seed.devices.find((device) => device.productId === line.productId)
  if (known === undefined) return []
  return [{
    ...known,
    selectedExtraServices: known.availableExtraServices
      .filter((service) => line.extraServiceIds.includes(service.id))
      .map((service) => ({ type: service.type, id: service.id })),
    accessories: known.availableAccessories.filter((accessory) => line.accessoryIds.includes(accessory.id))
  }]
}

const make = (seed: ShopApiMemorySeed) =>
  ShopApi.of({
    cartRefresh: Effect.fn("ShopApi.cartRefresh")(function* (body: CartRefreshBody) {
      const answer: CartRefreshResponse = {
        devices: body.lines.flatMap((line) => refreshLine(seed, line)),
        accessories: seed.looseAccessories.filter((accessory) => body.accessoryIds.includes(accessory.id))
      }
      return answer
    }),
    relatedAccessories: Effect.fn("ShopApi.relatedAccessories")(function* (
      _countryCode: MarketCode,
      productIds: ReadonlyArray<number>
    ) {
      return productIds.flatMap((id) => seed.relatedAccessories.get(id) ?? [])
    }),
    availableShapes: Effect.fn("ShopApi.availableShapes")(function* (_locale: Locale, productId: number) {
      return seed.shapes.get(productId) ?? ""
    })
  })

/** The shop backend calls answered from memory. */
export const ShopApiMemory = {
  layer: Layer.succeed(ShopApi)(make(emptyShopApiSeed)),
  layerSeeded: (seed: ShopApiMemorySeed) => Layer.succeed(ShopApi)(make(seed))
}
