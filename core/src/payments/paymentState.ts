import { Schema } from "effect"

/**
 * Payment states of an order: created -> processing -> paid | failed; a failed payment goes back
 * to processing on retry; paid is final. Cash on delivery stays `created` (collected by the courier).
 * A card or instalment order left unpaid too long is `cancelled` (payments/expiry.ts) and its stock
 * returned; cancelled is final too.
 */
export const PaymentStates = ["created", "processing", "paid", "failed", "cancelled"] as const
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
  ["failed", "cancelled"]
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
