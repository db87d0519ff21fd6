// @ts-check
import { AsyncLocalStorage } from "node:async_hooks"

/**
 * What the boundary and the app tell each other about a request, through an AsyncLocalStorage that
 * the app's bundle reaches on globalThis (web/src/server/requestContext.ts):
 * - the boundary tells the app the client's address as it resolved it (TRUSTED_PROXIES). No header
 *   can say it: a store a client cannot write is the proof that the boundary saw the request;
 * - the app tells the boundary that a page failed because the database is unavailable, so its error
 *   page goes out as 503 with Retry-After instead of Next's 500 (issue 14 "Outage"); Next gives pages
 *   no way to choose their status.
 */

/**
 * @typedef {object} RequestContext
 * @property {string} clientAddress  the socket's peer, or the address trusted proxies forwarded
 * @property {number | undefined} unavailableRetryAfter  seconds, once the request met a database outage
 */

/** @type {AsyncLocalStorage<RequestContext>} */
export const requestContextStorage = new AsyncLocalStorage()

/** The key the app's bundle reads the store from (web/src/server/requestContext.ts). */
export const requestContextKey = "__shopRequestContext"

export const installRequestContext = () => {
  Reflect.set(globalThis, requestContextKey, requestContextStorage)
}
