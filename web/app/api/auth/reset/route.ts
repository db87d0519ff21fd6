import { ResetBody } from "@shop/core/backend/auth/requests"
import { authRoute } from "../../../../src/server/auth/authRoute.ts"
import { reset } from "../../../../src/server/auth/flows.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** POST /api/auth/reset/ { token, password }: sets the new password and signs in; 401 invalid-token, 422 weak-password. */
export const POST = authRoute({ body: ResetBody, handler: ({ request, url, body }) => reset(request, url, body) })

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
