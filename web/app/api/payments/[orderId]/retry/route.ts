import { PaymentStep, PublicId, retryPayment } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"

/**
 * POST /api/payments/{orderId}/retry/: a failed payment started again (failed -> processing with a
 * new payment); an order already processing answers its pending payment's page.
 */
export const POST = route({
  params: Schema.Struct({ orderId: PublicId }),
  response: PaymentStep,
  handler: ({ params }) => retryPayment(params.orderId)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
