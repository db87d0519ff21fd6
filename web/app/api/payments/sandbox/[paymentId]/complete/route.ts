import { completeSandboxPayment, PaymentOutcome, PaymentStep } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../../../../src/server/http.ts"
import { OpaqueId } from "../../../../../../src/server/params.ts"

/**
 * POST /api/payments/sandbox/{paymentId}/complete/ with `{ "outcome": "paid" | "failed" }`: the
 * sandbox gateway's verdict (its page lets the shopper choose), recorded as processing -> paid |
 * failed; answers the thank-you or payment-failed page.
 */
export const POST = route({
  params: Schema.Struct({ paymentId: OpaqueId }),
  body: Schema.Struct({ outcome: PaymentOutcome }),
  response: PaymentStep,
  handler: ({ body, params }) => completeSandboxPayment(params.paymentId, body.outcome)
})
