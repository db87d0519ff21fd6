import { Clock, Effect, Option, Ref, Result, Schema } from "effect"
import { localDateIn } from "../markets/localDate.ts"
import type { MarketCode } from "../markets/market.ts"
import { type OfferQuote, SellApi } from "../ports/SellApi.ts"
import type { FunnelState } from "./funnelState.ts"
import { payoutDetailsOf, type PayoutForm } from "./payoutForm.ts"
import { pickupDetailsOf, pickupFormErrors, type PickupForm, type PickupFormErrors } from "./pickupForm.ts"
import { buildSellOrderPayload, type SellOrderPayload, type SellOrderPayloadError } from "./sellOrder.ts"
import { type FunnelSession, funnelContext, stepsFor } from "./stepGraph.ts"

/** What the delivery step sends: the funnel (URL state and session), the quote, and the seller's forms. */
export interface SellSubmission {
  readonly market: MarketCode
  readonly state: FunnelState
  readonly session: FunnelSession
  /** The offer step's answer; anything but quoted offers leaves nothing to send yet. */
  readonly quote: OfferQuote | null
  readonly email: string
  readonly payout: PayoutForm
  readonly delivery: PickupForm
  /** The human check's token (good for one submission), null before the check passed. */
  readonly humanCheck: string | null
}

/**
 * The last submission of the funnel: its payload (order date aside) and the order date it went out
 * with. The caller keeps it between submissions (a Ref it owns).
 */
export interface SellAttempt {
  readonly content: string
  readonly orderedAt: number
}

/** The delivery form has errors, or the human check has not passed: nothing was sent. */
export class SellSubmissionInvalid extends Schema.TaggedError<SellSubmissionInvalid>()("SellSubmissionInvalid", {
  fields: Schema.Record(Schema.String, Schema.String),
  humanCheckMissing: Schema.Boolean,
  message: Schema.String
}) {}

/** No offers are quoted (still loading, or the devices are not bought): nothing was sent. */
export class SellOffersNotQuoted extends Schema.TaggedError<SellOffersNotQuoted>()("SellOffersNotQuoted", {
  message: Schema.String
}) {}

export interface SellSubmissionErrors {
  readonly fields: PickupFormErrors
  readonly humanCheckMissing: boolean
}

/**
 * What stops a submission before anything is sent: the delivery form's errors (a pickup day is
 * checked against `now` in the market's calendar) and a missing human check.
 */
export const sellSubmissionErrors = (submission: SellSubmission, now: number): SellSubmissionErrors => ({
  fields: pickupFormErrors(submission.market, submission.delivery, localDateIn(submission.market, now)),
  humanCheckMissing: submission.humanCheck === null
})

/** The SPEC 3 payload of the submission at an order date; the payout details only where the funnel asked for them. */
const payloadAt = (submission: SellSubmission, offers: Extract<OfferQuote, { _tag: "OffersQuoted" }>["offers"], orderedAt: number) => {
  const context = funnelContext(submission.state, submission.session)
  const asksPayment = Option.isSome(context) && stepsFor(context.value).includes("payment")
  const email = submission.email.trim()
  return buildSellOrderPayload({
    countryCode: submission.market,
    state: submission.state,
    offers,
    payment: asksPayment ? payoutDetailsOf(submission.payout, submission.session.partner, email) : null,
    delivery: pickupDetailsOf(submission.delivery),
    user: { email, serviceDbUserId: null },
    evaluationId: null,
    voucherCode: null,
    now: orderedAt
  })
}

/**
 * The seller's submission (SPEC 3 sell order): checks the delivery form and the human check, builds
 * the payload (core buildSellOrderPayload) and sends it through the SellApi port with the token.
 *
 * One order date per set of answers: a retry of the same answers (a lost reply, a second Enter) sends
 * the same payload, so the same idempotency key, and gets the first sell order back; changed answers
 * are a new submission with the time of sending.
 */
export const sendSellOrder = Effect.fn("sendSellOrder")(function*(submission: SellSubmission, attempts: Ref.Ref<SellAttempt | null>) {
  const now = yield* Clock.currentTimeMillis
  const errors = sellSubmissionErrors(submission, now)
  if (Object.keys(errors.fields).length > 0 || errors.humanCheckMissing) {
    return yield* new SellSubmissionInvalid({ ...errors, message: "the delivery form has errors or the human check has not passed" })
  }
  if (submission.quote?._tag !== "OffersQuoted") return yield* new SellOffersNotQuoted({ message: "no offers are quoted to sell at" })
  const offers = submission.quote.offers
  const content = JSON.stringify(Result.getOrNull(payloadAt(submission, offers, 0)))
  const previous = yield* Ref.get(attempts)
  const orderedAt = previous?.content === content ? previous.orderedAt : now
  yield* Ref.set(attempts, { content, orderedAt })
  const payload: Result.Result<SellOrderPayload, SellOrderPayloadError> = payloadAt(submission, offers, orderedAt)
  if (Result.isFailure(payload)) return yield* payload.failure
  const api = yield* SellApi
  return yield* api.submitSellOrder(payload.success, submission.humanCheck)
})
