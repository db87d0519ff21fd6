import { Effect, Option } from "effect"
import { notFound, type NotFound, type RepositoryError } from "../../errors.ts"
import type { Order } from "../../orders/orderTypes.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { isPublicId } from "../ports/PublicId.ts"
import { SellOrderRepository } from "../ports/SellOrderRepository.ts"
import type { StoredSellOrder } from "../../sell/sellTypes.ts"
import type { MarketCode } from "../../markets/market.ts"
import { isOwnRecord } from "./ownership.ts"
import { AccountAreaRepository } from "./ports.ts"

/**
 * The account area's reads for a signed-in user (the caller took `userId` from the session). Another
 * user's id, a guest's id, an id of another market and a malformed id all fail with NotFound.
 */

/** The user's orders in the market, newest first (status and payment state on each). */
export const myPurchases = Effect.fn("Account.myPurchases")(function*(
  userId: string,
  market: MarketCode
): Effect.fn.Return<ReadonlyArray<Order>, RepositoryError, AccountAreaRepository | OrderRepository> {
  const ids = yield* (yield* AccountAreaRepository).orderIdsOf(userId, market)
  const orders = yield* OrderRepository
  const found = yield* Effect.forEach(ids, (id) => orders.orderById(id))
  return found.flatMap((order) => Option.isSome(order) && order.value.market === market ? [order.value] : [])
})

/** One of the user's orders; NotFound for anything else. */
export const myPurchase = Effect.fn("Account.myPurchase")(function*(
  userId: string,
  market: MarketCode,
  orderId: string
): Effect.fn.Return<Order, NotFound | RepositoryError, OrderRepository> {
  if (!isPublicId(orderId)) return yield* Effect.fail(notFound("order", orderId))
  const orders = yield* OrderRepository
  const owner = yield* orders.ownerOfOrder(orderId)
  const order = yield* orders.orderById(orderId)
  if (Option.isNone(order) || !isOwnRecord({ owner, market: order.value.market }, userId, market)) {
    return yield* Effect.fail(notFound("order", orderId))
  }
  return order.value
})

/** The user's sell orders in the market, newest first. */
export const mySales = Effect.fn("Account.mySales")(function*(
  userId: string,
  market: MarketCode
): Effect.fn.Return<ReadonlyArray<StoredSellOrder>, RepositoryError, AccountAreaRepository | SellOrderRepository> {
  const ids = yield* (yield* AccountAreaRepository).sellOrderIdsOf(userId, market)
  const sellOrders = yield* SellOrderRepository
  const found = yield* Effect.forEach(ids, (id) => sellOrders.byId(id))
  return found.flatMap((sale) =>
    Option.isSome(sale) && isOwnRecord({ owner: sale.value.payload.serviceDbUserId, market: sale.value.payload.countryCode }, userId, market)
      ? [sale.value]
      : [])
})

/** One of the user's sell orders; NotFound for anything else. */
export const mySale = Effect.fn("Account.mySale")(function*(
  userId: string,
  market: MarketCode,
  sellOrderId: string
): Effect.fn.Return<StoredSellOrder, NotFound | RepositoryError, SellOrderRepository> {
  if (!isPublicId(sellOrderId)) return yield* Effect.fail(notFound("sell order", sellOrderId))
  const sale = yield* (yield* SellOrderRepository).byId(sellOrderId)
  if (Option.isNone(sale) || !isOwnRecord({ owner: sale.value.payload.serviceDbUserId, market: sale.value.payload.countryCode }, userId, market)) {
    return yield* Effect.fail(notFound("sell order", sellOrderId))
  }
  return sale.value
})
