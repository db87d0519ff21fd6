import { PaymentStep, paymentStatus } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { OpaqueId } from "../../../../src/server/params.ts"

/** GET /api/payments/{orderId}/: the payment state and its page (the processing page polls it). */
export const GET = route({
  params: Schema.Struct({ orderId: OpaqueId }),
  response: PaymentStep,
  handler: ({ params }) => paymentStatus(params.orderId)
})
