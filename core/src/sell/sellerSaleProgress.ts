import { Schema } from "effect"
import { PaymentType } from "./payment.ts"
import type { SellOrderProgress } from "./sellOrderStatus.ts"
import { SellOrderStatus } from "./sellTypes.ts"

const Int = Schema.Number.check(Schema.isInt())

/**
 * A sale's progress as its seller sees it (my sales, sale details): each status reached and when, the
 * amount the technician settled on, and the payout (amount, day, method). Staff names, notes and
 * references stay with the staff: they are internal, and written in the staff member's language.
 */
export const SellerSaleProgress = Schema.Struct({
  status: SellOrderStatus,
  steps: Schema.Array(Schema.Struct({ status: SellOrderStatus, at: Int })),
  evaluatedAmount: Schema.NullOr(Schema.Number),
  payout: Schema.NullOr(Schema.Struct({ amount: Schema.Number, paidOn: Schema.String, method: PaymentType }))
})
export type SellerSaleProgress = typeof SellerSaleProgress.Type

/** The seller's view of a sale submitted at `createdAt` (epoch ms) that stands at `progress`. */
export const sellerSaleProgress = (createdAt: number, progress: SellOrderProgress): SellerSaleProgress => ({
  status: progress.status,
  steps: [{ status: "submitted", at: createdAt }, ...progress.history.map((event) => ({ status: event.to, at: event.at }))],
  evaluatedAmount: progress.evaluation?.amount ?? null,
  payout: progress.payout === null
    ? null
    : { amount: progress.payout.amount, paidOn: progress.payout.paidOn, method: progress.payout.method }
})
