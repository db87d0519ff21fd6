import { PaymentStep, retryPayment } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"

/** POST /api/payments/{orderId}/retry/: a failed payment started again (failed -> processing). */
export const POST = route({
  params: Schema.Struct({ orderId: OpaqueId }),
  response: PaymentStep,
  handler: ({ params }) => retryPayment(params.orderId)
})
