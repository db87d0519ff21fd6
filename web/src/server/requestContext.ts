import "server-only"
import { unavailableRetryAfterSeconds } from "@shop/adapters/http/errorAnswer"
import { requestContextKey } from "../../server/globalKeys.mjs"

/**
 * The app's side of the socket boundary's request context (web/server/requestContext.mjs): the
 * client's address as the boundary resolved it, and the mark a page leaves when it failed because the
 * database is unavailable (the boundary then sends its error page as 503 with Retry-After instead of
 * Next's 500). The store lives on globalThis because the boundary is outside Next's bundle.
 */
interface RequestContext {
  readonly clientAddress: string
  unavailableRetryAfter: number | undefined
  /** For the boundary's page cache (web/server/pageCache.mjs, src/server/sharedPages.ts). */
  sharedPage?: boolean | undefined
}

interface ContextStore {
  readonly getStore: () => RequestContext | undefined
}

const storeOf = (): ContextStore | undefined => Reflect.get(globalThis, requestContextKey) as ContextStore | undefined

/** The boundary's context of the request being served; undefined without the boundary (tests, `next dev`). */
export const boundaryContext = (): RequestContext | undefined => storeOf()?.getStore()

/**
 * A production server (NODE_ENV=production, what `next start` and our server set: settings.ts) must
 * run behind the boundary (`node server/main.mjs`, what scripts/start.sh starts): under plain `next
 * start` nothing resolves the client's address, checks a request's origin or sends the security
 * headers. The runtime refuses to serve then (runtime.ts).
 */
export const servedWithoutBoundary = (production: boolean): boolean => storeOf() === undefined && production

export const markDatabaseUnavailable = (): void => {
  const context = boundaryContext()
  if (context !== undefined) context.unavailableRetryAfter = unavailableRetryAfterSeconds
}
