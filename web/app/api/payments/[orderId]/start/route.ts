import { PaymentStep, startPayment } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"

/**
 * POST /api/payments/{orderId}/start/: card and instalments open a gateway payment (created ->
 * processing) and answer where to send the shopper; cash on delivery goes to the thank-you page.
 */
export const POST = route({
  params: Schema.Struct({ orderId: OpaqueId }),
  response: PaymentStep,
  handler: ({ params }) => startPayment(params.orderId)
})
