import { Schema } from "effect"
import { CounterOffer, CounterOfferDecision, SellOrderInspection, SellOrderReturn } from "./inspection.ts"
import { PaymentType } from "./payment.ts"
import { SellOrderStatus } from "./sellTypes.ts"

/**
 * The life of a sell order after its submission (issue 18, grown by issue 19; docs/decisions-buyback.md
 * "Machine"):
 * - submitted -> received (the device arrived: courier or locker reference) | cancelled;
 * - received -> evaluated (the inspection found what was declared: the accepted offer is due)
 *   | counter-offered (it found less: the shop offers the found value) | paid (ONLY an instant-sell
 *   order, paid on pickup at the accepted offer; its inspection comes after, as a reconciliation that
 *   leaves it paid) | cancelled;
 * - evaluated -> paid; counter-offered -> accepted | declined (the seller, or the lapse rule);
 *   accepted -> paid; declined -> returned (the device sent back free).
 * Paid, returned and cancelled are final. Every legal edge is here once; the repositories and the use
 * cases ask `isLegalSellOrderTransition` (or `isLegalSellOrderMove`) rather than keep a copy.
 */
export const legalSellOrderTransitions: ReadonlyArray<readonly [SellOrderStatus, SellOrderStatus]> = [
  ["submitted", "received"],
  ["submitted", "cancelled"],
  ["received", "evaluated"],
  ["received", "counter-offered"],
  ["received", "paid"],
  ["received", "cancelled"],
  ["evaluated", "paid"],
  ["counter-offered", "accepted"],
  ["counter-offered", "declined"],
  ["accepted", "paid"],
  ["declined", "returned"]
]

export const isLegalSellOrderTransition = (from: SellOrderStatus, to: SellOrderStatus): boolean =>
  legalSellOrderTransitions.some(([f, t]) => f === from && t === to)

/** Where an order in `from` may go next, in the table's order. */
export const nextSellOrderStatuses = (from: SellOrderStatus): ReadonlyArray<SellOrderStatus> =>
  legalSellOrderTransitions.flatMap(([f, t]) => (f === from ? [t] : []))

/** A status nothing leaves (paid, returned, cancelled). */
export const isFinalSellOrderStatus = (status: SellOrderStatus): boolean => nextSellOrderStatuses(status).length === 0

const Int = Schema.Number.check(Schema.isInt())
const Money = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))

/** How the device travels to us: the order's pickup (courier address or parcel locker). */
export const SellOrderPickupKind = Schema.Literals(["courier", "locker"])
export type SellOrderPickupKind = typeof SellOrderPickupKind.Type

/** The device arrived: the courier's waybill or the locker's parcel reference, and when (epoch ms). */
export const SellOrderArrival = Schema.Struct({ via: SellOrderPickupKind, reference: Schema.String, at: Int })
export type SellOrderArrival = typeof SellOrderArrival.Type

/**
 * What the shop settled on paying when the inspection found what was declared (issue 19: the accepted
 * offer; issue 18's typed amounts are kept as they were), a note and when.
 */
export const SellOrderEvaluation = Schema.Struct({ amount: Money, note: Schema.String, at: Int })
export type SellOrderEvaluation = typeof SellOrderEvaluation.Type

/**
 * The payout as recorded by staff: the method and account taken from the seller's payment details
 * (SPEC 3) at that moment, the amount (the evaluated amount), the bank's reference and the transfer's
 * day (YYYY-MM-DD, the market's calendar); `at` is when it was recorded. The amount is the amount due
 * (sellOrderSteps.ts amountDue), never more.
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

/**
 * Where a sell order stands: its status, what each step recorded (null until it did), and its history,
 * oldest first. `inspection` is the technician's findings (for an instant-sell order, recorded after
 * the payout: the reconciliation); `counterOffer` and `decision` the counter-offer and its answer;
 * `returned` the waybill of a declined device sent back.
 */
export const SellOrderProgress = Schema.Struct({
  status: SellOrderStatus,
  arrival: Schema.NullOr(SellOrderArrival),
  evaluation: Schema.NullOr(SellOrderEvaluation),
  inspection: Schema.NullOr(SellOrderInspection),
  counterOffer: Schema.NullOr(CounterOffer),
  decision: Schema.NullOr(CounterOfferDecision),
  payout: Schema.NullOr(SellOrderPayout),
  returned: Schema.NullOr(SellOrderReturn),
  history: Schema.Array(SellOrderStatusEvent)
})
export type SellOrderProgress = typeof SellOrderProgress.Type

/** A sell order just submitted: nothing recorded yet. */
export const submittedProgress: SellOrderProgress = {
  status: "submitted",
  arrival: null,
  evaluation: null,
  inspection: null,
  counterOffer: null,
  decision: null,
  payout: null,
  returned: null,
  history: []
}

/**
 * One move and what it records (the repositories store exactly this, compare-and-set on `event.from`,
 * and for a move that records an inspection, on there being none yet):
 * - received: the arrival;
 * - inspected: the inspection, with the evaluation (-> evaluated) or the counter-offer (-> counter-offered);
 * - reconciled: the inspection of a paid instant-sell order; the status stays paid (event paid -> paid);
 * - decided: the answer to a counter-offer (-> accepted | declined), by the seller or the lapse rule;
 * - paid: the payout; returned: the return waybill; cancelled: nothing but the event.
 */
export type SellOrderMove =
  | { readonly kind: "received"; readonly to: "received"; readonly arrival: SellOrderArrival; readonly event: SellOrderStatusEvent }
  | {
    readonly kind: "inspected"
    readonly to: "evaluated"
    readonly inspection: SellOrderInspection
    readonly evaluation: SellOrderEvaluation
    readonly event: SellOrderStatusEvent
  }
  | {
    readonly kind: "inspected"
    readonly to: "counter-offered"
    readonly inspection: SellOrderInspection
    readonly counterOffer: CounterOffer
    readonly event: SellOrderStatusEvent
  }
  | { readonly kind: "reconciled"; readonly to: "paid"; readonly inspection: SellOrderInspection; readonly event: SellOrderStatusEvent }
  | { readonly kind: "decided"; readonly to: "accepted" | "declined"; readonly decision: CounterOfferDecision; readonly event: SellOrderStatusEvent }
  | { readonly kind: "paid"; readonly to: "paid"; readonly payout: SellOrderPayout; readonly event: SellOrderStatusEvent }
  | { readonly kind: "returned"; readonly to: "returned"; readonly returned: SellOrderReturn; readonly event: SellOrderStatusEvent }
  | { readonly kind: "cancelled"; readonly to: "cancelled"; readonly event: SellOrderStatusEvent }

export type SellOrderMoveKind = SellOrderMove["kind"]

/**
 * Whether a move is one the machine allows from its event's `from`: a reconciliation stays in paid;
 * every other move follows a legal edge to its own status, and its kind fits the edge (an inspection
 * leaves received, a decision leaves counter-offered, a payout is the only way into paid).
 */
export const isLegalSellOrderMove = (move: SellOrderMove): boolean => {
  const { from, to } = move.event
  if (to !== move.to) return false
  switch (move.kind) {
    case "reconciled": return from === "paid"
    case "inspected": return from === "received" && isLegalSellOrderTransition(from, to)
    case "decided": return from === "counter-offered" && isLegalSellOrderTransition(from, to)
    default: return isLegalSellOrderTransition(from, to)
  }
}

/** Whether the move records an inspection (its compare-and-set also asks that none is recorded yet). */
export const recordsInspection = (move: SellOrderMove): boolean => move.kind === "inspected" || move.kind === "reconciled"

/** The progress after a move (what a repository answers once it stored it). */
export const progressAfter = (progress: SellOrderProgress, move: SellOrderMove): SellOrderProgress => ({
  status: move.to,
  arrival: move.kind === "received" ? move.arrival : progress.arrival,
  evaluation: move.kind === "inspected" && move.to === "evaluated" ? move.evaluation : progress.evaluation,
  inspection: move.kind === "inspected" || move.kind === "reconciled" ? move.inspection : progress.inspection,
  counterOffer: move.kind === "inspected" && move.to === "counter-offered" ? move.counterOffer : progress.counterOffer,
  decision: move.kind === "decided" ? move.decision : progress.decision,
  payout: move.kind === "paid" ? move.payout : progress.payout,
  returned: move.kind === "returned" ? move.returned : progress.returned,
  history: [...progress.history, move.event]
})
