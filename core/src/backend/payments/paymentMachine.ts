import { Result } from "effect"
import { isLegalTransition, type PaymentState } from "../../payments/paymentState.ts"

/**
 * The payment state machine as events: `start` (the shopper is sent to the gateway), `succeed` and
 * `fail` (the gateway's outcome), `retry` (a failed payment is started again), `expire` (an unpaid
 * card or instalment order is cancelled after its time, payments/expiry.ts), `refund` (the gateway gave
 * a cancelled order's money back, backend/staff/orders.ts). Pure; the services run
 * it and the repository records the resulting edge.
 */
export const PaymentEvents = ["start", "succeed", "fail", "retry", "expire", "refund"] as const
export type PaymentEventName = (typeof PaymentEvents)[number]

const targets: { readonly [E in PaymentEventName]: readonly [from: ReadonlyArray<PaymentState>, to: PaymentState] } = {
  start: [["created"], "processing"],
  succeed: [["processing"], "paid"],
  fail: [["processing"], "failed"],
  retry: [["failed"], "processing"],
  expire: [["created", "processing", "failed"], "cancelled"],
  refund: [["paid"], "refunded"]
}

export interface RefusedEvent {
  readonly state: PaymentState
  readonly event: PaymentEventName
}

/** The state after `event`, or the refusal when the event does not apply in `state`. */
export const applyPaymentEvent = (
  state: PaymentState,
  event: PaymentEventName
): Result.Result<PaymentState, RefusedEvent> => {
  const [from, to] = targets[event]
  return from.includes(state) && isLegalTransition(state, to) ? Result.succeed(to) : Result.fail({ state, event })
}

/** The states in which `event` applies (e.g. the unpaid states an order expires from). */
export const statesAllowing = (event: PaymentEventName): ReadonlyArray<PaymentState> => targets[event][0]

/** The event that takes a gateway outcome into the machine. */
export const eventOfOutcome = (outcome: "paid" | "failed"): PaymentEventName => (outcome === "paid" ? "succeed" : "fail")
