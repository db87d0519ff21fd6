import { Effect, Layer, Option } from "effect"
import { IllegalTransition, type NotFound, notFound } from "@shop/core/errors"
import { isLegalFulfilment, type FulfilmentState, type OrderFulfilment } from "@shop/core/orders/fulfilment"
import type { Order } from "@shop/core/orders/orderTypes"
import { isLegalTransition } from "@shop/core/payments/paymentState"
import {
  FulfilmentRepository,
  type FulfilmentChange,
  type OrderSearchQuery,
  type OrderSummary
} from "@shop/core/backend/ports/FulfilmentRepository"
import type { MemoryState } from "./memoryState.ts"

const digitsOf = (text: string): string => text.replace(/\D/g, "")

/** FulfilmentRepository over a memory backend's orders: each method one synchronous block, so atomic. */
export const makeFulfilmentRepositoryMemory = (state: MemoryState) => {
  const current = (orderId: string) => state.fulfilments.get(orderId) ?? { state: "placed" as FulfilmentState, trackingNumber: null }
  const fulfilmentOf = (orderId: string): OrderFulfilment => ({
    ...current(orderId),
    events: state.fulfilmentEvents.filter((event) => event.orderId === orderId)
  })
  const summaryOf = (order: Order): OrderSummary => ({
    id: order.id,
    market: order.market,
    placedAt: order.placedAt,
    contactName: order.contact.name,
    contactEmail: order.contact.email,
    contactPhone: order.contact.phone,
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    fulfilment: current(order.id).state,
    trackingNumber: current(order.id).trackingNumber,
    total: order.totals.total
  })
  const matches = (query: OrderSearchQuery) => (summary: OrderSummary): boolean => {
    if (query.market !== null && summary.market !== query.market) return false
    if (query.facts !== null && !query.facts.some((facts) =>
      facts.fulfilment === summary.fulfilment && facts.paymentMethod === summary.paymentMethod && facts.paymentState === summary.paymentState)) {
      return false
    }
    const text = query.text
    if (text === null) return true
    return (text.idPrefix !== null && summary.id.startsWith(text.idPrefix)) ||
      (text.email !== null && summary.contactEmail.toLowerCase().includes(text.email)) ||
      (text.phoneDigits !== null && digitsOf(summary.contactPhone).includes(text.phoneDigits))
  }
  return FulfilmentRepository.of({
    fulfilmentOf: (orderId) => Effect.sync(() => state.orders.has(orderId) ? Option.some(fulfilmentOf(orderId)) : Option.none()),
    transition: (change: FulfilmentChange) =>
      Effect.suspend((): Effect.Effect<OrderFulfilment, NotFound | IllegalTransition> => {
        const order = state.orders.get(change.orderId)
        if (order === undefined) return Effect.fail(notFound("order", change.orderId))
        const now = current(order.id)
        const cancelsPayment = change.to === "cancelled" && change.cancelPayment
        if (
          now.state !== change.from || order.paymentState !== change.paymentState || !isLegalFulfilment(change.from, change.to) ||
          (change.to === "shipped" && change.trackingNumber === null) ||
          (cancelsPayment && !isLegalTransition(order.paymentState, "cancelled"))
        ) {
          return Effect.fail(new IllegalTransition({
            orderId: order.id,
            from: now.state,
            to: change.to,
            message: `cannot move the order from ${now.state} (payment ${order.paymentState}; expected ${change.from}, ${change.paymentState}) to ${change.to}`
          }))
        }
        const trackingNumber = change.to === "shipped" ? change.trackingNumber : now.trackingNumber
        state.fulfilments.set(order.id, { state: change.to, trackingNumber })
        state.fulfilmentEvents.push({
          orderId: order.id,
          from: change.from,
          to: change.to,
          at: change.at,
          actorId: change.actorId,
          actorName: change.actorName,
          note: change.note,
          trackingNumber: change.to === "shipped" ? change.trackingNumber : null
        })
        if (change.to === "delivered" && !state.deliveries.has(order.id)) state.deliveries.set(order.id, change.at)
        if (change.to === "cancelled") {
          for (const line of order.lines) state.stock.set(line.productId, (state.stock.get(line.productId) ?? 0) + 1)
          if (cancelsPayment) {
            state.orders.set(order.id, { ...order, paymentState: "cancelled" })
            state.paymentEvents.push({ orderId: order.id, from: order.paymentState, to: "cancelled", at: change.at, paymentId: order.currentPaymentId })
          }
        }
        return Effect.succeed(fulfilmentOf(order.id))
      }),
    searchOrders: (query) =>
      Effect.sync(() => {
        const selected = [...state.orders.values()]
          .map(summaryOf)
          .filter(matches(query))
          .sort((a, b) => b.placedAt - a.placedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
        return { orders: selected.slice(query.offset, query.offset + query.limit), total: selected.length }
      })
  })
}

export const fulfilmentRepositoryMemoryLayer = (state: MemoryState) =>
  Layer.succeed(FulfilmentRepository, makeFulfilmentRepositoryMemory(state))
