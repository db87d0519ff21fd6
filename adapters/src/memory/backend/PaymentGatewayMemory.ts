import { Effect, Layer, Option } from "effect"
import { IllegalTransition, type NotFound, notFound } from "@shop/core/errors"
import { sandboxPaymentPath } from "@shop/core/backend/payments/sandboxLink"
import type { PaymentOutcome } from "@shop/core/payments/paymentState"
import type { PaymentRequest, PaymentSession, Refund, RefundRequest } from "@shop/core/backend/ports/PaymentGateway"
import { PaymentGateway } from "@shop/core/backend/ports/PaymentGateway"
import type { MemoryState } from "./memoryState.ts"

const sessionOf = ({ token: _token, ...session }: PaymentSession & { readonly token: string }): PaymentSession => session

/** The sandbox gateway in memory: the caller decides each outcome, with the payment's token. */
export const makePaymentGatewayMemory = (state: MemoryState) => {
  const withToken = (paymentId: string, token: string) => {
    const found = state.payments.get(paymentId)
    return found !== undefined && found.token === token ? found : undefined
  }
  return PaymentGateway.of({
    start: (request: PaymentRequest) =>
      Effect.sync(() => {
        const payment = state.payments.get(request.paymentId) ?? { ...request, status: "pending" as const, token: state.nextToken() }
        state.payments.set(payment.paymentId, payment)
        return { paymentId: payment.paymentId, redirectPath: sandboxPaymentPath(payment.paymentId, payment.token) }
      }),
    complete: (paymentId: string, outcome: PaymentOutcome, token: string) =>
      Effect.suspend((): Effect.Effect<PaymentSession, NotFound | IllegalTransition> => {
        const payment = withToken(paymentId, token)
        if (payment === undefined) return Effect.fail(notFound("payment", paymentId))
        if (payment.status !== "pending") {
          return Effect.fail(
            new IllegalTransition({
              orderId: payment.orderId,
              from: payment.status,
              to: outcome,
              message: `payment ${paymentId} is already ${payment.status}`
            })
          )
        }
        const settled = { ...payment, status: outcome }
        state.payments.set(paymentId, settled)
        return Effect.succeed(sessionOf(settled))
      }),
    session: (paymentId: string, token: string) =>
      Effect.sync(() => Option.map(Option.fromNullishOr(withToken(paymentId, token)), sessionOf)),
    canRefund: true,
    refund: (request: RefundRequest) =>
      Effect.suspend((): Effect.Effect<Refund, NotFound | IllegalTransition> => {
        const before = state.refunds.get(request.refundId)
        if (before !== undefined) return Effect.succeed(before)
        const payment = state.payments.get(request.paymentId)
        if (payment === undefined) return Effect.fail(notFound("payment", request.paymentId))
        const refunded = [...state.refunds.values()].filter((r) => r.paymentId === payment.paymentId).reduce((sum, r) => sum + r.amount, 0)
        if (payment.status !== "paid" || Math.round((refunded + request.amount) * 100) > Math.round(payment.amount * 100)) {
          return Effect.fail(new IllegalTransition({
            orderId: payment.orderId,
            from: payment.status,
            to: "refunded",
            message: `payment ${payment.paymentId} (${payment.status}, ${payment.amount}, ${refunded} refunded) cannot refund ${request.amount}`
          }))
        }
        const refund: Refund = { refundId: request.refundId, paymentId: payment.paymentId, amount: request.amount }
        state.refunds.set(refund.refundId, refund)
        return Effect.succeed(refund)
      })
  })
}

export const paymentGatewayMemoryLayer = (state: MemoryState) =>
  Layer.succeed(PaymentGateway, makePaymentGatewayMemory(state))
