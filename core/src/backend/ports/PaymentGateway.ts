import type { Effect, Option } from "effect"
import { Context, Schema } from "effect"
import { MarketCode } from "../../markets/market.ts"
import type { IllegalTransition, NotFound, RepositoryError } from "../errors.ts"
import { PaymentOutcome } from "../payments/paymentState.ts"

/** What the gateway needs to take a payment. */
export const PaymentRequest = Schema.Struct({
  orderId: Schema.String,
  market: MarketCode,
  amount: Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0)),
  method: Schema.Literals(["card", "instalments"])
})
export type PaymentRequest = typeof PaymentRequest.Type

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
   * Opens a payment (every call a new one: a retry is a new payment) and answers where to send the
   * shopper: the gateway's page (for the sandbox a page of this app, e.g. `/sandbox-pay/<id>/`).
   */
  readonly start: (
    request: PaymentRequest
  ) => Effect.Effect<{ readonly paymentId: string; readonly redirectPath: string }, RepositoryError>
  /**
   * Settles a pending payment. The real gateway reports the outcome itself; the sandbox lets its
   * page choose. NotFound for an unknown payment, IllegalTransition when it is already settled.
   */
  readonly complete: (
    paymentId: string,
    outcome: PaymentOutcome
  ) => Effect.Effect<PaymentSession, NotFound | IllegalTransition | RepositoryError>
  readonly session: (paymentId: string) => Effect.Effect<Option.Option<PaymentSession>, RepositoryError>
}

/** The Payments port of DESIGN: card and instalment payments go through it. */
export class PaymentGateway extends Context.Service<PaymentGateway, PaymentGatewayShape>()(
  "@shop/core/PaymentGateway"
) {}
