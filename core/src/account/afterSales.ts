import { Result, Schema } from "effect"

/**
 * Returns and warranty claims as the shop's staff handle them (issue 18), one machine for both:
 * open (the shopper asked) -> accepted | refused (with a reason) ; accepted -> received (the courier
 * brought the device) -> refunded (the money went back). refused and refunded are final. Browser-safe:
 * the shopper's account shows the same states.
 */
export const AfterSalesStatuses = ["open", "accepted", "refused", "received", "refunded"] as const
export const AfterSalesStatus = Schema.Literals(AfterSalesStatuses)
export type AfterSalesStatus = typeof AfterSalesStatus.Type

/** What a staff member can move a return or a claim to. */
export const AfterSalesTargets = ["accepted", "refused", "received", "refunded"] as const
export const AfterSalesTarget = Schema.Literals(AfterSalesTargets)
export type AfterSalesTarget = typeof AfterSalesTarget.Type

/** Every legal edge, once. */
export const legalAfterSales: ReadonlyArray<readonly [AfterSalesStatus, AfterSalesStatus]> = [
  ["open", "accepted"],
  ["open", "refused"],
  ["accepted", "received"],
  ["received", "refunded"]
]

export const isLegalAfterSales = (from: AfterSalesStatus, to: AfterSalesStatus): boolean =>
  legalAfterSales.some(([f, t]) => f === from && t === to)

/**
 * A request still being handled: a device line with one cannot be sent in again (one at a time). A
 * refused request frees the line; a refunded one ends it (the device is the shop's now).
 */
export const isActiveAfterSales = (status: AfterSalesStatus): boolean => status === "open" || status === "accepted" || status === "received"

/** How the money went back: through the payment gateway (card, instalments) or by bank transfer (cash on delivery). */
export const RefundMethods = ["gateway", "transfer"] as const
export const RefundMethod = Schema.Literals(RefundMethods)
export type RefundMethod = typeof RefundMethod.Type

/** What the staff decided and did, as the shopper's account and the console show it. */
export const AfterSalesProgress = Schema.Struct({
  status: AfterSalesStatus,
  /** Why it was accepted or refused (shown to the shopper); null without one. */
  decisionReason: Schema.NullOr(Schema.String),
  decidedAt: Schema.NullOr(Schema.Number),
  receivedAt: Schema.NullOr(Schema.Number),
  refundedAt: Schema.NullOr(Schema.Number),
  refundAmount: Schema.NullOr(Schema.Number),
  refundMethod: Schema.NullOr(RefundMethod)
})
export type AfterSalesProgress = typeof AfterSalesProgress.Type

export const openProgress: AfterSalesProgress = {
  status: "open",
  decisionReason: null,
  decidedAt: null,
  receivedAt: null,
  refundedAt: null,
  refundAmount: null,
  refundMethod: null
}

export const decisionReasonMinLength = 3
export const decisionReasonMaxLength = 500

export interface AfterSalesPlan {
  readonly from: AfterSalesStatus
  readonly to: AfterSalesTarget
  readonly reason: string | null
}

export type AfterSalesRefusal =
  | { readonly reason: "illegal"; readonly message: string }
  | { readonly reason: "invalid"; readonly fields: Readonly<Record<string, string>> }

/**
 * Decides a staff member's step: the edge must be legal; a refusal needs a reason of 3 to 500
 * characters (the shopper reads it); an acceptance may carry one.
 */
export const planAfterSales = (
  from: AfterSalesStatus,
  request: { readonly to: AfterSalesTarget; readonly reason?: string | undefined }
): Result.Result<AfterSalesPlan, AfterSalesRefusal> => {
  if (!isLegalAfterSales(from, request.to)) {
    return Result.fail({ reason: "illegal", message: `a request that is ${from} cannot become ${request.to}` })
  }
  const reason = request.reason?.trim() ?? ""
  const decides = request.to === "accepted" || request.to === "refused"
  const tooLong = reason.length > decisionReasonMaxLength
  const missing = request.to === "refused" && reason.length < decisionReasonMinLength
  const tooShort = reason.length > 0 && reason.length < decisionReasonMinLength
  if (tooLong || missing || tooShort) return Result.fail({ reason: "invalid", fields: { reason: "decision-reason-required" } })
  return Result.succeed({ from, to: request.to, reason: decides && reason.length > 0 ? reason : null })
}

/** A device line as an order priced it: the device, its services and its accessories. */
export interface RefundableLine {
  readonly unitPrice: number
  readonly extraServices: ReadonlyArray<{ readonly price: number }>
  readonly accessories: ReadonlyArray<{ readonly price: number }>
}

/**
 * What a return or a claim refunds (our decision): what the shopper paid for each line it names, the
 * device with its services and accessories, to the cent; shipping stays (the parcel travelled).
 */
export const refundAmountOf = (lines: ReadonlyArray<RefundableLine>, indexes: ReadonlyArray<number>): number => {
  const cents = [...new Set(indexes)].reduce((sum, index) => {
    const line = lines[index]
    if (line === undefined) return sum
    const total = line.unitPrice + line.extraServices.reduce((s, x) => s + x.price, 0) + line.accessories.reduce((s, x) => s + x.price, 0)
    return sum + Math.round(total * 100)
  }, 0)
  return cents / 100
}
