import type { Accessory } from "../cart/accessory.ts"
import type { ExtraService } from "../cart/extraService.ts"
import type { CatalogAccessory, CatalogExtraService } from "./catalogTypes.ts"

/** Catalogue rows in the shapes the cart speaks (SPEC 3 Accessory and Extra service). */

/** phoneId is null: the cart attaches the accessory to its line itself. */
export const toCartAccessory = (accessory: CatalogAccessory): Accessory => ({
  id: accessory.id,
  name: accessory.name,
  price: accessory.price,
  isActive: accessory.isActive,
  type: accessory.type,
  phoneId: null,
  isWrappingTax: accessory.isWrappingTax
})

export const toExtraService = (service: CatalogExtraService): ExtraService => ({
  id: service.id,
  type: service.type,
  key: service.key,
  price: service.price
})
