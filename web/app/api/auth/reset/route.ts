import { ResetBody, SignedInAnswer } from "@shop/core/backend/auth/requests"
import { reset } from "../../../../src/server/auth/flows.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** POST /api/auth/reset/ { token, password }: sets the new password and signs in; 401 invalid-token, 422 weak-password. */
export const POST = route({ body: ResetBody, response: SignedInAnswer, handler: ({ request, url, body }) => reset(request, url, body) })

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
