import { SessionAnswer } from "@shop/core/backend/auth/requests"
import { session } from "../../../../src/server/auth/flows.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** GET /api/auth/session/: { decision, user, currentUser } (SPEC 4 session rules), cookies refreshed or removed. */
export const GET = route({ response: SessionAnswer, handler: ({ request }) => session(request) })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
