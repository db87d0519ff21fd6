import { Effect, Layer, Option } from "effect"
import { TradeInRepository } from "@shop/core/backend/ports/TradeInRepository"
import type { MemoryState } from "./memoryState.ts"

/**
 * TradeInRepository in memory over the shared state (the orders and sell orders it links must be
 * there, as the database's foreign keys ask), one link each way.
 */
export const makeTradeInRepositoryMemory = (state: MemoryState) => {
  const sellOrderOfPurchase = new Map<string, string>()
  const purchaseOfSellOrder = new Map<string, string>()
  return TradeInRepository.of({
    link: (purchaseOrderId: string, sellOrderId: string, _at: number) =>
      Effect.sync(() => {
        if (!state.orders.has(purchaseOrderId) || !state.sellOrders.has(sellOrderId)) return false
        const linkedSale = sellOrderOfPurchase.get(purchaseOrderId)
        const linkedPurchase = purchaseOfSellOrder.get(sellOrderId)
        if (linkedSale === undefined && linkedPurchase === undefined) {
          sellOrderOfPurchase.set(purchaseOrderId, sellOrderId)
          purchaseOfSellOrder.set(sellOrderId, purchaseOrderId)
          return true
        }
        return linkedSale === sellOrderId && linkedPurchase === purchaseOrderId
      }),
    sellOrderOf: (purchaseOrderId: string) => Effect.sync(() => Option.fromNullishOr(sellOrderOfPurchase.get(purchaseOrderId))),
    purchaseOrderOf: (sellOrderId: string) => Effect.sync(() => Option.fromNullishOr(purchaseOfSellOrder.get(sellOrderId)))
  })
}

export const tradeInRepositoryMemoryLayer = (state: MemoryState) => Layer.succeed(TradeInRepository, makeTradeInRepositoryMemory(state))
