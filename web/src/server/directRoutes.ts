import "server-only"

import { directRoutesKey } from "../../server/globalKeys.mjs"

/**
 * Offers a route handler to the shop's server for direct calls, past Next's request pipeline
 * (web/server/directRoutes.mjs says when it takes them). For hot calls only: the handler must need
 * nothing of Next's (no `headers()`, `cookies()` or route params; `route()` handlers read the Request).
 */
export const publishDirectRoute = (method: "POST", path: `/api/${string}/`, handler: (request: Request) => Promise<Response>): void => {
  const published: unknown = Reflect.get(globalThis, directRoutesKey)
  const table = published instanceof Map ? published : new Map<string, unknown>()
  table.set(`${method} ${path}`, handler)
  Reflect.set(globalThis, directRoutesKey, table)
}
