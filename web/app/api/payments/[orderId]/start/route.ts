import { PaymentStep, PublicId, startPayment } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"

/**
 * POST /api/payments/{orderId}/start/: card and instalments open a gateway payment (created ->
 * processing) and answer where to send the shopper; an order already processing answers the same
 * pending payment's page (a double click opens no second payment); cash on delivery goes to the
 * thank-you page.
 */
export const POST = route({
  params: Schema.Struct({ orderId: PublicId }),
  response: PaymentStep,
  handler: ({ params }) => startPayment(params.orderId)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
