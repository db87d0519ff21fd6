import { batteryIndex } from "./batteries.ts"
import type { CartState } from "./cartState.ts"
import { capLinesToStock } from "./devices.ts"
import { STATE_VERSION } from "./expiry.ts"
import { reindexLines } from "./lines.ts"
import { enforceWrappingTax } from "./wrappingTax.ts"

// Moved to wrappingTax.ts; re-exported so existing imports of merge.ts keep working.
export { enforceWrappingTax, excludesWrappingTax } from "./wrappingTax.ts"

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

/**
 * SPEC 4 merge of the local cart with the signed-in user's remote cart. Lines are deduplicated by
 * id and loose accessories by id, the local copy winning, and lines of one product are kept up to its
 * stock (local ones first): line ids are random, so the same unit added on two devices makes two
 * lines. The battery index is rebuilt from the kept lines (so batteries are unique by phoneId and
 * only for present phones); the wrapping-tax rule runs last. Merging a result again with either input
 * changes nothing (idempotent).
 */
export const mergeCarts = (local: CartState, remote: CartState): CartState => {
  const tradeIn = local.tradeIn ?? remote.tradeIn
  const merged = enforceWrappingTax({
    phoneCart: reindexLines(capLinesToStock([...local.phoneCart, ...remote.phoneCart])),
    accessoryCart: uniqueBy([...local.accessoryCart, ...remote.accessoryCart], (a) => a.id),
    batteryCart: [],
    accessories: local.accessories.length > 0 ? local.accessories : remote.accessories,
    timestamp: Math.max(local.timestamp, remote.timestamp),
    expireAt: Math.max(local.expireAt, remote.expireAt),
    stateVersion: STATE_VERSION,
    // One trade-in per cart: this device's, else the other's (it is device-local, so rarely both).
    ...(tradeIn === undefined ? {} : { tradeIn })
  })
  return { ...merged, batteryCart: batteryIndex(merged.phoneCart) }
}
