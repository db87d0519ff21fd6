import type { CheckoutApiError } from "@shop/core/ports/CheckoutApi"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { waitMessage } from "../../client/tooManyRequests.ts"
import { type CheckoutErrors, type CheckoutField, fieldOfPath } from "./checkoutForm.ts"

/**
 * What the finalize page shows when the backend refuses an order: a message (and whether the cart
 * needs another look), plus the field errors it names. The form is always kept.
 */
export interface OrderFailure {
  readonly message: MessageKey
  /** Values the message names (the minutes to wait). */
  readonly values?: Readonly<Record<string, number>>
  /** The cart must change before the order can go through: link to it. */
  readonly reviewCart: boolean
  readonly fields: CheckoutErrors
  /** The request under this key was refused for good (a conflict): the next try takes a new key. */
  readonly newKey: boolean
}

const fieldErrorsOf = (fields: Readonly<Record<string, string>> | undefined): CheckoutErrors => {
  const errors: { [F in CheckoutField]?: MessageKey } = {}
  for (const [path, key] of Object.entries(fields ?? {})) {
    const field = fieldOfPath(path)
    // The server's keys are core's validation keys, which every catalogue holds.
    if (field !== undefined) errors[field] = key as MessageKey
  }
  return errors
}

const failure = (message: MessageKey, extra: Partial<OrderFailure> = {}): OrderFailure => ({
  message,
  reviewCart: false,
  fields: {},
  newKey: false,
  ...extra
})

export const orderFailureOf = (error: CheckoutApiError): OrderFailure => {
  if (error.reason === "Network") return failure("checkout-error-network")
  if (error.reason === "InvalidResponse" || error.status === undefined || error.status >= 500) return failure("checkout-error-server")
  switch (error.error) {
    case "validation-failed": {
      const fields = fieldErrorsOf(error.fields)
      return failure(Object.keys(fields).length === 0 ? "checkout-error-cart-changed" : "checkout-errors-summary", { fields })
    }
    case "out-of-stock":
      return failure("checkout-error-out-of-stock", { reviewCart: true })
    case "cart-limits":
      return failure("checkout-error-cart-limits", { reviewCart: true })
    case "payment-method-unavailable":
      return failure("checkout-error-payment-method", { fields: { paymentMethod: "checkout-payment-required" } })
    case "not-accepted":
      // The trade-in's device is no longer bought (issue 19): the shopper removes it in the cart.
      return failure("trade-in-refused", { reviewCart: true })
    case "idempotency-conflict":
      return failure("checkout-error-server", { newKey: true })
    case "too-many-requests": {
      // Too many orders from this address: say how long to wait; the form and the cart stay.
      const wait = waitMessage(error.retryAfterSeconds)
      return failure(wait.key, { values: wait.values })
    }
    default:
      // invalid-request, not-found: a product, service or accessory is no longer sold as the cart has it.
      return failure("checkout-error-cart-changed", { reviewCart: true })
  }
}
