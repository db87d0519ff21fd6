import { ForgotBody } from "@shop/core/backend/auth/requests"
import { Schema } from "effect"
import { forgot } from "../../../../src/server/auth/flows.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/**
 * POST /api/auth/forgot/ { email }: 202 whether or not the email has an account; 422 invalid-email;
 * 429 with Retry-After when the address or the email asked too often.
 */
export const POST = route({
  body: ForgotBody,
  limit: "forgot-address",
  status: 202,
  response: Schema.Struct({ sent: Schema.Literal(true) }),
  handler: ({ url, body }) => forgot(url, body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
