import type { Effect, Option } from "effect"
import { Context, Schema } from "effect"
import { MarketCode } from "../../markets/market.ts"
import type { IllegalTransition, NotFound, PaymentMethodUnavailable, RepositoryError } from "../../errors.ts"
import { PaymentOutcome } from "../../payments/paymentState.ts"

/**
 * What the gateway needs to take a payment. The shop names the payment (`paymentId`, from
 * OrderRepository.newPaymentId) before opening it, so the order records it first and a start that
 * loses a race writes nothing at the gateway.
 */
export const PaymentRequest = Schema.Struct({
  paymentId: Schema.String,
  orderId: Schema.String,
  market: MarketCode,
  amount: Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0)),
  method: Schema.Literals(["card", "instalments"])
})
export type PaymentRequest = typeof PaymentRequest.Type

/**
 * The secret of a payment's page link as the web layer accepts it: URL-safe and bounded (the
 * sandbox draws 43 base64url characters). A token of any other shape can match no payment.
 */
export const PaymentToken = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,128}$/))

export const PaymentSession = Schema.Struct({
  paymentId: Schema.String,
  orderId: Schema.String,
  market: MarketCode,
  amount: Schema.Number,
  method: Schema.Literals(["card", "instalments"]),
  status: Schema.Union([Schema.Literal("pending"), PaymentOutcome])
})
export type PaymentSession = typeof PaymentSession.Type

/**
 * Money given back on a settled payment (issue 18: a cancelled order, a returned device). The shop
 * names the refund (`refundId`, e.g. `cancel:<orderId>`), so asking again after a lost answer refunds
 * nothing twice.
 */
export const RefundRequest = Schema.Struct({
  refundId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  paymentId: Schema.String,
  amount: Schema.Number.check(Schema.isFinite(), Schema.isGreaterThan(0))
})
export type RefundRequest = typeof RefundRequest.Type

export const Refund = Schema.Struct({
  refundId: Schema.String,
  paymentId: Schema.String,
  amount: Schema.Number
})
export type Refund = typeof Refund.Type

export interface PaymentGatewayShape {
  /**
   * Opens the payment `request.paymentId` and answers where to send the shopper: the gateway's page
   * (for the sandbox a page of this app, `/sandbox-pay/<id>/?token=<secret>`). Idempotent: a payment
   * opened before is answered again, unchanged, with the same page.
   */
  readonly start: (
    request: PaymentRequest
  ) => Effect.Effect<{ readonly paymentId: string; readonly redirectPath: string }, RepositoryError>
  /**
   * Settles a pending payment. A real gateway reports the outcome itself (signed); the sandbox lets
   * its page choose, and `token` (the secret of the page's link) stands in for the signature: a
   * wrong token (compared in constant time) is NotFound, as is an unknown payment.
   * IllegalTransition when the payment is already settled.
   */
  readonly complete: (
    paymentId: string,
    outcome: PaymentOutcome,
    token: string
  ) => Effect.Effect<PaymentSession, NotFound | IllegalTransition | RepositoryError>
  /** The payment, for the holder of its token (the sandbox page); none for any other caller. */
  readonly session: (paymentId: string, token: string) => Effect.Effect<Option.Option<PaymentSession>, RepositoryError>
  /** Whether this gateway can give money back at all (no gateway cannot): checked before an order is cancelled. */
  readonly canRefund: boolean
  /**
   * Gives `amount` of a paid payment back. Idempotent by `refundId`: the same id answers the refund
   * made before, unchanged. NotFound for an unknown payment; IllegalTransition when the payment is not
   * paid or the refunds would exceed what was paid; PaymentMethodUnavailable when the gateway cannot refund.
   */
  readonly refund: (request: RefundRequest) => Effect.Effect<Refund, NotFound | IllegalTransition | PaymentMethodUnavailable | RepositoryError>
}

/** The Payments port of DESIGN: card and instalment payments go through it. */
export class PaymentGateway extends Context.Service<PaymentGateway, PaymentGatewayShape>()(
  "@shop/core/PaymentGateway"
) {}
