import { accountAreaRepositoryMemoryLayer } from "@shop/adapters/memory/backend/AccountAreaRepositoryMemory"
import { accountStoresMemoryLayer } from "@shop/adapters/memory/backend/AccountsMemory"
import { catalogRepositoryMemoryLayer } from "@shop/adapters/memory/backend/CatalogRepositoryMemory"
import { MemoryState } from "@shop/adapters/memory/backend/memoryState"
import { orderRepositoryMemoryLayer } from "@shop/adapters/memory/backend/OrderRepositoryMemory"
import { warrantyClaimRepositoryMemoryLayer } from "@shop/adapters/memory/backend/WarrantyClaimRepositoryMemory"
import { fulfilmentRepositoryMemoryLayer } from "@shop/adapters/memory/backend/FulfilmentRepositoryMemory"
import { Clock, Effect, Layer, Option } from "effect"
import { notFound } from "../../../src/errors.ts"
import { FulfilmentRepository } from "../../../src/backend/ports/FulfilmentRepository.ts"
import { AccountAreaRepository } from "../../../src/backend/account/ports.ts"
import type { PricedOrder } from "../../../src/orders/orderTypes.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { suiteDataset } from "./dataset.ts"
import { pricedOrderOf } from "./orderRepositorySuite.ts"
import { newUser } from "./users.ts"

/** The account area's tests' "now": Monday 2026-11-23 10:00 UTC (12:00 in Bucharest). */
export const monday = Date.UTC(2026, 10, 23, 10)

/** The account area's stores in memory (accounts, orders and their fulfilment, the catalogue, returns, warranty claims) over the suite dataset, fresh at each build. */
export const accountAreaMemoryLayer = () =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(suiteDataset)
    return Layer.mergeAll(
      accountAreaRepositoryMemoryLayer(state),
      orderRepositoryMemoryLayer(state),
      fulfilmentRepositoryMemoryLayer(state),
      catalogRepositoryMemoryLayer(state),
      warrantyClaimRepositoryMemoryLayer(state)
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

/**
 * The warehouse takes an order through every step to delivered now (the repository's steps, whatever
 * its payment: the account area's tests are about what follows delivery). NotFound for an unknown order.
 */
export const markOrderDelivered = (orderId: string) =>
  Effect.gen(function*() {
    const repo = yield* FulfilmentRepository
    const orders = yield* OrderRepository
    const order = yield* orders.orderById(orderId)
    if (Option.isNone(order)) return yield* Effect.fail(notFound("order", orderId))
    const at = yield* Clock.currentTimeMillis
    const base = { orderId, paymentState: order.value.paymentState, cancelPayment: false, note: null, actorId: "staff-test", actorName: "Test Warehouse", at }
    yield* repo.transition({ ...base, from: "placed", to: "packed", trackingNumber: null })
    yield* repo.transition({ ...base, from: "packed", to: "shipped", trackingNumber: "TEST-0001" })
    yield* repo.transition({ ...base, from: "shipped", to: "delivered", trackingNumber: null })
    const deliveredAt = yield* (yield* AccountAreaRepository).deliveredAt(orderId)
    return { orderId, deliveredAt: Option.getOrElse(deliveredAt, () => at) }
  })
