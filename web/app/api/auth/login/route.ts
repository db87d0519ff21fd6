import { LoginBody, SignedInAnswer } from "@shop/core/backend/auth/requests"
import { login } from "../../../../src/server/auth/flows.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/**
 * POST /api/auth/login/ { email, password }: 200 { user, currentUser } and the session cookies;
 * 401 wrong-password, 404 user-not-found, 403 user-disabled, 429 too-many-requests (login limit).
 */
export const POST = route({ body: LoginBody, response: SignedInAnswer, handler: ({ request, url, body }) => login(request, url, body) })

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
