import { PaymentStep } from "@shop/core/payments/paymentPages"
import { PublicId, startPayment } from "@shop/core/backend/index"
import { Effect, Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { readerOfRequest } from "../../../../../src/server/recordReader.ts"

/**
 * POST /api/payments/{orderId}/start/: card and instalments open a gateway payment (created ->
 * processing) and answer where to send the shopper; an order already processing answers the same
 * pending payment's page (a double click opens no second payment); cash on delivery goes to the
 * thank-you page.
 * Only for the order's readers (its owner's session, or a guest order's token in the `Order-Token`
 * header); 404 for anyone else, as for an unknown order.
 */
export const POST = route({
  params: Schema.Struct({ orderId: PublicId }),
  response: PaymentStep,
  handler: ({ params, request }) => Effect.flatMap(readerOfRequest(request), (reader) => startPayment(params.orderId, reader))
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
