import { Clock, Effect, Layer, Option } from "effect"
import type { PriceSpan } from "@shop/core/catalog/omnibus"
import {
  type ProductWrite,
  type StaffProductRecord,
  StaffProductRepository,
  type StaffProductRow,
  type StaffProductSearch
} from "@shop/core/backend/staff/productPorts"
import { dbIdOfText } from "@shop/core/catalog/dbId"
import { MarketCodes } from "@shop/core/markets/market"
import { priceHistoryOf } from "../../seed/priceHistory.ts"
import type { MemoryState } from "./memoryState.ts"

/** The written history after `write` (the adapter's bookkeeping: close the open span, open the new one). */
const historyAfter = (history: ReadonlyArray<PriceSpan>, write: ProductWrite): ReadonlyArray<PriceSpan> =>
  write.priceFrom === null
    ? history
    : [...history.map((s) => (s.until === null ? { ...s, until: write.priceFrom } : s)), { price: write.price, from: write.priceFrom, until: null }]

/**
 * StaffProductRepository over the memory backend's state: a dataset product gets its history
 * (seed/priceHistory.ts) as of the layer's build the first time it is needed, as loading a dataset
 * into the database writes one.
 */
export const makeStaffProductRepositoryMemory = (state: MemoryState, builtAt: number) => {
  const rows = (): ReadonlyArray<StaffProductRow> =>
    MarketCodes.flatMap((market) => state.products(market).map((product) => ({ market, product })))
      .sort((a, b) => a.product.id - b.product.id)
  const historyOf = (row: StaffProductRow): ReadonlyArray<PriceSpan> => {
    const known = state.priceHistory.get(row.product.id)
    if (known !== undefined) return known
    const made = priceHistoryOf(row.product, builtAt)
    state.priceHistory.set(row.product.id, made)
    return made
  }
  const recordOf = (id: number): StaffProductRecord | undefined => {
    const row = rows().find((r) => r.product.id === id)
    return row === undefined ? undefined : { ...row, history: historyOf(row) }
  }
  const matches = (q: string | null) => (row: StaffProductRow): boolean => {
    if (q === null) return true
    if (dbIdOfText(q) === row.product.id) return true
    const needle = q.toLowerCase()
    const p = row.product
    return [p.naming.title, p.modelName, p.brandName, p.legacySku].some((text) => text.toLowerCase().includes(needle))
  }
  return StaffProductRepository.of({
    search: (search: StaffProductSearch) => Effect.sync(() => {
      const found = rows().filter((row) => (search.market === null || row.market === search.market) && matches(search.q)(row))
      return { items: found.slice(search.offset, search.offset + search.limit), total: found.length }
    }),
    byId: (id) => Effect.sync(() => Option.fromNullishOr(recordOf(id))),
    update: (id, decide) => Effect.suspend(() => {
      const before = recordOf(id)
      if (before === undefined) return Effect.succeed(Option.none())
      // decide is pure over the record: nothing else runs between this read and the write below.
      return Effect.map(decide(before), (write) => {
        state.prices.set(id, { price: write.price, previousPrice: write.previousPrice })
        state.stock.set(id, write.stock)
        state.priceHistory.set(id, historyAfter(before.history, write))
        const after = recordOf(id)
        return after === undefined ? Option.none() : Option.some({ before, after })
      })
    })
  })
}

export const staffProductRepositoryMemoryLayer = (state: MemoryState) =>
  Layer.effect(StaffProductRepository, Effect.map(Clock.currentTimeMillis, (now) => makeStaffProductRepositoryMemory(state, now)))
