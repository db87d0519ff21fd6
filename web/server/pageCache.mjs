// @ts-check

/**
 * The page cache (issue 15, docs/decisions-rendering.md): the storefront's shared pages (core's
 * isSharedPage: the home page, listings, product and content pages) kept in memory as the app
 * rendered them, and served again without Next until the catalog changes.
 *
 * - A page is kept only when the app said every visitor sees it alike (requestContext.mjs
 *   `sharedPage`), it answered 200 with HTML and set no cookie, and the catalog's version did not
 *   change while it was rendered (a page drawn from the catalog as it was before a change is never
 *   kept). The version is the catalog read cache's: it changes with every change the database
 *   announces, from any process, so every server drops its pages within the notification's delivery.
 * - A kept page is served while the catalog's version is the one it was rendered in and for at most
 *   `maxAgeMs` (what does not come from the catalog, such as approved reviews, shows within that).
 *   Without a version (the runtime not started, its listener deaf) nothing is kept or served.
 * - Each answer still gets its own CSP nonce: the nonce the page was rendered with is replaced by
 *   this request's one wherever it appears (a 128-bit random string, found nowhere else).
 * - Bounded by `maxBytes`, the least recently served out first.
 */

/**
 * @typedef {object} PageCacheOptions
 * @property {number} maxBytes
 * @property {number} maxAgeMs
 * @property {() => number | undefined} version  the catalog's version (requestContext.mjs)
 * @property {() => number} [now]
 */

/**
 * @typedef {object} KeptPage
 * @property {ReadonlyArray<readonly [string, string | number | ReadonlyArray<string>]>} headers
 * @property {ReadonlyArray<Buffer>} parts  the body's bytes, split where the nonce was
 * @property {number} version
 * @property {number} storedAt
 * @property {number} bytes
 */

/** Headers that belong to one answer, never to a kept page. */
const ownHeaders = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
  "x-page-cache"
])

/** Pages larger than this are not kept (and not copied while they are written). */
const maxPageBytes = 2 * 1024 * 1024

/** Next's own client requests (RSC payloads, prefetches, server actions) are never pages to keep. */
const nextRequestHeaders = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action"]

/**
 * Whether `req` asks for a document the cache may answer or keep: GET, no Next client request, not an
 * API call, an image or a build asset. (Whether the page is shared, only the app knows.)
 * @param {import("node:http").IncomingMessage} req
 * @returns {boolean}
 */
export const asksForDocument = (req) => {
  if (req.method !== "GET") return false
  const url = req.url ?? "/"
  if (url.startsWith("/api/") || url.startsWith("/_next/") || url.startsWith("/images/")) return false
  if (nextRequestHeaders.some((name) => req.headers[name] !== undefined)) return false
  return !/[?&]_rsc=/.test(url)
}

/** @param {PageCacheOptions} options */
export const makePageCache = (options) => {
  const now = options.now ?? Date.now
  /** @type {Map<string, KeptPage>} */
  const pages = new Map()
  let bytes = 0

  /** @param {string} key */
  const drop = (key) => {
    const page = pages.get(key)
    if (page === undefined) return
    pages.delete(key)
    bytes -= page.bytes
  }

  /**
   * The kept page for `key`, when it is still current.
   * @param {string} key
   * @returns {KeptPage | undefined}
   */
  const current = (key) => {
    const page = pages.get(key)
    if (page === undefined) return undefined
    const version = options.version()
    if (version === undefined || page.version !== version || now() - page.storedAt > options.maxAgeMs) {
      drop(key)
      return undefined
    }
    // Most recently served last: the first in the map is the first out.
    pages.delete(key)
    pages.set(key, page)
    return page
  }

  /**
   * @param {string} key
   * @param {Omit<KeptPage, "storedAt" | "bytes">} page
   */
  const keep = (key, page) => {
    const size = page.parts.reduce((sum, part) => sum + part.byteLength, 0)
    if (size > maxPageBytes || size > options.maxBytes) return
    drop(key)
    while (bytes + size > options.maxBytes && pages.size > 0) drop(/** @type {string} */ (pages.keys().next().value))
    pages.set(key, { ...page, storedAt: now(), bytes: size })
    bytes += size
  }

  /**
   * Answers the request from the cache, or lets `render` answer it and keeps the page when it may.
   * @param {import("node:http").ServerResponse} res
   * @param {{ readonly key: string, readonly nonce: string, readonly context: import("./requestContext.mjs").RequestContext }} request
   * @param {() => void} render
   */
  const serve = (res, { key, nonce, context }, render) => {
    const page = current(key)
    if (page !== undefined) {
      for (const [name, value] of page.headers) res.setHeader(name, /** @type {string | number | string[]} */ (value))
      const body = joinBytes(page.parts, Buffer.from(nonce))
      res.statusCode = 200
      res.setHeader("x-page-cache", "hit")
      res.setHeader("content-length", body.byteLength)
      res.end(body)
      return
    }
    const version = options.version()
    if (version === undefined) return render()
    copyWhileWriting(res, () => context.sharedPage === true, (body) => {
      if (context.sharedPage !== true || res.statusCode !== 200) return
      if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return
      if (res.getHeader("set-cookie") !== undefined || options.version() !== version) return
      /** @type {Array<readonly [string, string | number | ReadonlyArray<string>]>} */
      const headers = []
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !ownHeaders.has(name)) headers.push([name, value])
      }
      keep(key, { headers, parts: splitBytes(body, Buffer.from(nonce)), version })
    })
    render()
  }

  return { serve, size: () => pages.size, bytes: () => bytes }
}

/**
 * @param {Buffer} bytes
 * @param {Buffer} separator
 * @returns {Buffer[]}
 */
const splitBytes = (bytes, separator) => {
  const parts = []
  let from = 0
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, from)) {
    parts.push(bytes.subarray(from, at))
    from = at + separator.byteLength
  }
  parts.push(bytes.subarray(from))
  return parts
}

/**
 * @param {ReadonlyArray<Buffer>} parts
 * @param {Buffer} separator
 * @returns {Buffer}
 */
const joinBytes = (parts, separator) => {
  const pieces = []
  for (const [index, part] of parts.entries()) {
    if (index > 0) pieces.push(separator)
    pieces.push(part)
  }
  return Buffer.concat(pieces)
}

/**
 * Copies what is written to `res` (as written, before any compression above it), and hands the
 * whole body to `done` once the answer has gone out completely; nothing when it broke off, grew past
 * maxPageBytes, or was not `wanted` when its first bytes were written (a visitor's own page: the app
 * has said what the page is by the time Next writes its shell).
 * @param {import("node:http").ServerResponse} res
 * @param {() => boolean} wanted
 * @param {(body: Buffer) => void} done
 */
const copyWhileWriting = (res, wanted, done) => {
  /** @type {Buffer[]} */
  let chunks = []
  let size = 0
  let copying = true
  /** @param {unknown} chunk @param {unknown} encoding */
  const copy = (chunk, encoding) => {
    if (copying && size === 0 && !wanted()) copying = false
    if (!copying || chunk === undefined || chunk === null || typeof chunk === "function") return
    const buffer = typeof chunk === "string"
      ? Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8")
      : Buffer.from(/** @type {Uint8Array} */ (chunk))
    size += buffer.byteLength
    if (size > maxPageBytes) {
      copying = false
      chunks = []
      return
    }
    chunks.push(buffer)
  }
  const write = res.write
  const end = res.end
  res.write = /** @type {typeof res.write} */ (function (/** @type {any[]} */ ...args) {
    copy(args[0], args[1])
    return Reflect.apply(write, res, args)
  })
  res.end = /** @type {typeof res.end} */ (function (/** @type {any[]} */ ...args) {
    copy(args[0], args[1])
    return Reflect.apply(end, res, args)
  })
  res.once("finish", () => {
    if (copying) done(Buffer.concat(chunks))
  })
}
