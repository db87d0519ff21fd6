import { Result, Schema } from "effect"
import type { PaymentState } from "../payments/paymentState.ts"
import type { PaymentMethod } from "./orderTypes.ts"
import { usesGateway } from "./paymentMethods.ts"

/**
 * Fulfilment of a shop order (issue 18): what the warehouse did with it, beside its payment state.
 * placed -> packed -> shipped (with a tracking number) -> delivered; cancelled from placed or packed,
 * never once the parcel left. delivered and cancelled are final. Browser-safe: the staff console, the
 * buyer's purchases and both repositories ask this module.
 */
export const FulfilmentStates = ["placed", "packed", "shipped", "delivered", "cancelled"] as const
export const FulfilmentState = Schema.Literals(FulfilmentStates)
export type FulfilmentState = typeof FulfilmentState.Type

/** What a staff member can move an order to (every state but the first). */
export const FulfilmentTargets = ["packed", "shipped", "delivered", "cancelled"] as const
export const FulfilmentTarget = Schema.Literals(FulfilmentTargets)
export type FulfilmentTarget = typeof FulfilmentTarget.Type

/** Every legal edge, once. Adapters call `isLegalFulfilment` rather than keep their own copy. */
export const legalFulfilments: ReadonlyArray<readonly [FulfilmentState, FulfilmentState]> = [
  ["placed", "packed"],
  ["packed", "shipped"],
  ["shipped", "delivered"],
  ["placed", "cancelled"],
  ["packed", "cancelled"]
]

export const isLegalFulfilment = (from: FulfilmentState, to: FulfilmentState): boolean =>
  legalFulfilments.some(([f, t]) => f === from && t === to)

export const isFinalFulfilment = (state: FulfilmentState): boolean =>
  !legalFulfilments.some(([from]) => from === state)

/**
 * Whether the shop may start fulfilling an order: its money is in (card or instalments `paid`) or it
 * is collected by the courier (cash on delivery, payment still `created`). An unpaid, failed,
 * cancelled or refunded card order is never packed.
 */
export const isReadyToFulfil = (method: PaymentMethod, payment: PaymentState): boolean =>
  usesGateway(method) ? payment === "paid" : payment === "created"

/** A tracking number as the couriers of the four markets print them: 4-40 letters, digits or hyphens, trimmed. */
export const trackingNumberPattern = /^[A-Za-z0-9-]{4,40}$/

/** The tracking number to store, or null when `raw` is not one. */
export const trackingNumberOf = (raw: string | undefined): string | null => {
  const trimmed = raw?.trim() ?? ""
  return trackingNumberPattern.test(trimmed) ? trimmed : null
}

/** The longest note a staff member may add to a step (our decision), counted after trimming. */
export const fulfilmentNoteMaxLength = 500

/** One recorded step of an order's fulfilment. `at` is epoch ms; `actorId` the staff member's (or the system's) id. */
export const FulfilmentEvent = Schema.Struct({
  orderId: Schema.String,
  from: FulfilmentState,
  to: FulfilmentState,
  at: Schema.Number,
  actorId: Schema.String,
  actorName: Schema.String,
  note: Schema.NullOr(Schema.String),
  trackingNumber: Schema.NullOr(Schema.String)
})
export type FulfilmentEvent = typeof FulfilmentEvent.Type

/** An order's fulfilment now: its state, its tracking number once shipped, and its steps, oldest first. */
export const OrderFulfilment = Schema.Struct({
  state: FulfilmentState,
  trackingNumber: Schema.NullOr(Schema.String),
  events: Schema.Array(FulfilmentEvent)
})
export type OrderFulfilment = typeof OrderFulfilment.Type

/**
 * What happens to the payment when an order moves: nothing; an unpaid payment is cancelled with the
 * order (created, processing or failed -> cancelled); or the money is refunded through the gateway
 * (paid -> refunded, after the order is cancelled).
 */
export type PaymentConsequence = "keep" | "cancel" | "refund"

export interface FulfilmentPlan {
  readonly from: FulfilmentState
  readonly to: FulfilmentTarget
  readonly trackingNumber: string | null
  readonly note: string | null
  readonly payment: PaymentConsequence
}

export type FulfilmentRefusal =
  | { readonly reason: "illegal"; readonly message: string }
  | { readonly reason: "not-ready"; readonly message: string }
  | { readonly reason: "invalid"; readonly fields: Readonly<Record<string, string>> }

export interface FulfilmentFacts {
  readonly state: FulfilmentState
  readonly paymentMethod: PaymentMethod
  readonly paymentState: PaymentState
}

export interface FulfilmentRequest {
  readonly to: FulfilmentTarget
  readonly trackingNumber?: string | undefined
  readonly note?: string | undefined
}

const paymentConsequence = (to: FulfilmentTarget, payment: PaymentState): PaymentConsequence =>
  to !== "cancelled" ? "keep" : payment === "paid" ? "refund" : payment === "cancelled" || payment === "refunded" ? "keep" : "cancel"

/**
 * Decides a staff member's step: the edge must be legal; packing needs an order ready to fulfil
 * (isReadyToFulfil); cancelling an order whose payment was already cancelled (unpaid, expired) or
 * refunded is refused, its stock was given back then; shipping needs a valid tracking number; a note
 * is trimmed and bounded. Pure: the use case runs it, the repository re-checks the edge atomically.
 */
export const planFulfilment = (facts: FulfilmentFacts, request: FulfilmentRequest): Result.Result<FulfilmentPlan, FulfilmentRefusal> => {
  const { state, paymentMethod, paymentState } = facts
  const { to } = request
  if (!isLegalFulfilment(state, to)) {
    return Result.fail({ reason: "illegal", message: `an order that is ${state} cannot become ${to}` })
  }
  if (to === "packed" && !isReadyToFulfil(paymentMethod, paymentState)) {
    return Result.fail({ reason: "not-ready", message: `a ${paymentMethod} order whose payment is ${paymentState} cannot be packed` })
  }
  if (to === "cancelled" && (paymentState === "cancelled" || paymentState === "refunded")) {
    return Result.fail({ reason: "illegal", message: `the order's payment is already ${paymentState}` })
  }
  const fields: Record<string, string> = {}
  const trackingNumber = to === "shipped" ? trackingNumberOf(request.trackingNumber) : null
  if (to === "shipped" && trackingNumber === null) fields["trackingNumber"] = "tracking-number-invalid"
  const note = request.note?.trim() ?? ""
  if (note.length > fulfilmentNoteMaxLength) fields["note"] = "note-too-long"
  if (Object.keys(fields).length > 0) return Result.fail({ reason: "invalid", fields })
  return Result.succeed({
    from: state,
    to,
    trackingNumber,
    note: note.length === 0 ? null : note,
    payment: paymentConsequence(to, paymentState)
  })
}
