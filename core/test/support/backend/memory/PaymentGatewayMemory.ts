import { Effect, Layer, Option } from "effect"
import { IllegalTransition, type NotFound, notFound } from "../../../../src/backend/errors.ts"
import type { PaymentOutcome } from "../../../../src/backend/payments/paymentState.ts"
import type { PaymentRequest, PaymentSession } from "../../../../src/backend/ports/PaymentGateway.ts"
import { PaymentGateway } from "../../../../src/backend/ports/PaymentGateway.ts"
import type { MemoryState } from "./memoryState.ts"

/** The sandbox gateway in memory: the caller decides each outcome. */
export const makePaymentGatewayMemory = (state: MemoryState) =>
  PaymentGateway.of({
    start: (request: PaymentRequest) =>
      Effect.sync(() => {
        const paymentId = state.nextId("pay")
        state.payments.set(paymentId, { ...request, paymentId, status: "pending" })
        return { paymentId, redirectPath: `/sandbox-pay/${paymentId}/` }
      }),
    complete: (paymentId: string, outcome: PaymentOutcome) =>
      Effect.suspend((): Effect.Effect<PaymentSession, NotFound | IllegalTransition> => {
        const session = state.payments.get(paymentId)
        if (session === undefined) return Effect.fail(notFound("payment", paymentId))
        if (session.status !== "pending") {
          return Effect.fail(
            new IllegalTransition({
              orderId: session.orderId,
              from: session.status,
              to: outcome,
              message: `payment ${paymentId} is already ${session.status}`
            })
          )
        }
        const settled = { ...session, status: outcome }
        state.payments.set(paymentId, settled)
        return Effect.succeed(settled)
      }),
    session: (paymentId: string) => Effect.sync(() => Option.fromNullishOr(state.payments.get(paymentId)))
  })

export const paymentGatewayMemoryLayer = (state: MemoryState) =>
  Layer.succeed(PaymentGateway, makePaymentGatewayMemory(state))
