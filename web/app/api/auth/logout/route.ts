import { Schema } from "effect"
import { logout } from "../../../../src/server/auth/flows.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** POST /api/auth/logout/: removes both session cookies (signing out twice is harmless). */
export const POST = route({ response: Schema.Struct({ signedOut: Schema.Literal(true) }), handler: ({ request }) => logout(request) })

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
