import { PaymentStep } from "@shop/core/payments/paymentPages"
import { paymentStatus, PublicId } from "@shop/core/backend/index"
import { Effect, Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { readerOfRequest } from "../../../../src/server/recordReader.ts"

/**
 * GET /api/payments/{orderId}/: the payment state and its page (the processing page polls it), for
 * the order's readers (its owner's session, or a guest order's token in the `Order-Token` header).
 * The order id is a UUID; anything else, and anyone else, is 404. The answer names no payment id.
 */
export const GET = route({
  params: Schema.Struct({ orderId: PublicId }),
  response: PaymentStep,
  handler: ({ params, request }) => Effect.flatMap(readerOfRequest(request), (reader) => paymentStatus(params.orderId, reader))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
