import { authRoute } from "../../../../src/server/auth/authRoute.ts"
import { logout } from "../../../../src/server/auth/flows.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** POST /api/auth/logout/: removes both session cookies (signing out twice is harmless). */
export const POST = authRoute({ handler: ({ request }) => logout(request) })

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
