import { completeSandboxPayment, PaymentToken, PublicId } from "@shop/core/backend/index"
import { PaymentOutcome } from "@shop/core/payments/paymentState"
import { PaymentStep } from "@shop/core/payments/paymentPages"
import { Schema } from "effect"
import { route } from "../../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../../src/server/methods.ts"

/**
 * POST /api/payments/sandbox/{paymentId}/complete/ with `{ "outcome": "paid" | "failed", "token" }`:
 * the sandbox gateway's verdict (its page lets the shopper choose), for the holder of the payment's
 * secret token (from the page's link); recorded as processing -> paid | failed when the payment is
 * the order's current one. Answers the thank-you or payment-failed page. A wrong token, an unknown
 * payment, or a server whose PAYMENTS is not `sandbox`: 404.
 */
export const POST = route({
  params: Schema.Struct({ paymentId: PublicId }),
  body: Schema.Struct({ outcome: PaymentOutcome, token: PaymentToken }),
  response: PaymentStep,
  handler: ({ body, params }) => completeSandboxPayment(params.paymentId, body.outcome, body.token)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
