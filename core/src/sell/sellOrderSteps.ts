import { Result, Schema } from "effect"
import { toMinor } from "../cart/amounts.ts"
import { localDateIn } from "../markets/localDate.ts"
import type { MarketCode } from "../markets/market.ts"
import { DeviceInspectionInput, type SellOrderInspection } from "./inspection.ts"
import { counterOfferMoveOf } from "./counterOfferRules.ts"
import type { PaymentDetails } from "./payment.ts"
import type { SellOrderMove, SellOrderPickupKind, SellOrderProgress, SellOrderStatusEvent } from "./sellOrderStatus.ts"
import type { SellOrderStatus } from "./sellTypes.ts"

const Reference = Schema.String.check(Schema.isMaxLength(100))
const Note = Schema.String.check(Schema.isMaxLength(1000))
const Amount = Schema.Number.check(Schema.isFinite())

/** At most this many devices in one inspection (the funnel holds fewer per order). */
export const maxInspectedDevices = 20

/** The staff's steps (POST /api/staff/sell-orders/{id}/transition/ `to`): not all are statuses. */
export const SellOrderStepNames = ["received", "inspected", "paid", "returned", "cancelled"] as const
export type SellOrderStepName = (typeof SellOrderStepNames)[number]

/**
 * What a staff member asks to do with a sell order (POST /api/staff/sell-orders/{id}/transition/ and
 * the console's forms), by step. Shapes only: what the values must be (a reference, the amount due,
 * every question of the device answered ...) is the planners', which answer field errors.
 * - received: the courier's or locker's reference;
 * - inspected: what the technician found per device (core decides evaluated or counter-offered, or
 *   records the reconciliation of a paid instant-sell order);
 * - paid: the amount due exactly, the bank's reference, the transfer's day;
 * - returned: the return waybill of a declined device;
 * - cancelled: why.
 */
export const SellOrderStep = Schema.Union([
  Schema.Struct({ to: Schema.Literal("received"), reference: Reference, note: Schema.optionalKey(Note) }),
  Schema.Struct({
    to: Schema.Literal("inspected"),
    devices: Schema.Array(DeviceInspectionInput).check(Schema.isMinLength(1), Schema.isMaxLength(maxInspectedDevices)),
    note: Schema.optionalKey(Note)
  }),
  Schema.Struct({
    to: Schema.Literal("paid"),
    amount: Amount,
    reference: Reference,
    /** The transfer's day, YYYY-MM-DD in the market's calendar; today when absent. */
    paidOn: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(10))),
    note: Schema.optionalKey(Note)
  }),
  Schema.Struct({ to: Schema.Literal("returned"), reference: Reference, note: Schema.optionalKey(Note) }),
  Schema.Struct({ to: Schema.Literal("cancelled"), note: Note })
])
export type SellOrderStep = typeof SellOrderStep.Type

/** The seller's answer to a counter-offer (POST /api/account/sales/{id}/counter-offer/). */
export const CounterOfferAnswer = Schema.Struct({ accept: Schema.Boolean })
export type CounterOfferAnswer = typeof CounterOfferAnswer.Type

/**
 * A step as the planner takes it: the inspected step already turned into the inspection (the devices
 * checked and priced by backend/sell/inspectSellOrder.ts), every other step as staff sent it.
 */
export type PlannedSellOrderStep =
  | Exclude<SellOrderStep, { readonly to: "inspected" }>
  | { readonly to: "inspected"; readonly inspection: SellOrderInspection }

/** What the rules need to know of the order and the moment besides its progress. */
export interface SellOrderStepContext {
  readonly market: MarketCode
  /** The accepted offer: the order's totalEstimatedOffer. */
  readonly offer: number
  /** An instant-sell order (isInstantSellOrder): paid on pickup, inspected after. */
  readonly instant: boolean
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

/** An order whose every device was sold at the instant-sell offer (paid on pickup; decisions-buyback.md). */
export const isInstantSellOrder = (products: ReadonlyArray<{ readonly isInstantSell: boolean }>): boolean =>
  products.length > 0 && products.every((p) => p.isInstantSell)

/**
 * The steps the machine allows staff now: an instant-sell order is paid from received and inspected
 * once paid (the reconciliation); any other is inspected from received and paid once evaluated or
 * accepted. A counter-offer waits for the seller (or the lapse rule), not for staff.
 */
export const staffStepsFor = (progress: SellOrderProgress, instant: boolean): ReadonlyArray<SellOrderStepName> => {
  switch (progress.status) {
    case "submitted": return ["received", "cancelled"]
    case "received": return instant ? ["paid", "cancelled"] : ["inspected", "cancelled"]
    case "evaluated":
    case "accepted": return ["paid"]
    case "declined": return ["returned"]
    case "paid": return instant && progress.inspection === null ? ["inspected"] : []
    case "counter-offered":
    case "returned":
    case "cancelled": return []
  }
}

/**
 * What the shop owes the seller now, or null when nothing is payable: the evaluated amount, the
 * accepted counter-offer, or an instant-sell order's accepted offer once received.
 */
export const amountDue = (progress: SellOrderProgress, context: Pick<SellOrderStepContext, "offer" | "instant">): number | null => {
  switch (progress.status) {
    case "received": return context.instant ? context.offer : null
    case "evaluated": return progress.evaluation?.amount ?? null
    case "accepted": return progress.decision?.accepted === true ? (progress.counterOffer?.amount ?? null) : null
    default: return null
  }
}

/** When the amount became due (the earliest payout day): the evaluation, the acceptance, or the arrival. */
const dueSince = (progress: SellOrderProgress): number | null => {
  switch (progress.status) {
    case "received": return progress.arrival?.at ?? null
    case "evaluated": return progress.evaluation?.at ?? null
    case "accepted": return progress.decision?.at ?? null
    default: return null
  }
}

const invalid = (field: string, key: string, message: string): Result.Result<never, SellOrderStepRefusal> =>
  Result.fail({ kind: "invalid", fields: { [field]: key }, message })

const illegal = (message: string): Result.Result<never, SellOrderStepRefusal> => Result.fail({ kind: "illegal", message })

const text = (value: string | undefined | null): string | null => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

const isCalendarDay = (day: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const at = Date.parse(`${day}T00:00:00Z`)
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day
}

/**
 * The move a staff step makes from `progress`, or why not. Only the steps staffStepsFor allows, each
 * with its record:
 * - received: a non-empty reference (the courier's waybill or the locker parcel's), with the pickup kind;
 * - inspected: the inspection decides (counterOfferRules.ts inspectionMoveOf): evaluated, counter-offered,
 *   or, on a paid instant-sell order, the reconciliation;
 * - paid: the amount due exactly (staff type what they transferred: a typo is caught here), a
 *   reference, a day not after today nor before the amount became due, to the seller's payout details;
 * - returned: the return waybill's reference;
 * - cancelled: a note saying why.
 */
export const planSellOrderMove = (
  progress: SellOrderProgress,
  step: PlannedSellOrderStep,
  context: SellOrderStepContext
): Result.Result<SellOrderMove, SellOrderStepRefusal> => {
  const from = progress.status
  if (!staffStepsFor(progress, context.instant).includes(step.to)) {
    return illegal(`a sell order ${from} cannot be ${step.to}${context.instant ? " (instant sell)" : ""}`)
  }
  const event = (to: SellOrderStatus, note: string | null): SellOrderStatusEvent => ({
    at: context.at, actorId: context.actor.id, actorName: context.actor.name, from, to, note
  })
  switch (step.to) {
    case "received": {
      const reference = text(step.reference)
      if (reference === null) return invalid("reference", "staff-sell-reference-required", "the courier or locker reference is required")
      return Result.succeed({
        kind: "received", to: "received", arrival: { via: context.pickup, reference, at: context.at }, event: event("received", text(step.note))
      })
    }
    case "inspected": {
      const { inspection } = step
      const note = text(inspection.note)
      if (from === "paid") return Result.succeed({ kind: "reconciled", to: "paid", inspection, event: event("paid", note) })
      return Result.succeed(counterOfferMoveOf(inspection, { market: context.market, offer: context.offer, at: context.at }, (to) => event(to, note)))
    }
    case "paid": {
      const due = amountDue(progress, context)
      const since = dueSince(progress)
      if (due === null || since === null) return illegal("nothing is due to the seller")
      const details = context.payoutDetails
      if (details === null) return illegal("the seller has not given payout details yet")
      if (toMinor(step.amount) !== toMinor(due)) {
        return invalid("amount", "staff-sell-amount-not-due", `the payout must be the amount due (${due})`)
      }
      const reference = text(step.reference)
      if (reference === null) return invalid("reference", "staff-sell-reference-required", "the payment reference is required")
      const today = localDateIn(context.market, context.at)
      const paidOn = text(step.paidOn) ?? today
      if (!isCalendarDay(paidOn)) return invalid("paidOn", "staff-sell-day-invalid", "the payout day must be a date, YYYY-MM-DD")
      if (paidOn > today || paidOn < localDateIn(context.market, since)) {
        return invalid("paidOn", "staff-sell-day-out-of-range", "the payout day must lie between the day the amount became due and today")
      }
      return Result.succeed({
        kind: "paid",
        to: "paid",
        payout: { method: details.paymentType, account: details.iban, payee: details.sellerName, amount: due, reference, paidOn, at: context.at },
        event: event("paid", text(step.note))
      })
    }
    case "returned": {
      const reference = text(step.reference)
      if (reference === null) return invalid("reference", "staff-sell-reference-required", "the return waybill's reference is required")
      return Result.succeed({ kind: "returned", to: "returned", returned: { reference, at: context.at }, event: event("returned", text(step.note)) })
    }
    case "cancelled": {
      const note = text(step.note)
      if (note === null) return invalid("note", "staff-sell-note-required", "say why the sell order is cancelled")
      return Result.succeed({ kind: "cancelled", to: "cancelled", event: event("cancelled", note) })
    }
  }
}
