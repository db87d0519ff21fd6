import "server-only"
import { defaultListingQuery, listingFor, serverCartRefresh } from "@shop/core/backend/index"
import type { MarketCode } from "@shop/core/markets/market"
import { Effect } from "effect"
import { fail } from "./stateSupport.ts"

/**
 * The devices the provider states take from the catalogue: the order states (states.ts) and the
 * saved carts of the account states (accountStates.ts) both start from one of these.
 */

/** Smartphones in stock, most expensive first: they come with services and accessories. */
export const phonesInStock = (market: MarketCode) =>
  Effect.map(
    listingFor(market, { ...defaultListingQuery, category: "smartphone", sort: "price-desc", pageSize: 60 }),
    (page) => page.items.filter((p) => p.stock > 0)
  )

/**
 * A device in stock whose refresh (the backend's own cart refresh) offers an active extra service
 * and an active accessory, and whose previous price is known (the contract's example has one).
 */
export const deviceWithExtras = (market: MarketCode) =>
  Effect.gen(function*() {
    for (const product of yield* phonesInStock(market)) {
      if (product.previousPrice === null) continue
      const answer = yield* serverCartRefresh({ countryCode: market, lines: [{ productId: product.id, extraServiceIds: [], accessoryIds: [] }], accessoryIds: [] })
      const device = answer.devices[0]
      const service = device?.availableExtraServices[0]
      const accessories = (device?.availableAccessories ?? []).filter((a) => a.isActive)
      const accessory = accessories[0]
      if (service === undefined || accessory === undefined) continue
      return { product, service, accessory, loose: accessories[1] ?? accessory }
    }
    return yield* fail(`no smartphone in stock in ${market} is offered with an extra service and an accessory`)
  })
