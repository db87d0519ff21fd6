import type { Accessory } from "@shop/core/cart/accessory"
import { accessoryItem } from "@shop/core/cart/ecommerce"
import type { MarketCode } from "@shop/core/markets/market"
import { Analytics, ecommerceFor } from "@shop/core/ports/Analytics"
import { Effect } from "effect"
import { clientRuntime } from "../../client/runtime.ts"

/**
 * SPEC 7 `add-accessory`: the shopper attached an accessory to a device from the cross-sell
 * dialog. The cart provider already pushes addToCart for it; this names where it came from.
 * Analytics.push never fails, so running it synchronously cannot break the click.
 */
export const pushAddAccessory = (market: MarketCode, deviceId: number, accessory: Accessory): void =>
  clientRuntime().runSync(Effect.gen(function*() {
    const analytics = yield* Analytics
    yield* analytics.push({ event: "add-accessory", deviceId, ecommerce: ecommerceFor(market, [accessoryItem(accessory)]) })
  }))
