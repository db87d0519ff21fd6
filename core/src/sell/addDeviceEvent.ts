import { categoryById } from "../catalog/category.ts"
import type { MarketCode } from "../markets/market.ts"
import type { AddDevice } from "../ports/Analytics.ts"
import type { FunnelState } from "./funnelState.ts"

/**
 * The add-device analytics event for a funnel that has just gained a device (the state addDevice
 * returned): the new device's category and index, with the brand and model of the device described
 * before it, the one whose offer the seller was looking at. Undefined when no device was added
 * after a described one.
 */
export const addDeviceEvent = (market: MarketCode, added: FunnelState): typeof AddDevice.Type | undefined => {
  const itemIndex = added.items.length - 1
  const device = added.items[itemIndex]
  const described = added.items[itemIndex - 1]
  if (device === undefined || described?.brand === undefined || described.model === undefined) return undefined
  return {
    event: "add-device",
    country: market,
    category: categoryById(device.category),
    brand: String(described.brand),
    model: described.model.name,
    itemIndex
  }
}
