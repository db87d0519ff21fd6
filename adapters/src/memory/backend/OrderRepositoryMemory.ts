import { Effect, Layer, Option } from "effect"
import { IdempotencyConflict, IllegalTransition, type NotFound, notFound, type ProductOutOfStock, productOutOfStock } from "@shop/core/errors"
import type { Order, PricedOrder } from "@shop/core/orders/orderTypes"
import { isLegalTransition } from "@shop/core/payments/paymentState"
import type { ExpiryCutoff, PaymentStateChange } from "@shop/core/backend/ports/OrderRepository"
import { OrderRepository } from "@shop/core/backend/ports/OrderRepository"
import type { MemoryState } from "./memoryState.ts"

/** Units asked per product, in the order products first appear in the lines. */
const unitsPerProduct = (order: PricedOrder): ReadonlyArray<readonly [number, number]> => {
  const counts = new Map<number, number>()
  for (const line of order.lines) counts.set(line.productId, (counts.get(line.productId) ?? 0) + 1)
  return [...counts.entries()]
}

export const makeOrderRepositoryMemory = (state: MemoryState) =>
  OrderRepository.of({
    placeOrder: (order: PricedOrder, idempotencyKey: string, owner: string | null) =>
      Effect.suspend((): Effect.Effect<Order, ProductOutOfStock | IdempotencyConflict> => {
        const existingId = state.orderByKey.get(idempotencyKey)
        const existing = existingId === undefined ? undefined : state.orders.get(existingId)
        if (existing !== undefined) {
          return existing.fingerprint === order.fingerprint
            ? Effect.succeed(existing)
            : Effect.fail(new IdempotencyConflict({ idempotencyKey, message: "the key was used for another order" }))
        }
        const units = unitsPerProduct(order)
        for (const [productId, requested] of units) {
          const available = state.product(order.market, productId)?.stock ?? 0
          if (available < requested) return Effect.fail(productOutOfStock(productId, requested, available))
        }
        for (const [productId, requested] of units) state.stock.set(productId, (state.stock.get(productId) ?? 0) - requested)
        const stored: Order = { ...order, id: state.nextId(), idempotencyKey, paymentState: "created", currentPaymentId: null }
        state.holdOrder(stored, [], owner)
        return Effect.succeed(stored)
      }),
    orderById: (id: string) => Effect.sync(() => Option.fromNullishOr(state.orders.get(id))),
    ownerOfOrder: (orderId: string) => Effect.sync(() => Option.fromNullishOr(state.orderOwners.get(orderId))),
    setPaymentState: (change: PaymentStateChange) =>
      Effect.suspend((): Effect.Effect<Order, NotFound | IllegalTransition> => {
        const order = state.orders.get(change.orderId)
        if (order === undefined) return Effect.fail(notFound("order", change.orderId))
        const starts = change.to === "processing"
        const samePayment = starts ? change.paymentId !== null : order.currentPaymentId === change.paymentId
        if (order.paymentState !== change.from || !isLegalTransition(change.from, change.to) || !samePayment) {
          return Effect.fail(
            new IllegalTransition({
              orderId: change.orderId,
              from: order.paymentState,
              to: change.to,
              message: `cannot move payment ${change.paymentId ?? "(none)"} from ${order.paymentState} (expected ${change.from}) to ${change.to}`
            })
          )
        }
        const updated: Order = { ...order, paymentState: change.to, currentPaymentId: starts ? change.paymentId : order.currentPaymentId }
        state.orders.set(order.id, updated)
        state.paymentEvents.push({ ...change })
        return Effect.succeed(updated)
      }),
    paymentEvents: (orderId: string) =>
      Effect.sync(() => state.paymentEvents.filter((event) => event.orderId === orderId)),
    newPaymentId: Effect.sync(() => state.nextId()),
    expireUnpaid: (cutoff: ExpiryCutoff) =>
      Effect.sync(() => {
        const due = [...state.orders.values()].filter((order) =>
          order.placedAt < cutoff.placedBefore &&
          cutoff.paymentMethods.includes(order.paymentMethod) &&
          cutoff.states.includes(order.paymentState)
        )
        for (const order of due) {
          state.orders.set(order.id, { ...order, paymentState: "cancelled" })
          state.paymentEvents.push({ orderId: order.id, from: order.paymentState, to: "cancelled", at: cutoff.at, paymentId: order.currentPaymentId })
          for (const [productId, units] of unitsPerProduct(order)) state.stock.set(productId, (state.stock.get(productId) ?? 0) + units)
        }
        return due.map((order) => order.id)
      })
  })

export const orderRepositoryMemoryLayer = (state: MemoryState) =>
  Layer.succeed(OrderRepository, makeOrderRepositoryMemory(state))
