import { isWrappingTax } from "./accessory.ts"
import { batteryIndex } from "./batteries.ts"
import type { CartState } from "./cartState.ts"
import { STATE_VERSION } from "./expiry.ts"
import { reindexLines } from "./lines.ts"

/** Keeps the first item of each key, in order. */
export const uniqueBy = <A, K>(items: Iterable<A>, key: (item: A) => K): Array<A> => {
  const seen = new Set<K>()
  const kept: Array<A> = []
  for (const item of items) {
    const k = key(item)
    if (!seen.has(k)) {
      seen.add(k)
      kept.push(item)
    }
  }
  return kept
}

/** Tablets and laptops ship in their own box, so the shop charges no wrapping tax with them. */
export const excludesWrappingTax = (cart: CartState): boolean =>
  cart.phoneCart.some((line) => line.device.model_type === "tablet" || line.device.model_type === "laptop")

/**
 * SPEC 4: at most one wrapping-tax accessory in the whole cart (loose ones are looked at first,
 * then each line in order), and none at all when a tablet or laptop is in the cart.
 */
export const enforceWrappingTax = (cart: CartState): CartState => {
  const banned = excludesWrappingTax(cart)
  let kept = false
  const keep = (accessory: Parameters<typeof isWrappingTax>[0]): boolean => {
    if (!isWrappingTax(accessory)) return true
    if (banned || kept) return false
    kept = true
    return true
  }
  const accessoryCart = cart.accessoryCart.filter(keep)
  const phoneCart = cart.phoneCart.map((line) => {
    const deviceAccessories = line.deviceAccessories.filter(keep)
    return deviceAccessories.length === line.deviceAccessories.length ? line : { ...line, deviceAccessories }
  })
  return { ...cart, accessoryCart, phoneCart }
}

/**
 * SPEC 4 merge of the local cart with the signed-in user's remote cart. Lines are deduplicated by
 * id and loose accessories by id, the local copy winning; the battery index is rebuilt from the
 * merged lines (so batteries are unique by phoneId and only for present phones); the wrapping-tax
 * rule runs last. Merging a result again with either input changes nothing (idempotent).
 */
export const mergeCarts = (local: CartState, remote: CartState): CartState => {
  const phoneCart = reindexLines(uniqueBy([...local.phoneCart, ...remote.phoneCart], (line) => line.id))
  const merged = enforceWrappingTax({
    phoneCart,
    accessoryCart: uniqueBy([...local.accessoryCart, ...remote.accessoryCart], (a) => a.id),
    batteryCart: [],
    accessories: local.accessories.length > 0 ? local.accessories : remote.accessories,
    timestamp: Math.max(local.timestamp, remote.timestamp),
    expireAt: Math.max(local.expireAt, remote.expireAt),
    stateVersion: STATE_VERSION
  })
  return { ...merged, batteryCart: batteryIndex(merged.phoneCart) }
}
