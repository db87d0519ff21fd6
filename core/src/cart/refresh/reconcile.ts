import { stockState } from "../../catalog/product.ts"
import type { Accessory } from "../accessory.ts"
import { batteryIndex } from "../batteries.ts"
import type { CartItem } from "../cartItem.ts"
import type { CartState } from "../cartState.ts"
import { findOfferedService } from "../extraService.ts"
import { attachTo, reindexLines } from "../lines.ts"
import { uniqueBy } from "../merge.ts"
import type { CartRefreshResponse, RefreshedDevice } from "./response.ts"

/** SPEC 4 "Cart refresh", as pure functions over the decoded server answer. */

const sameIds = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): boolean => {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...left].every((id) => right.has(id))
}

/**
 * The cart line a server device refreshes, among lines not matched yet: first a line of the same
 * product having extra services (the one with the same service ids preferred), then one of the
 * same product with the same accessory ids, then (our addition, so a line whose accessory was
 * withdrawn is not lost) any line of the same product.
 */
export const matchLine = (candidates: ReadonlyArray<CartItem>, device: RefreshedDevice): CartItem | undefined => {
  const sameProduct = candidates.filter((line) => line.productId === device.productId)
  const serviceIds = device.selectedExtraServices.map((s) => s.id)
  const withServices = serviceIds.length === 0
    ? []
    : sameProduct.filter((line) => line.selected_extra_services.length > 0)
  const accessoryIds = device.accessories.map((a) => a.id)
  return withServices.find((line) => sameIds(line.selected_extra_services.map((s) => s.id), serviceIds)) ??
    withServices[0] ??
    sameProduct.find((line) => sameIds(line.deviceAccessories.map((a) => a.id), accessoryIds)) ??
    sameProduct[0]
}

/** The shopper's analytics origin survives a refresh; the server does not know it. */
const keepOrigin = (fresh: Accessory, previous: Accessory | undefined): Accessory => {
  const origin = previous?.origin ?? fresh.origin
  const { origin: _serverOrigin, cartIndex: _index, ...rest } = fresh
  return origin === undefined ? rest : { ...rest, origin }
}

/** SPEC 4: only active accessories survive, and only those found in the available list. */
export const survivingAccessories = (
  accessories: ReadonlyArray<Accessory>,
  available: ReadonlyArray<Accessory>
): ReadonlyArray<Accessory> =>
  uniqueBy(
    accessories.filter((a) => a.isActive && available.some((offered) => offered.id === a.id)),
    (a) => a.id
  )

/** SPEC 4: a matched line takes the server's order id, price, services, accessories, availability and naming. */
export const refreshLine = (line: CartItem, device: RefreshedDevice, index: number): CartItem => ({
  ...line,
  order_id: device.legacySellOrderId,
  buy_price: device.price,
  buy_previous_price: device.previousPrice,
  selected_extra_services: device.selectedExtraServices.filter(
    (s) => findOfferedService(device.availableExtraServices, s) !== undefined
  ),
  available_extra_services: device.availableExtraServices,
  deviceAccessories: survivingAccessories(device.accessories, device.availableAccessories).map((fresh) =>
    attachTo(keepOrigin(fresh, line.deviceAccessories.find((a) => a.id === fresh.id)), line, index)
  ),
  deviceAvailableAccessories: device.availableAccessories,
  availability: device.availability,
  currentStock: stockState(device.availability),
  naming: device.naming
})

export interface ReconciledDevices {
  readonly lines: ReadonlyArray<CartItem>
  /** Server devices with a null sell order id: the shopper gets a notice that they left the cart. */
  readonly removedCount: number
}

/** Refreshes matched lines in cart order; lines no valid server device matched leave the cart. */
export const reconcileDevices = (
  lines: ReadonlyArray<CartItem>,
  devices: ReadonlyArray<RefreshedDevice>
): ReconciledDevices => {
  const refreshed = new Map<string, RefreshedDevice>()
  let removedCount = 0
  for (const device of devices) {
    if (device.legacySellOrderId === null) {
      removedCount += 1
      continue
    }
    const match = matchLine(lines.filter((line) => !refreshed.has(line.id)), device)
    if (match !== undefined) refreshed.set(match.id, device)
  }
  const kept = lines.flatMap((line) => {
    const device = refreshed.get(line.id)
    return device === undefined ? [] : [{ line, device }]
  })
  return {
    lines: reindexLines(kept.map(({ device, line }, index) => refreshLine(line, device, index))),
    removedCount
  }
}

/** Loose accessories survive when the server still lists them as active; they take its data. */
export const reconcileLooseAccessories = (
  accessoryCart: ReadonlyArray<Accessory>,
  server: ReadonlyArray<Accessory>
): ReadonlyArray<Accessory> =>
  uniqueBy(accessoryCart, (a) => a.id).flatMap((mine) => {
    const fresh = server.find((a) => a.id === mine.id)
    return fresh === undefined || !fresh.isActive ? [] : [{ ...keepOrigin(fresh, mine), phoneId: null }]
  })

/** The three parts of a refresh SPEC 8 guards one by one. */
export type RefreshPart = "devices" | "accessories" | "batteries"

/** A part that threw: it fell back to empty, and refreshCart logs the error. */
export interface RefreshPartFailure {
  readonly part: RefreshPart
  readonly error: unknown
}

export interface Reconciled {
  readonly cart: CartState
  readonly removedCount: number
  /** Empty unless a part threw (corrupt stored data); each failed part is empty in `cart`. */
  readonly failures: ReadonlyArray<RefreshPartFailure>
}

/**
 * The whole refresh, the one composition production runs (refreshCart only decodes before it and logs
 * after it). SPEC 8: an error in one part is recorded and that part falls back to empty, the others
 * still apply. The battery index is rebuilt from the refreshed lines, so a battery stays only while
 * its phone (and the battery) is still there.
 */
export const reconcile = (cart: CartState, response: CartRefreshResponse): Reconciled => {
  const failures: Array<RefreshPartFailure> = []
  const guarded = <A>(part: RefreshPart, compute: () => A, fallback: A): A => {
    try {
      return compute()
    } catch (error) {
      failures.push({ part, error })
      return fallback
    }
  }
  const devices = guarded<ReconciledDevices>(
    "devices",
    () => reconcileDevices(cart.phoneCart, response.devices),
    { lines: [], removedCount: 0 }
  )
  const accessoryCart = guarded("accessories", () => reconcileLooseAccessories(cart.accessoryCart, response.accessories), [])
  const batteryCart = guarded("batteries", () => batteryIndex(devices.lines), [])
  return {
    cart: { ...cart, phoneCart: devices.lines, accessoryCart, batteryCart },
    removedCount: devices.removedCount,
    failures
  }
}
