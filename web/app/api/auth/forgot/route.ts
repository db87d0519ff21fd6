import { ForgotBody } from "@shop/core/backend/accounts/requests"
import { authRoute } from "../../../../src/server/auth/authRoute.ts"
import { forgot } from "../../../../src/server/auth/flows.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** POST /api/auth/forgot/ { email }: 202 whether or not the email has an account; 422 invalid-email. */
export const POST = authRoute({ body: ForgotBody, handler: ({ url, body }) => forgot(url, body) })

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
