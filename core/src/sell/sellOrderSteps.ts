import { Result, Schema } from "effect"
import { toMinor } from "../cart/amounts.ts"
import { localDateIn } from "../markets/localDate.ts"
import type { MarketCode } from "../markets/market.ts"
import type { PaymentDetails } from "./payment.ts"
import {
  isLegalSellOrderTransition,
  type SellOrderMove,
  type SellOrderPickupKind,
  type SellOrderProgress,
  type SellOrderStatusEvent
} from "./sellOrderStatus.ts"

const Reference = Schema.String.check(Schema.isMaxLength(100))
const Note = Schema.String.check(Schema.isMaxLength(1000))
const Amount = Schema.Number.check(Schema.isFinite())

/**
 * What a staff member asks to do with a sell order (POST /api/staff/sell-orders/{id}/transition/ and
 * the console's forms), by target status. Shapes only: what the values must be (a reference, an
 * amount within the offer, ...) is `planSellOrderMove`'s, which answers field errors.
 */
export const SellOrderStep = Schema.Union([
  Schema.Struct({ to: Schema.Literal("received"), reference: Reference, note: Schema.optionalKey(Note) }),
  Schema.Struct({ to: Schema.Literal("evaluated"), amount: Amount, note: Note }),
  Schema.Struct({
    to: Schema.Literal("paid"),
    amount: Amount,
    reference: Reference,
    /** The transfer's day, YYYY-MM-DD in the market's calendar; today when absent. */
    paidOn: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(10))),
    note: Schema.optionalKey(Note)
  }),
  Schema.Struct({ to: Schema.Literal("cancelled"), note: Note })
])
export type SellOrderStep = typeof SellOrderStep.Type

/** What the rules need to know of the order and the moment besides its progress. */
export interface SellOrderStepContext {
  readonly market: MarketCode
  /** The accepted offer: the order's totalEstimatedOffer. */
  readonly offer: number
  readonly pickup: SellOrderPickupKind
  /** The seller's payout details (SPEC 3), null while they have given none. */
  readonly payoutDetails: PaymentDetails | null
  readonly actor: { readonly id: string; readonly name: string }
  /** Epoch ms of the move. */
  readonly at: number
}

/**
 * Why a step was refused: `illegal` (the status does not allow it, or the payout has nowhere to go),
 * or `invalid` with a translation key per field (staff catalogue).
 */
export type SellOrderStepRefusal =
  | { readonly kind: "illegal"; readonly message: string }
  | { readonly kind: "invalid"; readonly fields: Readonly<Record<string, string>>; readonly message: string }

const invalid = (field: string, key: string, message: string): Result.Result<never, SellOrderStepRefusal> =>
  Result.fail({ kind: "invalid", fields: { [field]: key }, message })

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

/** A positive amount in whole minor units (cents, bani, fillér...). */
const isMoney = (amount: number): boolean => amount > 0 && Math.abs(amount * 100 - toMinor(amount)) < 1e-6

const isCalendarDay = (day: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const at = Date.parse(`${day}T00:00:00Z`)
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day
}

/**
 * The move a step makes from `progress`, or why not. Only the legal edges (sellOrderStatus.ts), each
 * with its record:
 * - received: a non-empty reference (the courier's waybill or the locker parcel's), with the pickup kind;
 * - evaluated: an amount above zero, in minor units, not above the accepted offer, and a note;
 * - paid: the evaluated amount exactly (staff type what they transferred: a typo is caught here), a
 *   reference, a day not after today nor before the evaluation, to the seller's payout details;
 * - cancelled: a note saying why.
 */
export const planSellOrderMove = (
  progress: SellOrderProgress,
  step: SellOrderStep,
  context: SellOrderStepContext
): Result.Result<SellOrderMove, SellOrderStepRefusal> => {
  const from = progress.status
  if (!isLegalSellOrderTransition(from, step.to)) {
    return Result.fail({ kind: "illegal", message: `a sell order ${from} cannot become ${step.to}` })
  }
  const event = (note: string | null): SellOrderStatusEvent => ({
    at: context.at, actorId: context.actor.id, actorName: context.actor.name, from, to: step.to, note
  })
  switch (step.to) {
    case "received": {
      const reference = text(step.reference)
      if (reference === null) return invalid("reference", "staff-sell-reference-required", "the courier or locker reference is required")
      return Result.succeed({ to: "received", arrival: { via: context.pickup, reference, at: context.at }, event: event(text(step.note)) })
    }
    case "evaluated": {
      const note = text(step.note)
      if (!isMoney(step.amount)) return invalid("amount", "staff-sell-amount-invalid", "the amount must be above zero, in whole cents")
      if (toMinor(step.amount) > toMinor(context.offer)) {
        return invalid("amount", "staff-sell-amount-over-offer", `the amount may not exceed the accepted offer (${context.offer})`)
      }
      if (note === null) return invalid("note", "staff-sell-note-required", "the evaluation needs a note")
      return Result.succeed({ to: "evaluated", evaluation: { amount: step.amount, note, at: context.at }, event: event(note) })
    }
    case "paid": {
      const evaluation = progress.evaluation
      if (evaluation === null) return Result.fail({ kind: "illegal", message: "the sell order has no evaluation" })
      const details = context.payoutDetails
      if (details === null) return Result.fail({ kind: "illegal", message: "the seller has not given payout details yet" })
      if (toMinor(step.amount) !== toMinor(evaluation.amount)) {
        return invalid("amount", "staff-sell-amount-not-evaluated", `the payout must be the evaluated amount (${evaluation.amount})`)
      }
      const reference = text(step.reference)
      if (reference === null) return invalid("reference", "staff-sell-reference-required", "the payment reference is required")
      const today = localDateIn(context.market, context.at)
      const paidOn = text(step.paidOn) ?? today
      if (!isCalendarDay(paidOn)) return invalid("paidOn", "staff-sell-day-invalid", "the payout day must be a date, YYYY-MM-DD")
      if (paidOn > today || paidOn < localDateIn(context.market, evaluation.at)) {
        return invalid("paidOn", "staff-sell-day-out-of-range", "the payout day must lie between the evaluation and today")
      }
      return Result.succeed({
        to: "paid",
        payout: { method: details.paymentType, account: details.iban, payee: details.sellerName, amount: evaluation.amount, reference, paidOn, at: context.at },
        event: event(text(step.note))
      })
    }
    case "cancelled": {
      const note = text(step.note)
      if (note === null) return invalid("note", "staff-sell-note-required", "say why the sell order is cancelled")
      return Result.succeed({ to: "cancelled", event: event(note) })
    }
  }
}
