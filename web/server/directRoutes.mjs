// @ts-check
import { AsyncResource } from "node:async_hooks"
import { directRoutesKey } from "./globalKeys.mjs"

/**
 * Route handlers the boundary calls itself, without Next's request pipeline (issue 15). Next spends
 * ~1.8 ms of CPU on every request before a route handler runs (routing, rewrites, its own request
 * objects): a route answering from memory cannot go past ~520 requests/s through it on this machine.
 * The cart refresh runs on every page a shopper with a cart opens, so its handler (the same exported
 * function Next calls, app/api/cart-refresh/route.ts) publishes itself on globalThis when its module
 * loads (web/src/server/directRoutes.ts), and the boundary calls it directly from then on. Until then
 * (the first request), in development, and for a body that is not small and whole (chunked, or
 * declared above the handlers' own limit), the request goes through Next as any other.
 */


/**
 * Bodies read here at most: above it the request goes to Next. The handler applies its own limit
 * to what it is given (web/src/server/body.ts, the same 64 KiB today).
 */
export const maxDirectBodyBytes = 64 * 1024

/** @typedef {(request: Request) => Promise<Response>} DirectHandler */

/** A host name or an IP literal, and a port: nothing a Host header could add to a URL beyond it. */
const plainHost = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/**
 * The request's URL as Next would see it, or undefined when its host is not a plain host (`a b`,
 * `x?y#z`, `a:99999` would make another URL, or none): such a request goes to Next, which answers it.
 * @param {import("node:http").IncomingMessage} req
 * @param {"http" | "https"} proto
 * @param {string | undefined} host
 * @returns {string | undefined}
 */
const urlOf = (req, proto, host) => {
  if (host === undefined || !plainHost.test(host)) return undefined
  const url = `${proto}://${host}${req.url ?? "/"}`
  return URL.canParse(url) ? url : undefined
}

/**
 * The published handler for the request and its URL, if any and if its body can be read here.
 * @param {import("node:http").IncomingMessage} req
 * @param {"http" | "https"} proto  as the boundary resolved it
 * @param {string | undefined} host  as the boundary resolved it
 * @returns {{ readonly handler: DirectHandler, readonly url: string } | undefined}
 */
export const directRouteFor = (req, proto, host) => {
  const table = Reflect.get(globalThis, directRoutesKey)
  if (!(table instanceof Map) || table.size === 0) return undefined
  const url = req.url ?? "/"
  const query = url.indexOf("?")
  const handler = table.get(`${req.method} ${query === -1 ? url : url.slice(0, query)}`)
  if (typeof handler !== "function") return undefined
  if (req.headers["transfer-encoding"] !== undefined) return undefined
  const declared = req.headers["content-length"]
  if (declared !== undefined && !(/^\d{1,6}$/.test(declared) && Number(declared) <= maxDirectBodyBytes)) return undefined
  const target = urlOf(req, proto, host)
  return target === undefined ? undefined : { handler, url: target }
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @returns {Headers}
 */
const headersOf = (req) => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const one of value) headers.append(name, one)
    else headers.set(name, value)
  }
  return headers
}

/**
 * Reads the request's (small, declared) body, calls the handler with a web Request as Next would
 * build it (its signal aborts when the client goes away), and writes its Response. A failure to
 * read the body (the client went away) answers nothing; any other failure is the caller's to answer.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ readonly handler: DirectHandler, readonly url: string }} route  from directRouteFor
 * @returns {Promise<void>}
 */
export const serveDirect = (req, res, route) =>
  new Promise((resolve, reject) => {
    const gone = new AbortController()
    res.on("close", () => {
      if (!res.writableFinished) gone.abort()
    })
    /** @type {Array<Buffer>} */
    const chunks = []
    let size = 0
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      chunks.push(chunk)
    })
    req.on("error", () => resolve())
    // The body's events come from the socket, outside the request's context: the handler is called
    // back in it (the client's address, what the page tells the boundary).
    req.on("end", AsyncResource.bind(() => {
      const method = req.method ?? "GET"
      const body = size === 0 || method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks, size)
      // Built in the chain: whatever throws is a rejection the caller answers, never an uncaught error.
      Promise.resolve()
        .then(() => route.handler(new Request(route.url, { method, headers: headersOf(req), signal: gone.signal, ...(body === undefined ? {} : { body }) })))
        .then(async (response) => {
          const bytes = Buffer.from(await response.arrayBuffer())
          res.statusCode = response.status
          response.headers.forEach((value, name) => {
            if (name !== "set-cookie") res.setHeader(name, value)
          })
          const cookies = response.headers.getSetCookie()
          if (cookies.length > 0) res.setHeader("set-cookie", cookies)
          if (!response.headers.has("content-length")) res.setHeader("content-length", bytes.length)
          res.end(bytes)
          resolve()
        })
        .catch(reject)
    }))
  })
