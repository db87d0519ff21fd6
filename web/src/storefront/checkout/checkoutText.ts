import type { PaymentMethod } from "@shop/core/orders/orderTypes"
import type { PaymentState } from "@shop/core/payments/paymentState"
import type { MessageKey } from "../../i18n/catalogues.ts"

/** The localized name of each payment method, and what choosing it means. */
export const paymentMethodKeys = {
  card: { name: "checkout-payment-card", hint: "checkout-payment-card-hint" },
  "cash-on-delivery": { name: "checkout-payment-cash-on-delivery", hint: "checkout-payment-cash-on-delivery-hint" },
  instalments: { name: "checkout-payment-instalments", hint: "checkout-payment-instalments-hint" }
} as const satisfies { readonly [M in PaymentMethod]: { readonly name: MessageKey; readonly hint: MessageKey } }

/** How an order's payment stands, as the shopper reads it (cash on delivery is paid to the courier). */
export const paymentStateKey = (method: PaymentMethod, state: PaymentState): MessageKey =>
  method === "cash-on-delivery" && state === "created"
    ? "checkout-state-cash-on-delivery"
    : ({
      created: "checkout-state-created",
      processing: "checkout-state-processing",
      paid: "checkout-state-paid",
      failed: "checkout-state-failed",
      cancelled: "checkout-state-cancelled",
      refunded: "checkout-state-refunded"
    } as const satisfies { readonly [S in PaymentState]: MessageKey })[state]
