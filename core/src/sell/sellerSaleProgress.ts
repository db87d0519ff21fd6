import { Schema } from "effect"
import { offerValidUntil } from "./buybackPolicy.ts"
import { AnswerDifference, CounterOfferDecision } from "./inspection.ts"
import { CounterOfferLapse } from "./buybackPolicy.ts"
import { PaymentType } from "./payment.ts"
import type { SellOrderProgress } from "./sellOrderStatus.ts"
import { SellOrderStatus } from "./sellTypes.ts"

const Int = Schema.Number.check(Schema.isInt())

/** One device of a counter-offer as its seller sees it: what it was sold at, what was found, and why. */
export const SellerCounterOfferDevice = Schema.Struct({
  itemIndex: Int,
  modelName: Schema.String,
  acceptedValue: Schema.Number,
  foundValue: Schema.Number,
  /** A storefront translation key when the shop would not buy the device as found; else null. */
  notAcceptedReason: Schema.NullOr(Schema.String),
  differences: Schema.Array(AnswerDifference)
})
export type SellerCounterOfferDevice = typeof SellerCounterOfferDevice.Type

/** A counter-offer as its seller sees it: the amount, until when they may answer, what happens then, and why. */
export const SellerCounterOffer = Schema.Struct({
  amount: Schema.Number,
  expiresAt: Int,
  lapse: CounterOfferLapse,
  devices: Schema.Array(SellerCounterOfferDevice)
})
export type SellerCounterOffer = typeof SellerCounterOffer.Type

/**
 * A sale's progress as its seller sees it (my sales, sale details): each status reached and when, the
 * amount the shop settled on, the offer's validity (epoch ms), a counter-offer with what differed from
 * the declaration, the answer given to it, the return's waybill, and the payout (amount, day, method).
 * Staff names, notes and payment references stay with the staff: they are internal, and written in the
 * staff member's language.
 */
export const SellerSaleProgress = Schema.Struct({
  status: SellOrderStatus,
  steps: Schema.Array(Schema.Struct({ status: SellOrderStatus, at: Int })),
  evaluatedAmount: Schema.NullOr(Schema.Number),
  offerValidUntil: Int,
  counterOffer: Schema.NullOr(SellerCounterOffer),
  decision: Schema.NullOr(CounterOfferDecision),
  returnReference: Schema.NullOr(Schema.String),
  payout: Schema.NullOr(Schema.Struct({ amount: Schema.Number, paidOn: Schema.String, method: PaymentType }))
})
export type SellerSaleProgress = typeof SellerSaleProgress.Type

/** The quote's instant of a sale: its orderDate (ISO 8601), or its creation when that does not parse. */
export const quotedAt = (sale: { readonly createdAt: number; readonly orderDate: string }): number => {
  const parsed = Date.parse(sale.orderDate)
  return Number.isNaN(parsed) ? sale.createdAt : parsed
}

/**
 * The seller's view of a sale submitted at `createdAt` (epoch ms), quoted at `orderDate`, that stands
 * at `progress`. A reconciliation (a paid instant-sell order's inspection) shows no step: the status
 * did not change.
 */
export const sellerSaleProgress = (
  sale: { readonly createdAt: number; readonly orderDate: string },
  progress: SellOrderProgress
): SellerSaleProgress => {
  const offer = progress.counterOffer
  const findings = progress.inspection?.devices ?? []
  return {
    status: progress.status,
    steps: [
      { status: "submitted", at: sale.createdAt },
      ...progress.history.filter((event) => event.from !== event.to).map((event) => ({ status: event.to, at: event.at }))
    ],
    evaluatedAmount: progress.evaluation?.amount ?? null,
    offerValidUntil: offerValidUntil(quotedAt(sale)),
    counterOffer: offer === null
      ? null
      : {
        amount: offer.amount,
        expiresAt: offer.expiresAt,
        lapse: offer.lapse,
        devices: findings.map((d) => ({
          itemIndex: d.itemIndex,
          modelName: d.modelName,
          acceptedValue: d.acceptedValue,
          foundValue: d.foundValue,
          notAcceptedReason: d.notAcceptedReason,
          differences: d.differences
        }))
      },
    decision: progress.decision,
    returnReference: progress.returned?.reference ?? null,
    payout: progress.payout === null
      ? null
      : { amount: progress.payout.amount, paidOn: progress.payout.paidOn, method: progress.payout.method }
  }
}
