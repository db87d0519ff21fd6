// @ts-check

/**
 * The names under which the shop's server (web/server, outside Next's bundle) and the app (inside it)
 * meet on globalThis, the one object both see. Plain values with no imports, so the app's bundle takes
 * this file as it is.
 */

/** The boundary's request context (requestContext.mjs; read by web/src/server/requestContext.ts). */
export const requestContextKey = "__shopRequestContext"

/** The catalog's version the app publishes for the page cache (web/src/server/sharedPages.ts). */
export const catalogVersionKey = "__shopCatalogVersion"

/** The route handlers the app publishes for direct calls (directRoutes.mjs, web/src/server/directRoutes.ts). */
export const directRoutesKey = "__shopDirectRoutes"
