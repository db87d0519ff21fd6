import type { Effect, Option } from "effect"
import { Context, Schema } from "effect"
import { MarketCode } from "../../markets/market.ts"
import type { IllegalTransition, NotFound, RepositoryError } from "../../errors.ts"
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
}

/** The Payments port of DESIGN: card and instalment payments go through it. */
export class PaymentGateway extends Context.Service<PaymentGateway, PaymentGatewayShape>()(
  "@shop/core/PaymentGateway"
) {}
