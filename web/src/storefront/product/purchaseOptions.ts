import { toCartAccessory, toExtraService } from "@shop/core/backend/catalog/cartShapes"
import type { CatalogAccessory, CatalogExtraService } from "@shop/core/backend/catalog/catalogTypes"
import type { Accessory } from "@shop/core/cart/accessory"
import { AccessoryTypes } from "@shop/core/cart/accessory"
import type { ExtraService } from "@shop/core/cart/extraService"
import { extraServicePrice } from "@shop/core/cart/extraService"
import { sumMoney } from "@shop/core/cart/money"

/**
 * What the product page offers with a device and what the shopper picked, as plain data: the
 * client widget holds a PurchaseChoice in state and turns it into the cart's shapes here. Imported
 * by client components, so only core files (never an index) are imported.
 */

/** Fees and the battery have their own place on the page (or none): they are not "accessories". */
const notRelatedTypes: ReadonlySet<string> = new Set([
  AccessoryTypes.battery,
  AccessoryTypes.professionalInstallation,
  AccessoryTypes.wrappingTax
])

/** Cases, chargers, screen protectors...: what the page lists as accessories for the device. */
export const isRelatedAccessory = (accessory: CatalogAccessory): boolean =>
  accessory.isActive && !accessory.isWrappingTax && !notRelatedTypes.has(accessory.type)

export const relatedAccessories = (accessories: ReadonlyArray<CatalogAccessory>): ReadonlyArray<CatalogAccessory> =>
  accessories.filter(isRelatedAccessory)

/** The new battery offered for the device, if any (the first active BATTERY row). */
export const batteryOffer = (accessories: ReadonlyArray<CatalogAccessory>): CatalogAccessory | undefined =>
  accessories.find((a) => a.isActive && a.type === AccessoryTypes.battery)

export interface ServiceGroup {
  readonly type: string
  readonly services: ReadonlyArray<CatalogExtraService>
}

/**
 * Active services grouped by type, in first-seen order. The cart keeps one service per type (a
 * second warranty extension replaces the first), so the page offers each group as one choice.
 */
export const serviceGroups = (services: ReadonlyArray<CatalogExtraService>): ReadonlyArray<ServiceGroup> => {
  const groups = new Map<string, Array<CatalogExtraService>>()
  for (const service of services) {
    if (!service.isActive) continue
    const group = groups.get(service.type)
    if (group === undefined) groups.set(service.type, [service])
    else group.push(service)
  }
  return [...groups].map(([type, members]) => ({ type, services: members }))
}

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

/** The chosen extras in the cart's shapes, ready for useCart().addDevice. */
export interface ChosenExtras {
  readonly services: ReadonlyArray<ExtraService>
  readonly accessories: ReadonlyArray<Accessory>
  readonly battery: Accessory | undefined
}

/**
 * The choice resolved against what the page offers: an id the page does not offer (stale state)
 * is ignored rather than sent to the cart.
 */
export const chosenExtras = (offers: PageOffers, choice: PurchaseChoice): ChosenExtras => {
  const groups = serviceGroups(offers.extraServices)
  const services = groups.flatMap((group) => {
    const id = choice.services[group.type]
    const service = group.services.find((s) => s.id === id)
    return service === undefined ? [] : [toExtraService(service)]
  })
  const related = relatedAccessories(offers.accessories)
  const accessories = related.filter((a) => choice.accessoryIds.includes(a.id)).map(toCartAccessory)
  const battery = choice.battery ? batteryOffer(offers.accessories) : undefined
  return { services, accessories, battery: battery === undefined ? undefined : toCartAccessory(battery) }
}

/** The running total: device price, chosen services, accessories and battery (SPEC 9 line subtotal). */
export const purchaseTotal = (price: number, extras: ChosenExtras): number =>
  sumMoney([
    price,
    ...extras.services.map(extraServicePrice),
    ...extras.accessories.map((a) => a.price),
    ...(extras.battery === undefined ? [] : [extras.battery.price])
  ])

/** What the cross-sell dialog offers after an add: the related accessories not already chosen. */
export const crossSellOffers = (
  accessories: ReadonlyArray<CatalogAccessory>,
  chosenIds: ReadonlyArray<number>
): ReadonlyArray<CatalogAccessory> => relatedAccessories(accessories).filter((a) => !chosenIds.includes(a.id))
