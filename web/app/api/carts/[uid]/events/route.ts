import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { cartEvents } from "../../cartEvents.ts"

/** GET /api/carts/{uid}/events/: the user's remote cart as server-sent events (cartEvents.ts). */
export const dynamic = "force-dynamic"
export const GET = cartEvents()
export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
