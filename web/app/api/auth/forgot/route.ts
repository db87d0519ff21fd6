import { ForgotBody } from "@shop/core/backend/auth/requests"
import { authRoute } from "../../../../src/server/auth/authRoute.ts"
import { forgot } from "../../../../src/server/auth/flows.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/**
 * POST /api/auth/forgot/ { email }: 202 whether or not the email has an account; 422 invalid-email;
 * 429 with Retry-After when the address or the email asked too often.
 */
export const POST = authRoute({ body: ForgotBody, limit: "forgot-address", handler: ({ url, body }) => forgot(url, body) })

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
