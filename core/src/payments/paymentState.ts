import { Schema } from "effect"

/**
 * Payment states of an order: created -> processing -> paid | failed; a failed payment goes back
 * to processing on retry. Cash on delivery stays `created` (collected by the courier).
 * A card or instalment order left unpaid too long is `cancelled` (payments/expiry.ts) and its stock
 * returned; cancelled is final. A paid order the shop's staff cancel before shipping is `refunded`
 * once the gateway gave the money back (issue 18, backend/staff/orders.ts): paid moves to refunded
 * only, and refunded is final.
 */
export const PaymentStates = ["created", "processing", "paid", "failed", "cancelled", "refunded"] as const
export const PaymentState = Schema.Literals(PaymentStates)
export type PaymentState = typeof PaymentState.Type

/** Every legal edge, once. Adapters call `isLegalTransition` rather than keep their own copy. */
export const legalTransitions: ReadonlyArray<readonly [PaymentState, PaymentState]> = [
  ["created", "processing"],
  ["processing", "paid"],
  ["processing", "failed"],
  ["failed", "processing"],
  ["created", "cancelled"],
  ["processing", "cancelled"],
  ["failed", "cancelled"],
  ["paid", "refunded"]
]

export const isLegalTransition = (from: PaymentState, to: PaymentState): boolean =>
  legalTransitions.some(([f, t]) => f === from && t === to)

/** One recorded change of an order's payment state. `at` is epoch ms. */
export const PaymentEvent = Schema.Struct({
  orderId: Schema.String,
  from: PaymentState,
  to: PaymentState,
  at: Schema.Number.check(Schema.isInt()),
  /** The gateway payment the change belongs to; null when none (never for card payments). */
  paymentId: Schema.NullOr(Schema.String)
})
export type PaymentEvent = typeof PaymentEvent.Type

/** What the gateway decides for a payment; the sandbox lets the caller choose. */
export const PaymentOutcome = Schema.Literals(["paid", "failed"])
export type PaymentOutcome = typeof PaymentOutcome.Type
