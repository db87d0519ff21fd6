import { toCartAccessory, toExtraService } from "@shop/core/catalog/cartShapes"
import type { CatalogAccessory, CatalogExtraService } from "@shop/core/catalog/catalogTypes"
import type { Accessory } from "@shop/core/cart/accessory"
import type { DeviceExtras } from "@shop/core/cart/deviceExtras"
import type { ExtraService } from "@shop/core/cart/extraService"
import { batteryOffer, isOrdinaryAccessory, serviceGroups } from "@shop/core/cart/lineOffers"

/**
 * What the product page offers with a device and what the shopper picked, as plain data: the
 * client widget holds a PurchaseChoice in state and turns it into the cart's shapes here. Imported
 * by client components, so only core files (never an index) are imported, and none that needs
 * `effect` at run time: this is the panel's first load (the running total is purchaseTotal.ts).
 */

/** Cases, chargers, screen protectors...: what the page lists as accessories for the device. */
export const relatedAccessories = (accessories: ReadonlyArray<CatalogAccessory>): ReadonlyArray<CatalogAccessory> =>
  accessories.filter(isOrdinaryAccessory)

/** What the shopper picked on the page. `services` maps a service type to the chosen service id. */
export interface PurchaseChoice {
  readonly battery: boolean
  readonly services: Readonly<Record<string, number>>
  readonly accessoryIds: ReadonlyArray<number>
}

export const emptyChoice: PurchaseChoice = { battery: false, services: {}, accessoryIds: [] }

/** Picks (or, with null, clears) the service of one type. */
export const chooseService = (choice: PurchaseChoice, type: string, serviceId: number | null): PurchaseChoice => {
  const { [type]: _previous, ...others } = choice.services
  return { ...choice, services: serviceId === null ? others : { ...others, [type]: serviceId } }
}

export const toggleAccessory = (choice: PurchaseChoice, accessoryId: number, chosen: boolean): PurchaseChoice => {
  const others = choice.accessoryIds.filter((id) => id !== accessoryId)
  return { ...choice, accessoryIds: chosen ? [...others, accessoryId] : others }
}

/** The offers of one product page: catalogue rows as the page shows them. */
export interface PageOffers {
  readonly accessories: ReadonlyArray<CatalogAccessory>
  readonly extraServices: ReadonlyArray<CatalogExtraService>
}

/** What the new cart line is offered (useCart().addDevice): the page's active offers, in the cart's shapes. */
export interface LineOffers {
  readonly availableExtraServices: ReadonlyArray<ExtraService>
  readonly availableAccessories: ReadonlyArray<Accessory>
}

export const lineOffersOf = (offers: PageOffers): LineOffers => ({
  availableExtraServices: offers.extraServices.filter((s) => s.isActive).map(toExtraService),
  availableAccessories: offers.accessories.filter((a) => a.isActive).map(toCartAccessory)
})

/** The chosen extras in the cart's shapes, ready for useCart().addDevice. */
export interface ChosenExtras extends DeviceExtras {
  readonly services: ReadonlyArray<ExtraService>
  readonly accessories: ReadonlyArray<Accessory>
  readonly battery: Accessory | undefined
}

/**
 * The choice resolved against what the page offers: an id the page does not offer (stale state)
 * is ignored rather than sent to the cart.
 */
export const chosenExtras = (offers: PageOffers, choice: PurchaseChoice): ChosenExtras => {
  const services = serviceGroups(offers.extraServices).flatMap((group) => {
    const id = choice.services[group.type]
    const service = group.services.find((s) => s.id === id)
    return service === undefined ? [] : [toExtraService(service)]
  })
  const related = relatedAccessories(offers.accessories)
  const accessories = related.filter((a) => choice.accessoryIds.includes(a.id)).map(toCartAccessory)
  const battery = choice.battery ? batteryOffer(offers.accessories) : undefined
  return { services, accessories, battery: battery === undefined ? undefined : toCartAccessory(battery) }
}

/** What the cross-sell dialog offers after an add: the related accessories not already chosen. */
export const crossSellOffers = (
  accessories: ReadonlyArray<CatalogAccessory>,
  chosenIds: ReadonlyArray<number>
): ReadonlyArray<CatalogAccessory> => relatedAccessories(accessories).filter((a) => !chosenIds.includes(a.id))
