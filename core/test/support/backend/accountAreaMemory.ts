import { accountAreaRepositoryMemoryLayer } from "@shop/adapters/memory/backend/AccountAreaRepositoryMemory"
import { accountStoresMemoryLayer } from "@shop/adapters/memory/backend/AccountsMemory"
import { catalogRepositoryMemoryLayer } from "@shop/adapters/memory/backend/CatalogRepositoryMemory"
import { MemoryState } from "@shop/adapters/memory/backend/memoryState"
import { orderRepositoryMemoryLayer } from "@shop/adapters/memory/backend/OrderRepositoryMemory"
import { warrantyClaimRepositoryMemoryLayer } from "@shop/adapters/memory/backend/WarrantyClaimRepositoryMemory"
import { Effect, Layer } from "effect"
import type { PricedOrder } from "../../../src/orders/orderTypes.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { suiteDataset } from "./dataset.ts"
import { pricedOrderOf } from "./orderRepositorySuite.ts"
import { newUser } from "./users.ts"

/** The account area's tests' "now": Monday 2026-11-23 10:00 UTC (12:00 in Bucharest). */
export const monday = Date.UTC(2026, 10, 23, 10)

/** The account area's stores in memory (accounts, orders, the catalogue, returns, warranty claims) over the suite dataset, fresh at each build. */
export const accountAreaMemoryLayer = () =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(suiteDataset)
    return Layer.mergeAll(
      accountAreaRepositoryMemoryLayer(state),
      orderRepositoryMemoryLayer(state),
      catalogRepositoryMemoryLayer(state),
      warrantyClaimRepositoryMemoryLayer
    ).pipe(Layer.provideMerge(accountStoresMemoryLayer))
  }))

/** Ana and Ion, and Ana's RO order of products 104 and 101, made by `adjust` from the plain one. */
export const anasOrder = (adjust: (order: PricedOrder) => PricedOrder = (order) => order) =>
  Effect.gen(function*() {
    const ana = yield* newUser("ana@example.ro")
    const ion = yield* newUser("ion@example.ro")
    const order = yield* (yield* OrderRepository).placeOrder(adjust(pricedOrderOf([104, 101])), "k-1", ana.id)
    return { ana, ion, order }
  })
