import { makeCartHandlers } from "../handlers.ts"
import { resolveSessionUid, runOnServer } from "../session.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** GET /api/carts/{uid}/: the signed-in user's remote cart; PUT merges fields into it (handlers.ts). */
const handlers = makeCartHandlers({ resolveUid: resolveSessionUid, run: runOnServer })

export const GET = handlers.GET
export const PUT = handlers.PUT
export const { POST, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET", "PUT")
