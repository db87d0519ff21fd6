// @ts-check
import { directRouteFor, serveDirect } from "./directRoutes.mjs"
import { clientAddressHeader, normalizeForwarded } from "./forwarded.mjs"
import { asksForDocument } from "./pageCache.mjs"
import { guardRequest } from "./requestGuard.mjs"
import { requestContextStorage } from "./requestContext.mjs"
import { contentSecurityPolicy, newNonce, staticSecurityHeaders } from "./securityHeaders.mjs"

/**
 * The socket boundary: the one place that sees the TCP connection before Next does (issue 14). For
 * every request, in order:
 *  1. forwarded headers as TRUSTED_PROXIES allows, and the client address for the app (forwarded.mjs);
 *  2. the security headers, and a CSP nonce Next puts on its scripts (securityHeaders.mjs);
 *  3. the refusals that need no application code (requestGuard.mjs);
 *  4. the build's scripts and styles from memory, compressed ahead (staticBrotli.mjs), else
 *     compression of the answer (the `compression` package; Next's own is off, next.config.ts);
 *  5. the page cache for a document request (pageCache.mjs), a route handler the app published for
 *     direct calls (directRoutes.mjs), else Next; all inside a request context through which the app
 *     learns the client's address, and a page can say the database was unavailable, or that it may
 *     be kept.
 * When the answer's head goes out: a request whose body was not read to its end is answered with
 * `Connection: close` (the rest of the body would otherwise be read as the next request, or the
 * socket reset under the client), and a page that failed on a database outage answers 503.
 */

/**
 * @typedef {object} BoundaryOptions
 * @property {import("./forwarded.mjs").Trust} trust
 * @property {import("./securityHeaders.mjs").CspSources} cspSources
 * @property {boolean} dev
 * @property {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void> | void} handle
 * @property {(message: string, error: unknown) => void} [logError]
 * @property {ReturnType<typeof import("./pageCache.mjs").makePageCache>} [pageCache]
 * @property {{ serve: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean }} [staticFiles]
 * @property {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void} [compress]
 */

/**
 * @param {import("node:http").IncomingMessage} req
 * @returns {boolean}
 */
const declaresBody = (req) => {
  const length = Number(req.headers["content-length"] ?? "0")
  return req.headers["transfer-encoding"] !== undefined || (Number.isFinite(length) && length > 0) || Number.isNaN(length)
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {boolean} json
 * @param {string} error
 * @param {string} message
 */
const refuse = (res, status, json, error, message) => {
  const body = json ? JSON.stringify({ error, message }) : `${message}\n`
  res.statusCode = status
  res.setHeader("content-type", json ? "application/json" : "text/plain; charset=utf-8")
  res.setHeader("cache-control", "no-store")
  res.setHeader("content-length", Buffer.byteLength(body))
  res.end(body)
}

/**
 * @param {BoundaryOptions} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export const makeBoundary = (options) => (req, res) => {
  const { address, proto, host } = normalizeForwarded(req, options.trust)
  const https = proto === "https"
  const hasBody = declaresBody(req)
  /** @type {import("./requestContext.mjs").RequestContext} */
  const context = { clientAddress: address, unavailableRetryAfter: undefined }

  const writeHead = res.writeHead
  // Node's implicit head (a plain res.write or res.end) goes through this too.
  res.writeHead = /** @type {typeof res.writeHead} */ (function (/** @type {number} */ status, /** @type {Array<any>} */ ...rest) {
    if (hasBody && !req.complete) res.setHeader("connection", "close")
    let answered = status
    if (status === 500 && context.unavailableRetryAfter !== undefined) {
      answered = 503
      res.setHeader("retry-after", String(context.unavailableRetryAfter))
    }
    return writeHead.call(res, answered, ...rest)
  })

  for (const [name, value] of staticSecurityHeaders(https)) res.setHeader(name, value)
  const nonce = newNonce()
  const policy = contentSecurityPolicy(nonce, options.cspSources, { dev: options.dev, https })
  res.setHeader("content-security-policy", policy)
  // Next takes the nonce for its own tags from the request's policy; the layout reads x-nonce.
  req.headers["content-security-policy"] = policy
  req.headers["x-nonce"] = nonce

  const decision = guardRequest({
    method: req.method ?? "GET",
    url: req.url ?? "/",
    origin: `${proto}://${host ?? ""}`,
    header: (name) => {
      const value = req.headers[name]
      return Array.isArray(value) ? value.join(",") : value
    },
    hasBody
  })
  if (decision.kind === "refuse") return refuse(res, decision.status, decision.json, decision.error, decision.message)
  if (decision.kind === "rewrite") req.url = decision.url
  // The build's scripts and styles, already compressed (staticBrotli.mjs): no compression, no context.
  if (options.staticFiles?.serve(req, res) === true) return

  requestContextStorage.run(context, () => {
    /** @param {unknown} error */
    const failed = (error) => {
      options.logError?.(`Unhandled failure serving ${req.method} ${req.headers[clientAddressHeader] ?? ""}`, error)
      if (!res.headersSent) refuse(res, 500, true, "internal", "Something went wrong on our side; the request was not completed.")
      else res.destroy()
    }
    const render = () => {
      Promise.resolve(options.handle(req, res)).catch(failed)
    }
    const pageCache = options.pageCache
    const direct = options.dev ? undefined : directRouteFor(req, proto, host)
    const answer = direct !== undefined
      ? () => serveDirect(req, res, direct).catch(failed)
      : pageCache !== undefined && asksForDocument(req)
        ? () => pageCache.serve(res, { key: `${proto}://${host ?? ""}${req.url ?? "/"}`, nonce, context }, render)
        : render
    if (options.compress === undefined) answer()
    else options.compress(req, res, () => answer())
  })
}
