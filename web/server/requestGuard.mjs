// @ts-check

/**
 * Requests refused before Next sees them (issue 14 "Bad input" and "Web hardening"). Each check is a
 * pure function of the method, the path and the headers, so the whole table is tested without a server.
 *
 * - A path whose percent-escapes do not decode (`/api/orders/%ff/`) names nothing: Next would answer
 *   a plain-text 500. Under /api/ it is a JSON 400; a page path is served the localized not-found page,
 *   and so is a path naming one of Next's own pages (`/_not-found/`).
 * - A state-changing request (POST, PUT, PATCH, DELETE) must come from the shop's own pages: a browser
 *   says where a request comes from in Sec-Fetch-Site (every current browser) and Origin (every
 *   browser, on every cross-origin and every POST request). A request that names another site is 403.
 *   A request with neither header is no browser's (curl, a payment gateway's server-to-server call,
 *   the contract tests) and cannot carry a victim's cookies, so it passes.
 * - A body sent to /api/ must be JSON: `text/plain` and form encodings are what a cross-site form can
 *   send without a preflight, so they are refused (415) even where Origin is missing. A request that
 *   names no Content-Type is left to its route (which decodes JSON or reads nothing): clients send an
 *   empty POST as a zero-length chunked body (the Pact verifier does), which cannot be told from a real
 *   body before it is read, and a browser's cross-site body without a type still carries its Origin.
 */

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"])

/** The path every malformed page path is served as: no route table has it, so it renders not-found. */
export const malformedPagePath = "/_malformed-path/"

/** The same under the staff console, whose catch-all renders the console's own 404 (app/(console)/staff/[...unknown]). */
export const malformedConsolePath = "/staff/_malformed-path/"

/**
 * @param {string} path
 * @returns {string}
 */
const notFoundPathFor = (path) => (path === "/staff" || path.startsWith("/staff/") ? malformedConsolePath : malformedPagePath)

/**
 * Next's own page routes (`/_not-found`, `/_global-error`) are not the shop's: asked for by name they
 * get the shop's localized 404 like any unknown path (app/not-found.tsx renders nothing).
 * @param {string} path
 * @returns {boolean}
 */
export const isNextInternalPage = (path) => /^\/_(not-found|global-error)(\/|$)/.test(path)

/**
 * @typedef {object} GuardInput
 * @property {string} method
 * @property {string} url            the request target: path and query
 * @property {string} origin         `${proto}://${host}` of this request, as the boundary resolved it
 * @property {(name: string) => string | undefined} header
 * @property {boolean} hasBody       a Content-Length above 0 or a Transfer-Encoding
 */

/**
 * @typedef {{ readonly kind: "pass" }
 *   | { readonly kind: "rewrite", readonly url: string }
 *   | { readonly kind: "refuse", readonly status: number, readonly error: string, readonly message: string, readonly json: boolean }} GuardDecision
 */

/**
 * @param {string} path
 * @returns {boolean}
 */
const decodes = (path) => {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/**
 * @param {string} url
 * @returns {string}
 */
const pathOf = (url) => {
  // An absolute-form target (`POST http://shop/api/...`, which proxies send and Node accepts) is
  // judged by its path, like the usual `/api/...`.
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)
  const target = origin === null ? url : url.slice(origin[0].length) || "/"
  const end = target.search(/[?#]/)
  return end === -1 ? target : target.slice(0, end)
}

/**
 * @param {string} path
 * @returns {boolean}
 */
export const isApiPath = (path) => path === "/api" || path.startsWith("/api/")

/**
 * @param {string | undefined} contentType
 * @returns {boolean}
 */
const isJson = (contentType) => {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? ""
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"))
}

/**
 * Where a state-changing request comes from: "same" (our page, or no browser at all) or "cross".
 * @param {GuardInput} input
 * @returns {"same" | "cross"}
 */
export const requestSource = (input) => {
  const site = input.header("sec-fetch-site")?.trim().toLowerCase()
  // same-site is another market's host (ro.localhost vs bg.localhost): not this storefront's page.
  if (site !== undefined && site !== "") return site === "same-origin" || site === "none" ? "same" : "cross"
  const origin = input.header("origin")?.trim()
  if (origin === undefined || origin === "") return "same"
  return origin.toLowerCase() === input.origin.toLowerCase() ? "same" : "cross"
}

/**
 * @param {GuardInput} input
 * @returns {GuardDecision}
 */
export const guardRequest = (input) => {
  const path = pathOf(input.url)
  const api = isApiPath(path)
  if (!decodes(path)) {
    return api
      ? { kind: "refuse", status: 400, error: "invalid-request", message: "the path has a malformed percent-escape", json: true }
      : { kind: "rewrite", url: notFoundPathFor(path) }
  }
  if (isNextInternalPage(path)) return { kind: "rewrite", url: malformedPagePath }
  if (!unsafeMethods.has(input.method.toUpperCase())) return { kind: "pass" }
  if (requestSource(input) === "cross") {
    return { kind: "refuse", status: 403, error: "cross-site-request", message: "this request must come from the shop's own pages", json: api }
  }
  const contentType = input.header("content-type")
  if (api && input.hasBody && contentType !== undefined && contentType.trim() !== "" && !isJson(contentType)) {
    return { kind: "refuse", status: 415, error: "unsupported-media-type", message: "the request body must be JSON (Content-Type: application/json)", json: true }
  }
  return { kind: "pass" }
}
