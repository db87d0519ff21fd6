// @ts-check
import { AsyncLocalStorage } from "node:async_hooks"
import { catalogVersionKey, requestContextKey } from "./globalKeys.mjs"

/**
 * What the boundary and the app tell each other about a request, through an AsyncLocalStorage that
 * the app's bundle reaches on globalThis (web/src/server/requestContext.ts):
 * - the boundary tells the app the client's address as it resolved it (TRUSTED_PROXIES). No header
 *   can say it: a store a client cannot write is the proof that the boundary saw the request;
 * - the app tells the boundary that a page failed because the database is unavailable, so its error
 *   page goes out as 503 with Retry-After instead of Next's 500 (issue 14 "Outage"); Next gives pages
 *   no way to choose their status;
 * - the app tells the boundary that the page is the same for every visitor (core's isSharedPage), or
 *   that it must not be kept after all (its data failed), for the page cache (pageCache.mjs).
 * And, on globalThis too, the app publishes the catalog's version (web/src/server/sharedPages.ts) for
 * the page cache to know whether what it keeps is still current.
 */

/**
 * @typedef {object} RequestContext
 * @property {string} clientAddress  the socket's peer, or the address trusted proxies forwarded
 * @property {number | undefined} unavailableRetryAfter  seconds, once the request met a database outage
 * @property {boolean} [sharedPage]  true once the page said every visitor sees it alike;
 *   false once it said it must not be kept (which stays)
 */

/** @type {AsyncLocalStorage<RequestContext>} */
export const requestContextStorage = new AsyncLocalStorage()


export const installRequestContext = () => {
  Reflect.set(globalThis, requestContextKey, requestContextStorage)
}


/**
 * The catalog's version as the app's runtime knows it, or undefined before the runtime has started,
 * and while it cannot hear the database's change notifications (then nothing may be kept).
 * @returns {number | undefined}
 */
export const catalogVersion = () => {
  const published = Reflect.get(globalThis, catalogVersionKey)
  return typeof published === "function" ? published() : undefined
}
