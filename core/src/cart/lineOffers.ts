import { AccessoryTypes } from "./accessoryTypes.ts"

/**
 * What a device line offers, as the product page and the cart pages show it: the catalogue rows
 * (product page) and the cart's shapes (upsell page, carousel) go through the same display rules.
 * Only active offers are shown. The rule that a line keeps one service per type is core's
 * (selectExtraService); the grouping here only lays each type out as one choice.
 */

/** Catalogue rows always say whether they are active; the cart's ExtraService does not (its offers are active). */
interface Offer {
  readonly type: string
  readonly isActive?: boolean
}

const isActive = (offer: Offer): boolean => offer.isActive !== false

export interface ServicesOfType<S> {
  readonly type: string
  readonly services: ReadonlyArray<S>
}

/** Active services grouped by type, in first-seen order: one choice per type. */
export const serviceGroups = <S extends Offer>(services: ReadonlyArray<S>): ReadonlyArray<ServicesOfType<S>> => {
  const groups = new Map<string, Array<S>>()
  for (const service of services) {
    if (!isActive(service)) continue
    const group = groups.get(service.type)
    if (group === undefined) groups.set(service.type, [service])
    else group.push(service)
  }
  return [...groups].map(([type, members]) => ({ type, services: members }))
}

/** The new battery offered for the device, if any: the first active BATTERY row. */
export const batteryOffer = <A extends Offer>(accessories: ReadonlyArray<A>): A | undefined =>
  accessories.find((a) => isActive(a) && a.type === AccessoryTypes.battery)

/** A battery belongs to one device and has its own choice; installation and wrapping tax are fees. */
const notOrdinaryTypes: ReadonlySet<string> = new Set([
  AccessoryTypes.battery,
  AccessoryTypes.professionalInstallation,
  AccessoryTypes.wrappingTax
])

/**
 * Cases, chargers, screen protectors...: what the pages offer as accessories. Active only, never
 * the battery, never a fee (a wrapping tax may be marked by its flag alone).
 */
export const isOrdinaryAccessory = (accessory: Offer & { readonly isWrappingTax: boolean }): boolean =>
  isActive(accessory) && !accessory.isWrappingTax && !notOrdinaryTypes.has(accessory.type)
