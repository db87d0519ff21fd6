import { PaymentStep } from "@shop/core/payments/paymentPages"
import { PublicId, retryPayment } from "@shop/core/backend/index"
import { Effect, Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { readerOfRequest } from "../../../../../src/server/recordReader.ts"

/**
 * POST /api/payments/{orderId}/retry/: a failed payment started again (failed -> processing with a
 * new payment); an order already processing answers its pending payment's page.
 * Only for the order's readers (its owner's session, or a guest order's token in the `Order-Token`
 * header); 404 for anyone else, as for an unknown order.
 */
export const POST = route({
  params: Schema.Struct({ orderId: PublicId }),
  response: PaymentStep,
  handler: ({ params, request }) => Effect.flatMap(readerOfRequest(request), (reader) => retryPayment(params.orderId, reader))
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
