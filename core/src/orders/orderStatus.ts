import { Schema } from "effect"
import { PaymentStates, type PaymentState } from "../payments/paymentState.ts"
import { FulfilmentStates, isReadyToFulfil, type FulfilmentState } from "./fulfilment.ts"
import { PaymentMethods, type PaymentMethod } from "./orderTypes.ts"

/**
 * Where an order stands, in one word, from its fulfilment and its payment (the staff list's status
 * filter and column): waiting for its payment, ready to pack, packed, shipped, delivered, or cancelled
 * (by staff, or unpaid past its time: payments/expiry.ts).
 */
export const OrderStatuses = ["awaiting-payment", "to-pack", "packed", "shipped", "delivered", "cancelled"] as const
export const OrderStatus = Schema.Literals(OrderStatuses)
export type OrderStatus = typeof OrderStatus.Type

export interface OrderStatusFacts {
  readonly fulfilment: FulfilmentState
  readonly paymentMethod: PaymentMethod
  readonly paymentState: PaymentState
}

export const orderStatus = ({ fulfilment, paymentMethod, paymentState }: OrderStatusFacts): OrderStatus => {
  if (fulfilment !== "placed") return fulfilment
  if (paymentState === "cancelled" || paymentState === "refunded") return "cancelled"
  return isReadyToFulfil(paymentMethod, paymentState) ? "to-pack" : "awaiting-payment"
}

/**
 * Every (fulfilment, payment method, payment state) an order of `status` can have: the status filter
 * as data, so a repository selects by plain equality and never re-states the rule above.
 */
export const factsOfStatus = (status: OrderStatus): ReadonlyArray<OrderStatusFacts> =>
  FulfilmentStates.flatMap((fulfilment) =>
    PaymentMethods.flatMap((paymentMethod) =>
      PaymentStates.map((paymentState) => ({ fulfilment, paymentMethod, paymentState }))))
    .filter((facts) => orderStatus(facts) === status)
