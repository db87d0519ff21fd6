import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@effect/vitest"
import compression from "compression"
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { gunzipSync } from "node:zlib"
import { makeBoundary } from "../../server/boundary.mjs"
import { parseTrustedProxies } from "../../server/forwarded.mjs"
import { makePageCache } from "../../server/pageCache.mjs"
import { installRequestContext, requestContextStorage } from "../../server/requestContext.mjs"

/**
 * Issue 15: the boundary's page cache on a real socket, in front of a stand-in for Next that renders
 * each page with the request's nonce (as Next does) and counts its renders.
 */

let renders = 0
let price = 100
let catalogVersion: number | undefined = 1
let clock = 0
/** What the stand-in page does while it renders (a catalog change, a failure). */
let duringRender: () => void = () => undefined

const page = (nonce: string, path: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">self.__next_f=[]</script></head><body>` +
  `<p data-price>${price}</p><p>${path}</p><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script>` +
  `${"x".repeat(4_000)}</body></html>`

/** Stands in for Next: the app marks the pages core calls shared (web/src/server/sharedPages.ts). */
const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
  renders += 1
  const url = new URL(req.url ?? "/", "http://shop")
  const context = requestContextStorage.getStore()
  const nonce = String(req.headers["x-nonce"])
  await new Promise((resolve) => setTimeout(resolve, 2))
  if (context !== undefined) context.sharedPage = !url.pathname.startsWith("/cart/")
  duringRender()
  if (url.pathname.startsWith("/missing/")) {
    res.statusCode = 404
    res.setHeader("content-type", "text/html; charset=utf-8")
    res.end("not found")
    return
  }
  if (url.pathname.startsWith("/failing/")) {
    if (context !== undefined) context.sharedPage = false
  }
  if (url.pathname.startsWith("/cookie/")) res.setHeader("set-cookie", "a=b; Path=/")
  res.setHeader("content-type", url.pathname.startsWith("/json/") ? "application/json" : "text/html; charset=utf-8")
  res.setHeader("vary", "rsc, Accept-Encoding")
  // Streamed in pieces, as Next writes a page.
  const body = page(nonce, url.pathname)
  res.write(body.slice(0, 100))
  res.end(body.slice(100))
}

let server: Server
let port = 0
const cache = makePageCache({ maxBytes: 64 * 1024, maxAgeMs: 60_000, version: () => catalogVersion, now: () => clock })
const compress = compression()

beforeAll(async () => {
  installRequestContext()
  server = createServer(makeBoundary({
    trust: parseTrustedProxies(""),
    cspSources: { connect: [], frame: [] },
    dev: false,
    handle,
    pageCache: cache,
    compress: (req, res, next) => compress(req as never, res as never, () => next())
  }))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const address = server.address()
  port = typeof address === "object" && address !== null ? address.port : 0
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  renders = 0
  price += 1
  catalogVersion = (catalogVersion ?? 0) + 1
  duringRender = () => undefined
})

/** A plain HTTP GET (fetch would undo the compression and cannot name another host). */
const raw = (path: string, headers: Record<string, string>) =>
  new Promise<{ readonly status: number; readonly headers: IncomingMessage["headers"]; readonly bytes: Buffer }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, headers }, (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }))
    }).on("error", reject).end()
  })

const nonceOf = (headers: IncomingMessage["headers"]) => /'nonce-([^']+)'/.exec(String(headers["content-security-policy"] ?? ""))?.[1] ?? ""

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await raw(path, headers)
  return {
    status: response.status,
    body: response.bytes.toString("utf8"),
    nonce: nonceOf(response.headers),
    hit: response.headers["x-page-cache"] === "hit",
    contentType: response.headers["content-type"],
    frameOptions: response.headers["x-frame-options"]
  }
}

describe("the page cache (issue 15)", () => {
  it("renders a shared page once, then serves it as rendered, with this answer's own nonce everywhere", async () => {
    const first = await get("/p/one/")
    const second = await get("/p/one/")
    const third = await get("/p/one/")
    expect(renders).toBe(1)
    expect([first.hit, second.hit, third.hit]).toEqual([false, true, true])
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3)
    for (const answer of [second, third]) {
      expect(answer.body).toBe(first.body.replaceAll(first.nonce, answer.nonce))
      expect(answer.body).not.toContain(first.nonce)
      expect(answer.body.split(answer.nonce)).toHaveLength(4)
      expect(answer.contentType).toBe("text/html; charset=utf-8")
      expect(answer.frameOptions).toBe("DENY")
    }
  })

  it("a compressed answer (gzip) holds the same page as the plain one", async () => {
    await get("/p/gzip/")
    const response = await raw("/p/gzip/", { "accept-encoding": "gzip" })
    expect(response.headers["content-encoding"]).toBe("gzip")
    expect(response.headers["x-page-cache"]).toBe("hit")
    const nonce = nonceOf(response.headers)
    const body = gunzipSync(response.bytes).toString("utf8")
    expect(body).toContain(`nonce="${nonce}"`)
    expect(body).toContain(`<p data-price>${price}</p>`)
  })

  it("a catalog change (a new version) is shown at once: the next request renders again", async () => {
    await get("/p/price/")
    price += 50
    catalogVersion = (catalogVersion ?? 0) + 1
    const after = await get("/p/price/")
    expect(after.hit).toBe(false)
    expect(after.body).toContain(`<p data-price>${price}</p>`)
    expect((await get("/p/price/")).hit).toBe(true)
  })

  it("a page rendered while the catalog changed is not kept; nothing is kept without a version", async () => {
    duringRender = () => {
      catalogVersion = (catalogVersion ?? 0) + 1
    }
    await get("/p/race/")
    duringRender = () => undefined
    expect((await get("/p/race/")).hit).toBe(false)
    expect((await get("/p/race/")).hit).toBe(true)

    catalogVersion = undefined
    await get("/p/deaf/")
    await get("/p/deaf/")
    expect(renders).toBe(4)
    // A kept page is not served while the catalog's changes cannot be heard.
    expect((await get("/p/race/")).hit).toBe(false)
  })

  it("kept at most its age", async () => {
    await get("/p/aged/")
    clock += 59_000
    expect((await get("/p/aged/")).hit).toBe(true)
    clock += 2_000
    expect((await get("/p/aged/")).hit).toBe(false)
  })

  it("never keeps a visitor's page, a failed page, an error, a cookie, JSON, or Next's own client requests", async () => {
    for (const path of ["/cart/mine/", "/failing/x/", "/missing/x/", "/cookie/x/", "/json/x/"]) {
      await get(path)
      const again = await get(path)
      expect(again.hit, path).toBe(false)
    }
    await get("/p/rsc/")
    expect((await get("/p/rsc/", { rsc: "1" })).hit).toBe(false)
    expect((await get("/p/rsc/", { "next-router-prefetch": "1" })).hit).toBe(false)
    expect((await get("/p/rsc/?_rsc=abc")).hit).toBe(false)
    expect((await get("/api/p/")).hit).toBe(false)
    expect((await get("/api/p/")).hit).toBe(false)
  })

  it("a client cannot choose the nonce a kept page is stamped with, nor be answered from it but by GET", async () => {
    const forged = await get("/p/forged/", { "x-nonce": "chosen-by-the-client" })
    expect(forged.body).not.toContain("chosen-by-the-client")
    const kept = await get("/p/forged/", { "x-nonce": "chosen-by-the-client" })
    expect(kept.hit).toBe(true)
    expect(kept.body).not.toContain("chosen-by-the-client")
    expect(kept.body).toContain(`nonce="${kept.nonce}"`)
    const head = await new Promise<IncomingMessage["headers"]>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: "/p/forged/", method: "HEAD" }, (response) => {
        response.resume()
        resolve(response.headers)
      }).on("error", reject).end()
    })
    expect(head["x-page-cache"]).toBeUndefined()
  })

  it("keys pages by host and query: another market or another grade is another page", async () => {
    await get("/p/keyed/?shape=good")
    expect((await get("/p/keyed/?shape=good")).hit).toBe(true)
    expect((await get("/p/keyed/?shape=fair")).hit).toBe(false)
    expect((await get("/p/keyed/?shape=good", { host: "bg.localhost" })).hit).toBe(false)
  })

  it("stays within its bytes, the least recently served out first", async () => {
    for (let i = 0; i < 30; i++) await get(`/p/many-${i}/`)
    expect(cache.bytes()).toBeLessThanOrEqual(64 * 1024)
    expect(cache.size()).toBeGreaterThan(5)
    expect((await get("/p/many-29/")).hit).toBe(true)
    expect((await get("/p/many-0/")).hit).toBe(false)
  })
})
