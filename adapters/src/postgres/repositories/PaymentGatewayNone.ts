import { Effect, Layer, Option } from "effect"
import { notFound, PaymentMethodUnavailable, RepositoryError } from "@shop/core/errors"
import { PaymentGateway } from "@shop/core/backend/ports/PaymentGateway"

/**
 * No payment gateway (PAYMENTS=none, the default with DATABASE_URL): card and instalment payments
 * cannot start (503 "unavailable"), and the sandbox's page and completion call know no payment
 * (404), so a deployment never serves a gateway that settles payments without taking money.
 * Cash on delivery needs no gateway and works as ever. Refunds are refused (422
 * payment-method-unavailable), and the staff cancellation of a paid order asks `canRefund` first, so
 * nothing is cancelled that cannot be paid back.
 */
export const PaymentGatewayNone = {
  layer: Layer.succeed(
    PaymentGateway,
    PaymentGateway.of({
      start: () =>
        Effect.fail(new RepositoryError({ operation: "start payment", message: "no payment gateway is configured (PAYMENTS)" })),
      complete: (paymentId) => Effect.fail(notFound("payment", paymentId)),
      session: () => Effect.succeed(Option.none()),
      canRefund: false,
      refund: (request) =>
        Effect.fail(new PaymentMethodUnavailable({
          method: "card",
          message: `no payment gateway is configured (PAYMENTS=none): refund ${request.refundId} cannot be made`
        }))
    })
  )
}
