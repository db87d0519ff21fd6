import { PaymentStep, paymentStatus, PublicId } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/**
 * GET /api/payments/{orderId}/: the payment state and its page (the processing page polls it).
 * The order id is a UUID (anything else is 404); the answer names no payment id.
 */
export const GET = route({
  params: Schema.Struct({ orderId: PublicId }),
  response: PaymentStep,
  handler: ({ params }) => paymentStatus(params.orderId)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
