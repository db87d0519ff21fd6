import { makeCartHandlers } from "../../handlers.ts"
import { resolveSessionUid, runOnServer } from "../../session.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"

/** GET /api/carts/{uid}/events/: the user's remote cart as server-sent events (handlers.ts). */
const handlers = makeCartHandlers({ resolveUid: resolveSessionUid, run: runOnServer })

export const dynamic = "force-dynamic"
export const GET = handlers.EVENTS
export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
