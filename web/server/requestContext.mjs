// @ts-check
import { AsyncLocalStorage } from "node:async_hooks"

/**
 * What the app learns about a request while Next renders it, for the boundary to act on when the
 * answer's head is written. Today one thing: the page failed because the database is unavailable, so
 * its error page goes out as 503 with Retry-After instead of Next's 500 (issue 14 "Outage"). Next
 * gives pages no way to choose their status; the page's data helper (web/src/server/page.ts) marks
 * the request through this store, which it reaches on globalThis because it lives in Next's bundle.
 */

/**
 * @typedef {object} RequestContext
 * @property {number | undefined} unavailableRetryAfter  seconds, once the request met a database outage
 */

/** @type {AsyncLocalStorage<RequestContext>} */
export const requestContextStorage = new AsyncLocalStorage()

/** The key the app's bundle reads the store from (web/src/server/requestContext.ts). */
export const requestContextKey = "__shopRequestContext"

export const installRequestContext = () => {
  Reflect.set(globalThis, requestContextKey, requestContextStorage)
}
