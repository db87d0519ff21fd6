import "server-only"
import { unavailableRetryAfterSeconds } from "@shop/core/backend/httpError"

/**
 * The app's side of the socket boundary's request context (web/server/requestContext.mjs): a page
 * that fails because the database is unavailable says so, and the boundary sends its error page as
 * 503 with Retry-After instead of Next's 500. The store lives on globalThis because the boundary is
 * outside Next's bundle; without the boundary (tests, `next dev`) there is no store and nothing to do.
 */
interface RequestContext {
  unavailableRetryAfter: number | undefined
}

interface ContextStore {
  readonly getStore: () => RequestContext | undefined
}

const storeOf = (): ContextStore | undefined => Reflect.get(globalThis, "__shopRequestContext") as ContextStore | undefined

export const markDatabaseUnavailable = (): void => {
  const context = storeOf()?.getStore()
  if (context !== undefined) context.unavailableRetryAfter = unavailableRetryAfterSeconds
}
