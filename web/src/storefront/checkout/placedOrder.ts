import { pageOfState, paymentPagePath } from "@shop/core/payments/paymentPages"
import type { Order, PaymentMethod } from "@shop/core/orders/orderTypes"
import type { PaymentState } from "@shop/core/payments/paymentState"
import type { CheckoutApiError } from "@shop/core/ports/CheckoutApi"
import type { PlacedOrder } from "./checkoutStorage.ts"

/** What the backend said about a remembered order. */
export type PlacedOrderLookup =
  | { readonly _tag: "Found"; readonly order: Order }
  /** No such order (a link from another database, an order deleted): nothing left to pay. */
  | { readonly _tag: "Unknown" }
  /** No answer (offline, a server error): the order may well be waiting, say so with the kept link. */
  | { readonly _tag: "Unreachable" }

export const lookupOf = (error: CheckoutApiError): PlacedOrderLookup =>
  error.reason === "Status" && error.status === 404 ? { _tag: "Unknown" } : { _tag: "Unreachable" }

/** What the finalize page shows, and whether the remembered order is to be forgotten. */
export type FinalizeScreen =
  /** The usual page: the form for the cart, or the empty-cart note. */
  | { readonly _tag: "Form"; readonly forget: boolean }
  /** Looking the remembered order up. */
  | { readonly _tag: "Checking" }
  /** An order placed here still waits for its payment: link to its page instead of an empty form. */
  | {
    readonly _tag: "Unpaid"
    readonly orderId: string
    readonly pagePath: string
    /** Its payment state and method, when the backend answered. */
    readonly payment: { readonly method: PaymentMethod; readonly state: PaymentState } | null
  }

/**
 * The one rule for a remembered order on the finalize page. A cart with something in it is a new
 * cart: the shopper moved on, the form is for it. Otherwise the order's own state decides: paid (or
 * cash on delivery, which needs no payment here) and cancelled orders are done with; created,
 * processing and failed ones wait for the shopper on their payment page (core's pageOfState).
 */
export const finalizeScreen = (
  remembered: PlacedOrder | null,
  cartIsEmpty: boolean,
  lookup: PlacedOrderLookup | null
): FinalizeScreen => {
  if (remembered === null) return { _tag: "Form", forget: false }
  if (!cartIsEmpty) return { _tag: "Form", forget: true }
  if (lookup === null) return { _tag: "Checking" }
  switch (lookup._tag) {
    case "Unknown":
      return { _tag: "Form", forget: true }
    case "Unreachable":
      return { _tag: "Unpaid", orderId: remembered.orderId, pagePath: remembered.pagePath, payment: null }
    case "Found": {
      const { order } = lookup
      const waiting = order.id === remembered.orderId &&
        order.paymentState !== "cancelled" &&
        (pageOfState(order) === "paymentProcessing" || pageOfState(order) === "paymentFailed")
      return waiting
        ? {
          _tag: "Unpaid",
          orderId: order.id,
          pagePath: paymentPagePath(order, remembered.orderToken),
          payment: { method: order.paymentMethod, state: order.paymentState }
        }
        : { _tag: "Form", forget: true }
    }
  }
}
