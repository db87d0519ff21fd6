import { Schema } from "effect"
import { PaymentType } from "./payment.ts"
import { SellOrderStatus } from "./sellTypes.ts"

/**
 * The life of a sell order after its submission (issue 18; issue 19 grows it with counter-offers):
 * submitted -> received (the device arrived: courier or locker reference) -> evaluated (a technician's
 * amount and note) -> paid (the payout recorded); cancelled from submitted or received. Paid and
 * cancelled are final. Every legal edge is here once; the repositories and the staff use cases ask
 * `isLegalSellOrderTransition` rather than keep a copy.
 */
export const legalSellOrderTransitions: ReadonlyArray<readonly [SellOrderStatus, SellOrderStatus]> = [
  ["submitted", "received"],
  ["submitted", "cancelled"],
  ["received", "evaluated"],
  ["received", "cancelled"],
  ["evaluated", "paid"]
]

export const isLegalSellOrderTransition = (from: SellOrderStatus, to: SellOrderStatus): boolean =>
  legalSellOrderTransitions.some(([f, t]) => f === from && t === to)

/** Where an order in `from` may go next, in the table's order (the console's actions). */
export const nextSellOrderStatuses = (from: SellOrderStatus): ReadonlyArray<SellOrderStatus> =>
  legalSellOrderTransitions.flatMap(([f, t]) => (f === from ? [t] : []))

/** A status nothing leaves (paid, cancelled). */
export const isFinalSellOrderStatus = (status: SellOrderStatus): boolean => nextSellOrderStatuses(status).length === 0

const Int = Schema.Number.check(Schema.isInt())
const Money = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))

/** How the device travels to us: the order's pickup (courier address or parcel locker). */
export const SellOrderPickupKind = Schema.Literals(["courier", "locker"])
export type SellOrderPickupKind = typeof SellOrderPickupKind.Type

/** The device arrived: the courier's waybill or the locker's parcel reference, and when (epoch ms). */
export const SellOrderArrival = Schema.Struct({ via: SellOrderPickupKind, reference: Schema.String, at: Int })
export type SellOrderArrival = typeof SellOrderArrival.Type

/** The technician's verdict: what the shop pays (never above the accepted offer in issue 18) and why. */
export const SellOrderEvaluation = Schema.Struct({ amount: Money, note: Schema.String, at: Int })
export type SellOrderEvaluation = typeof SellOrderEvaluation.Type

/**
 * The payout as recorded by staff: the method and account taken from the seller's payment details
 * (SPEC 3) at that moment, the amount (the evaluated amount), the bank's reference and the transfer's
 * day (YYYY-MM-DD, the market's calendar); `at` is when it was recorded.
 */
export const SellOrderPayout = Schema.Struct({
  method: PaymentType,
  account: Schema.String,
  payee: Schema.String,
  amount: Money,
  reference: Schema.String,
  paidOn: Schema.String,
  at: Int
})
export type SellOrderPayout = typeof SellOrderPayout.Type

/** One recorded status change: who (a staff member), when, from, to, and the note they wrote. */
export const SellOrderStatusEvent = Schema.Struct({
  at: Int,
  actorId: Schema.String,
  actorName: Schema.String,
  from: SellOrderStatus,
  to: SellOrderStatus,
  note: Schema.NullOr(Schema.String)
})
export type SellOrderStatusEvent = typeof SellOrderStatusEvent.Type

/** Where a sell order stands: its status, what each step recorded, and its history, oldest first. */
export const SellOrderProgress = Schema.Struct({
  status: SellOrderStatus,
  arrival: Schema.NullOr(SellOrderArrival),
  evaluation: Schema.NullOr(SellOrderEvaluation),
  payout: Schema.NullOr(SellOrderPayout),
  history: Schema.Array(SellOrderStatusEvent)
})
export type SellOrderProgress = typeof SellOrderProgress.Type

/** A sell order just submitted: nothing recorded yet. */
export const submittedProgress: SellOrderProgress = { status: "submitted", arrival: null, evaluation: null, payout: null, history: [] }

/**
 * One move and what it records (the repositories store exactly this, compare-and-set on `event.from`):
 * the step's record for received, evaluated and paid; nothing but the event for cancelled.
 */
export type SellOrderMove =
  | { readonly to: "received"; readonly arrival: SellOrderArrival; readonly event: SellOrderStatusEvent }
  | { readonly to: "evaluated"; readonly evaluation: SellOrderEvaluation; readonly event: SellOrderStatusEvent }
  | { readonly to: "paid"; readonly payout: SellOrderPayout; readonly event: SellOrderStatusEvent }
  | { readonly to: "cancelled"; readonly event: SellOrderStatusEvent }

/** The progress after a move (what a repository answers once it stored it). */
export const progressAfter = (progress: SellOrderProgress, move: SellOrderMove): SellOrderProgress => ({
  status: move.to,
  arrival: move.to === "received" ? move.arrival : progress.arrival,
  evaluation: move.to === "evaluated" ? move.evaluation : progress.evaluation,
  payout: move.to === "paid" ? move.payout : progress.payout,
  history: [...progress.history, move.event]
})
