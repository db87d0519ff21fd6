import { Effect, Layer, Option } from "effect"
import { openProgress } from "@shop/core/account/afterSales"
import { AccountAreaRepository, type StoredReturn } from "@shop/core/backend/account/ports"
import type { MarketCode } from "@shop/core/markets/market"
import type { MemoryState } from "./memoryState.ts"

/** AccountAreaRepository over a memory backend's orders (and their owners) and sell orders. */
export const makeAccountAreaRepositoryMemory = (state: MemoryState) =>
  Effect.sync(() => {
    const deliveries = state.deliveries
    const returns = state.returns
    return AccountAreaRepository.of({
      orderIdsOf: (userId: string, market: MarketCode) =>
        Effect.sync(() =>
          [...state.orderOwners.entries()]
            .flatMap(([id, owner]) => {
              const order = state.orders.get(id)
              return owner === userId && order !== undefined && order.market === market ? [order] : []
            })
            .sort((a, b) => b.placedAt - a.placedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
            .map((order) => order.id)),
      sellOrderIdsOf: (userId: string, market: MarketCode) =>
        Effect.sync(() =>
          [...state.sellOrders.values()]
            .filter((sale) => sale.payload.serviceDbUserId === userId && sale.payload.countryCode === market)
            .sort((a, b) => b.createdAt - a.createdAt || (a.sellOrderId < b.sellOrderId ? 1 : a.sellOrderId > b.sellOrderId ? -1 : 0))
            .map((sale) => sale.sellOrderId)),
      markDelivered: (orderId, at) =>
        Effect.sync(() => {
          if (!state.orders.has(orderId)) return false
          if (!deliveries.has(orderId)) deliveries.set(orderId, at)
          return true
        }),
      deliveredAt: (orderId) => Effect.sync(() => Option.fromUndefinedOr(deliveries.get(orderId))),
      saveReturn: (request) =>
        Effect.sync(() => {
          const stored: StoredReturn = { ...request, ...openProgress, lines: [...request.lines], id: `00000000-0000-4000-9000-${String(returns.length + 1).padStart(12, "0")}` }
          returns.push(stored)
          return stored
        }),
      returnsOf: (userId) =>
        Effect.sync(() =>
          returns
            .map((request, order) => ({ request, order }))
            .filter(({ request }) => request.userId === userId)
            .sort((a, b) => b.request.createdAt - a.request.createdAt || b.order - a.order)
            .map(({ request }) => request))
    })
  })

export const accountAreaRepositoryMemoryLayer = (state: MemoryState) =>
  Layer.effect(AccountAreaRepository, makeAccountAreaRepositoryMemory(state))
