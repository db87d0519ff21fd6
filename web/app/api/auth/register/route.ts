import { RegisterBody } from "@shop/core/backend/accounts/requests"
import { authRoute } from "../../../../src/server/auth/authRoute.ts"
import { register } from "../../../../src/server/auth/flows.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** POST /api/auth/register/ { email, password, name }: 201 { user, currentUser } and the session cookies. */
export const POST = authRoute({ body: RegisterBody, handler: ({ request, url, body }) => register(request, url, body) })

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
