import { authRoute } from "../../../../src/server/auth/authRoute.ts"
import { session } from "../../../../src/server/auth/flows.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** GET /api/auth/session/: { decision, user, currentUser } (SPEC 4 session rules), cookies refreshed or removed. */
export const GET = authRoute({ handler: ({ request }) => session(request) })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
