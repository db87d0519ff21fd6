import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { staffLogout } from "../../../../../src/server/staff/staffAuthFlows.ts"

/** POST /api/staff/auth/logout/: ends this browser's staff session and removes its cookie (twice is harmless). */
export const POST = route({ response: Schema.Struct({ signedOut: Schema.Literal(true) }), handler: ({ request }) => staffLogout(request) })

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
