import { Clock, Effect, Option, Schema } from "effect"
import { returnableLines, isAcceptableReturn } from "../../account/returns.ts"
import { isClaimAddress, problemMaxLength } from "../../account/warranties.ts"
import { returnWindowEndsAt } from "../../account/returnsAndWarranty.ts"
import { localDateIn } from "../../markets/localDate.ts"
import type { MarketCode } from "../../markets/market.ts"
import { ValidationFailed, type NotFound, type RepositoryError } from "../../errors.ts"
import type { Order } from "../../orders/orderTypes.ts"
import { CatalogRepository } from "../ports/CatalogRepository.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { isPickupDay } from "../../sell/pickupDate.ts"
import { myPurchase, myPurchases } from "./accountArea.ts"
import { AccountAreaRepository, type StoredReturn } from "./ports.ts"

/**
 * Returns (SPEC 2.2 "return", "returnForm"): an order becomes returnable once the shop's staff moved
 * it to delivered (backend/staff/orders.ts, the fulfilment's last step); its device lines stay returnable for the market's return period (Genius membership is
 * not modelled yet, so the standard period applies), each line once.
 */

export interface ReturnableOrder {
  readonly order: Order
  readonly deliveredAt: number
  readonly returnUntil: number
  readonly lines: ReadonlyArray<number>
}

const returnableOf = (order: Order, returns: ReadonlyArray<StoredReturn>) =>
  Effect.gen(function*() {
    const repo = yield* AccountAreaRepository
    const delivered = yield* repo.deliveredAt(order.id)
    if (Option.isNone(delivered)) return Option.none<ReturnableOrder>()
    const settings = yield* (yield* CatalogRepository).warrantySettings(order.market)
    const now = yield* Clock.currentTimeMillis
    const taken = returns.filter((r) => r.orderId === order.id).flatMap((r) => r.lines)
    const lines = returnableLines(order.lines.length, taken, delivered.value, now, settings, false)
    return lines.length === 0
      ? Option.none<ReturnableOrder>()
      : Option.some({ order, deliveredAt: delivered.value, returnUntil: returnWindowEndsAt(delivered.value, settings, false), lines })
  })

/** The user's delivered orders in the market with device lines still returnable, newest first. */
export const myReturnableOrders = Effect.fn("Account.myReturnableOrders")(function*(
  userId: string,
  market: MarketCode
): Effect.fn.Return<ReadonlyArray<ReturnableOrder>, RepositoryError, AccountAreaRepository | OrderRepository | CatalogRepository> {
  const orders = yield* myPurchases(userId, market)
  const returns = yield* (yield* AccountAreaRepository).returnsOf(userId)
  const found = yield* Effect.forEach(orders, (order) => returnableOf(order, returns))
  return found.flatMap((entry) => Option.isSome(entry) ? [entry.value] : [])
})

/** One of the user's orders with its returnable lines (empty when none is returnable now); NotFound otherwise. */
export const myReturnableOrder = Effect.fn("Account.myReturnableOrder")(function*(
  userId: string,
  market: MarketCode,
  orderId: string
): Effect.fn.Return<{ readonly order: Order; readonly returnable: Option.Option<ReturnableOrder> }, NotFound | RepositoryError, AccountAreaRepository | OrderRepository | CatalogRepository> {
  const order = yield* myPurchase(userId, market, orderId)
  const returns = yield* (yield* AccountAreaRepository).returnsOf(userId)
  return { order, returnable: yield* returnableOf(order, returns) }
})

/** The user's return requests for orders of the market, newest first. */
export const myReturns = Effect.fn("Account.myReturns")(function*(
  userId: string,
  market: MarketCode
): Effect.fn.Return<ReadonlyArray<StoredReturn & { readonly order: Order }>, RepositoryError, AccountAreaRepository | OrderRepository> {
  const orders = yield* myPurchases(userId, market)
  const byId = new Map(orders.map((order) => [order.id, order]))
  const returns = yield* (yield* AccountAreaRepository).returnsOf(userId)
  return returns.flatMap((request) => {
    const order = byId.get(request.orderId)
    return order === undefined ? [] : [{ ...request, order }]
  })
})

export const ReturnRequest = Schema.Struct({
  lines: Schema.Array(Schema.Int),
  reason: Schema.String,
  courierAddress: Schema.String,
  pickupDate: Schema.String
})
export type ReturnRequest = typeof ReturnRequest.Type

/** The longest return reason (the send-in problem description's bound). */
export const reasonMaxLength = problemMaxLength

/**
 * Stores a return request for one of the user's orders: at least one returnable line (each once), a
 * reason and a courier address (trimmed, not empty, bounded) and a pickup day of the market (a working
 * day from today within the pickup window). NotFound for an order that is not the user's; nothing is
 * written on any failure.
 */
export const submitReturn = Effect.fn("Account.submitReturn")(function*(
  userId: string,
  market: MarketCode,
  orderId: string,
  request: ReturnRequest
): Effect.fn.Return<StoredReturn, NotFound | ValidationFailed | RepositoryError, AccountAreaRepository | OrderRepository | CatalogRepository> {
  const { returnable } = yield* myReturnableOrder(userId, market, orderId)
  const now = yield* Clock.currentTimeMillis
  const fields: Record<string, string> = {}
  const allowed = Option.match(returnable, { onNone: () => [], onSome: (entry) => entry.lines })
  if (!isAcceptableReturn(request.lines, allowed)) fields["lines"] = "required-field"
  const reason = request.reason.trim()
  if (reason.length === 0 || reason.length > reasonMaxLength) fields["reason"] = "required-field"
  // The same pickup address rule as a send-in-warranty request.
  if (!isClaimAddress(request.courierAddress)) fields["courierAddress"] = "required-field"
  if (!isPickupDay(request.pickupDate, localDateIn(market, now))) fields["pickupDate"] = "pickup-date-required"
  if (Object.keys(fields).length > 0) {
    return yield* Effect.fail(new ValidationFailed({ fields, message: "the return request is not valid" }))
  }
  return yield* (yield* AccountAreaRepository).saveReturn({
    orderId,
    userId,
    lines: [...request.lines].sort((a, b) => a - b),
    reason,
    courierAddress: request.courierAddress.trim(),
    pickupDate: request.pickupDate,
    createdAt: now
  })
})
