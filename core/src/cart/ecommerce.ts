import type { EcommerceItem } from "../ports/Analytics.ts"
import type { Accessory } from "./accessory.ts"
import type { CartItem } from "./cartItem.ts"
import { type ExtraService, extraServicePrice, findOfferedService } from "./extraService.ts"

/**
 * GA4 items of what the shopper adds or removes (addToCart / removeFromCart, SPEC 7): the device
 * first, then each accessory (the battery included) and each chosen extra service as items of their
 * own, so the event's value is what the line costs.
 */
export const accessoryItem = (accessory: Accessory): EcommerceItem => ({
  item_id: `accessory-${accessory.id}`,
  item_name: accessory.name,
  item_category: accessory.type,
  price: accessory.price,
  quantity: 1
})

/** An extra service as an item, priced as the line charges it. */
export const extraServiceItem = (service: ExtraService): EcommerceItem => ({
  item_id: `service-${service.id}`,
  item_name: service.key,
  item_category: service.type,
  price: extraServicePrice(service),
  quantity: 1
})

export const ecommerceItemsOfLine = (line: CartItem): ReadonlyArray<EcommerceItem> => {
  const variant = [line.device.storage, line.device.color, line.device.shape].filter((part) => part !== null && part !== "").join(" ")
  const device: EcommerceItem = {
    item_id: String(line.productId),
    item_name: line.naming.title,
    item_brand: line.device.brand,
    item_category: line.device.model_type,
    ...(variant === "" ? {} : { item_variant: variant }),
    price: line.buy_price,
    quantity: 1
  }
  const services = line.selected_extra_services.flatMap((selected): ReadonlyArray<EcommerceItem> => {
    const offered = findOfferedService(line.available_extra_services, selected)
    return offered === undefined ? [] : [extraServiceItem(offered)]
  })
  return [device, ...line.deviceAccessories.map(accessoryItem), ...services]
}
