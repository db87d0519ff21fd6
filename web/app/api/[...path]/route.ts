import { unknownCall } from "../../../src/server/methods.ts"

/**
 * Every /api/ path that names no call: a JSON 404 (`{ error: "not-found", message }`) for any
 * method, instead of the storefront's HTML not-found page. Known calls are more specific routes and
 * always win over this one.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = unknownCall()
