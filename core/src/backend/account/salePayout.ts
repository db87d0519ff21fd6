import { Effect, Schema } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import { PhoneNumbers } from "../../ports/PhoneNumbers.ts"
import { PaymentType, type PaymentDetails } from "../../sell/payment.ts"
import { emptyPayoutForm, payoutDetailsOf, payoutFormErrors, type PayoutForm } from "../../sell/payoutForm.ts"
import { IllegalTransition, ValidationFailed, type NotFound, type RepositoryError } from "../../errors.ts"
import { SellOrderRepository } from "../ports/SellOrderRepository.ts"
import type { StoredSellOrder } from "../../sell/sellTypes.ts"
import { mySale } from "./accountArea.ts"

const Text = Schema.String.check(Schema.isMaxLength(400))

/**
 * The payout details a seller completes on a sale that has none (the payment-test variant skipped
 * them): the sell funnel's payout form (SPEC 3 payment details; SPEC 6 corporate seller). The company
 * fields are needed only with `corporate: true`.
 */
export const SalePayoutInput = Schema.Struct({
  paymentType: PaymentType,
  corporate: Schema.Boolean,
  sellerName: Schema.optionalKey(Text),
  iban: Text,
  county: Text,
  city: Text,
  companyName: Schema.optionalKey(Text),
  fiscalCode: Schema.optionalKey(Text),
  registrationNumber: Schema.optionalKey(Text),
  companyEmail: Schema.optionalKey(Text),
  phoneNumber: Schema.optionalKey(Text)
})
export type SalePayoutInput = typeof SalePayoutInput.Type

export const salePayoutForm = (input: SalePayoutInput): PayoutForm => ({ ...emptyPayoutForm, ...input })

/** Statuses after which nothing will be paid: paid already, cancelled, or the device declined and (to be) sent back. */
const closedForPayout: ReadonlyArray<StoredSellOrder["status"]> = ["paid", "cancelled", "declined", "returned"]

/** A sale can get payout details while it has none and is still open (nothing paid, nothing declined or cancelled). */
export const acceptsPayoutDetails = (sale: StoredSellOrder): boolean =>
  sale.payload.paymentDetails === null && !closedForPayout.includes(sale.status)

/**
 * Stores payout details on one of the user's sales (NotFound for anyone else's, a guest's or another
 * market's), validated by the sell funnel's payout rules (core payoutFormErrors: a private seller's
 * name, IBAN and address, or the company's details; the company email falls back on the sale's
 * email as in the funnel) and normalized as the funnel does (payoutDetailsOf). A sale that already
 * has payout details, or is closed, is an IllegalTransition (409): details are set once. Nothing is
 * written on any refusal; the repository sets them only while none are stored, so two concurrent
 * completions cannot both win.
 */
export const completeSalePayout = Effect.fn("Account.completeSalePayout")(function*(
  userId: string,
  market: MarketCode,
  sellOrderId: string,
  input: SalePayoutInput
): Effect.fn.Return<PaymentDetails, NotFound | ValidationFailed | IllegalTransition | RepositoryError, SellOrderRepository | PhoneNumbers> {
  const sale = yield* mySale(userId, market, sellOrderId)
  const already = new IllegalTransition({
    orderId: sellOrderId,
    from: sale.payload.paymentDetails === null ? sale.status : "payout-set",
    to: "payout-set",
    message: "the sale's payout details are already set"
  })
  if (!acceptsPayoutDetails(sale)) return yield* Effect.fail(already)
  const form = salePayoutForm(input)
  const errors = payoutFormErrors(yield* PhoneNumbers, market, form, sale.payload.userEmail)
  if (Object.keys(errors).length > 0) {
    return yield* Effect.fail(new ValidationFailed({ fields: { ...errors }, message: "the payout details are not valid" }))
  }
  const details = payoutDetailsOf(form, false, sale.payload.userEmail)
  if (!(yield* (yield* SellOrderRepository).setPaymentDetails(sale.sellOrderId, details))) return yield* Effect.fail(already)
  return details
})
