import { Effect, Option, Schema } from "effect"
import type { NotFound, RepositoryError } from "../../errors.ts"
import type { MarketCode } from "../../markets/market.ts"
import { FulfilmentState, type OrderFulfilment } from "../../orders/fulfilment.ts"
import { Order } from "../../orders/orderTypes.ts"
import { FulfilmentRepository } from "../ports/FulfilmentRepository.ts"
import type { OrderRepository } from "../ports/OrderRepository.ts"
import { myPurchase, myPurchases } from "./accountArea.ts"
import type { AccountAreaRepository } from "./ports.ts"

/**
 * What the buyer sees of their order's fulfilment in my purchases (issue 18): where it is, the courier's
 * tracking number once shipped, and when each step happened. Not who took it or the staff's notes.
 */
export const BuyerFulfilment = Schema.Struct({
  state: FulfilmentState,
  trackingNumber: Schema.NullOr(Schema.String),
  steps: Schema.Array(Schema.Struct({ state: FulfilmentState, at: Schema.Number }))
})
export type BuyerFulfilment = typeof BuyerFulfilment.Type

export const Purchase = Schema.Struct({ ...Order.fields, fulfilment: BuyerFulfilment })
export type Purchase = typeof Purchase.Type

export const buyerFulfilment = (fulfilment: OrderFulfilment): BuyerFulfilment => ({
  state: fulfilment.state,
  trackingNumber: fulfilment.trackingNumber,
  steps: fulfilment.events.map((event) => ({ state: event.to, at: event.at }))
})

const placed: BuyerFulfilment = { state: "placed", trackingNumber: null, steps: [] }

const withFulfilment = (order: Order) =>
  Effect.gen(function*() {
    const found = yield* (yield* FulfilmentRepository).fulfilmentOf(order.id)
    return { ...order, fulfilment: Option.match(found, { onNone: () => placed, onSome: buyerFulfilment }) } satisfies Purchase
  })

/** The user's orders in the market, newest first, each with its fulfilment. */
export const myPurchasesWithSteps = Effect.fn("Account.myPurchasesWithSteps")(function*(
  userId: string,
  market: MarketCode
): Effect.fn.Return<ReadonlyArray<Purchase>, RepositoryError, AccountAreaRepository | OrderRepository | FulfilmentRepository> {
  const orders = yield* myPurchases(userId, market)
  return yield* Effect.forEach(orders, withFulfilment)
})

/** One of the user's orders with its fulfilment; NotFound for anything else. */
export const myPurchaseWithSteps = Effect.fn("Account.myPurchaseWithSteps")(function*(
  userId: string,
  market: MarketCode,
  orderId: string
): Effect.fn.Return<Purchase, NotFound | RepositoryError, OrderRepository | FulfilmentRepository> {
  return yield* withFulfilment(yield* myPurchase(userId, market, orderId))
})
