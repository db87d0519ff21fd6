import { Effect, Layer, Option } from "effect"
import { notFound, RepositoryError } from "@shop/core/errors"
import { PaymentGateway } from "@shop/core/backend/ports/PaymentGateway"

/**
 * No payment gateway (PAYMENTS=none, the default with DATABASE_URL): card and instalment payments
 * cannot start (503 "unavailable"), and the sandbox's page and completion call know no payment
 * (404), so a deployment never serves a gateway that settles payments without taking money.
 * Cash on delivery needs no gateway and works as ever.
 */
export const PaymentGatewayNone = {
  layer: Layer.succeed(
    PaymentGateway,
    PaymentGateway.of({
      start: () =>
        Effect.fail(new RepositoryError({ operation: "start payment", message: "no payment gateway is configured (PAYMENTS)" })),
      complete: (paymentId) => Effect.fail(notFound("payment", paymentId)),
      session: () => Effect.succeed(Option.none())
    })
  )
}
