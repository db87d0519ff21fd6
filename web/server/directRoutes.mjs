// @ts-check
import { AsyncResource } from "node:async_hooks"

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

/** The key the app publishes its direct routes under (web/src/server/directRoutes.ts). */
export const directRoutesKey = "__shopDirectRoutes"

/** Bodies read here at most (the route handlers refuse larger ones: web/src/server/body.ts). */
export const maxDirectBodyBytes = 64 * 1024

/** @typedef {(request: Request) => Promise<Response>} DirectHandler */

/**
 * The published handler for the request, if any and if its body can be read here.
 * @param {import("node:http").IncomingMessage} req
 * @returns {DirectHandler | undefined}
 */
export const directRouteFor = (req) => {
  const table = Reflect.get(globalThis, directRoutesKey)
  if (!(table instanceof Map) || table.size === 0) return undefined
  const url = req.url ?? "/"
  const query = url.indexOf("?")
  const handler = table.get(`${req.method} ${query === -1 ? url : url.slice(0, query)}`)
  if (typeof handler !== "function") return undefined
  if (req.headers["transfer-encoding"] !== undefined) return undefined
  const declared = req.headers["content-length"]
  if (declared !== undefined && !(/^\d{1,6}$/.test(declared) && Number(declared) <= maxDirectBodyBytes)) return undefined
  return handler
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
 * build it, and writes its Response. A failure to read the body (the client went away) answers
 * nothing; a failure of the handler is the caller's to answer.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {DirectHandler} handler
 * @param {string} origin  protocol and host as the boundary resolved them
 * @returns {Promise<void>}
 */
export const serveDirect = (req, res, handler, origin) =>
  new Promise((resolve, reject) => {
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
      const request = new Request(`${origin}${req.url ?? "/"}`, { method, headers: headersOf(req), ...(body === undefined ? {} : { body }) })
      handler(request)
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
