import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@effect/vitest"
import compression from "compression"
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { gunzipSync } from "node:zlib"
import { vi } from "vitest"
import { makeBoundary } from "../../server/boundary.mjs"
import { maxDirectBodyBytes } from "../../server/directRoutes.mjs"
import { directRoutesKey } from "../../server/globalKeys.mjs"
import { parseTrustedProxies } from "../../server/forwarded.mjs"
import { installRequestContext, requestContextStorage } from "../../server/requestContext.mjs"
import { publishDirectRoute } from "../../src/server/directRoutes.ts"

vi.mock("server-only", () => ({}))

/**
 * Issue 15: a route handler the app published (the cart refresh) is called by the boundary itself,
 * past Next's pipeline, on a real socket. A stand-in for Next counts what still reaches it.
 */

let nextCalls = 0
const handle = (_req: IncomingMessage, res: ServerResponse) => {
  nextCalls += 1
  res.statusCode = 200
  res.setHeader("content-type", "application/json")
  res.end(JSON.stringify({ from: "next" }))
}

interface Seen {
  readonly url: string
  readonly method: string
  readonly body: string
  readonly contentType: string | null
  readonly clientAddress: string | undefined
}
const seen: Array<Seen> = []
let reply: () => Response = () => Response.json({ from: "direct" })

const echo = async (request: Request): Promise<Response> => {
  seen.push({
    url: request.url,
    method: request.method,
    body: await request.text(),
    contentType: request.headers.get("content-type"),
    clientAddress: requestContextStorage.getStore()?.clientAddress
  })
  return reply()
}

const serve = async (dev: boolean) => {
  const compress = compression()
  const server = createServer(makeBoundary({
    trust: parseTrustedProxies(""),
    cspSources: { connect: [], frame: [] },
    dev,
    handle,
    logError: () => undefined,
    compress: (req, res, next) => compress(req as never, res as never, () => next())
  }))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const address = server.address()
  return { server, port: typeof address === "object" && address !== null ? address.port : 0 }
}

let shop: { server: Server; port: number }
let devShop: { server: Server; port: number }

beforeAll(async () => {
  installRequestContext()
  publishDirectRoute("POST", "/api/direct-test/", echo)
  shop = await serve(false)
  devShop = await serve(true)
})

afterAll(async () => {
  Reflect.deleteProperty(globalThis, directRoutesKey)
  for (const { server } of [shop, devShop]) await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => {
  nextCalls = 0
  seen.length = 0
  reply = () => Response.json({ from: "direct" })
})

const send = (port: number, method: string, path: string, body: string | undefined, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingMessage["headers"]; bytes: Buffer }>((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, method, path, headers: { host: "ro.localhost", ...headers } }, (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }))
    })
    outgoing.on("error", reject)
    if (body !== undefined) outgoing.write(body)
    outgoing.end()
  })

const json = { "content-type": "application/json" }
const post = (path: string, body: string, headers: Record<string, string> = {}, port = shop.port) =>
  send(port, "POST", path, body, { ...json, "content-length": String(Buffer.byteLength(body)), ...headers })

describe("direct routes (issue 15)", () => {
  it("calls the published handler with the request as Next would give it, in the request's context, and never Next", async () => {
    const body = JSON.stringify({ lines: [1, 2, 3], note: "ăîșț €" })
    const answer = await post("/api/direct-test/?x=1", body)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.bytes.toString("utf8"))).toEqual({ from: "direct" })
    expect(nextCalls).toBe(0)
    expect(seen).toEqual([{
      url: "http://ro.localhost/api/direct-test/?x=1",
      method: "POST",
      body,
      contentType: "application/json",
      clientAddress: "127.0.0.1"
    }])
    // The boundary's own headers stay on the answer.
    expect(answer.headers["x-frame-options"]).toBe("DENY")
    expect(answer.headers["content-security-policy"]).toContain("default-src 'self'")
  })

  it("writes the handler's status, headers, cookies and bytes, compressed when the client asks", async () => {
    reply = () => {
      const headers = new Headers({ "content-type": "application/json", "cache-control": "no-store", "retry-after": "7" })
      headers.append("set-cookie", "a=1; Path=/")
      headers.append("set-cookie", "b=2; Path=/")
      return new Response(JSON.stringify({ error: "too-many-requests", padding: "x".repeat(2_000) }), { status: 429, headers })
    }
    const plain = await post("/api/direct-test/", "{}")
    expect(plain.status).toBe(429)
    expect([plain.headers["cache-control"], plain.headers["retry-after"]]).toEqual(["no-store", "7"])
    expect(plain.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"])
    expect(Number(plain.headers["content-length"])).toBe(plain.bytes.length)
    const gzipped = await post("/api/direct-test/", "{}", { "accept-encoding": "gzip" })
    expect(gzipped.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(gzipped.bytes).equals(plain.bytes)).toBe(true)
  })

  it("leaves to Next what it did not publish, another method, a chunked or oversized body, and everything in development", async () => {
    const cases = [
      () => post("/api/other/", "{}"),
      () => post("/api/direct-test", "{}"),
      () => send(shop.port, "PUT", "/api/direct-test/", "{}", { ...json, "content-length": "2" }),
      () => send(shop.port, "POST", "/api/direct-test/", "{}", { ...json, "transfer-encoding": "chunked" }),
      () => post("/api/direct-test/", "x".repeat(maxDirectBodyBytes + 1)),
      () => post("/api/direct-test/", "{}", {}, devShop.port)
    ]
    for (const [index, call] of cases.entries()) {
      const answer = await call()
      expect(JSON.parse(answer.bytes.toString("utf8")), `case ${index}`).toEqual({ from: "next" })
    }
    expect(nextCalls).toBe(cases.length)
    expect(seen).toEqual([])
  })

  it("leaves to Next a request whose Host would make another URL, or none, and keeps serving", async () => {
    for (const host of ["a:99999", "a:abc", "a b", "x?y#z", "user@evil.example", "evil.example/path", "[::1"]) {
      const answer = await post("/api/direct-test/", "{}", { host })
      expect(JSON.parse(answer.bytes.toString("utf8")), host).toEqual({ from: "next" })
    }
    expect(seen).toEqual([])
    const fine = await post("/api/direct-test/", "{}", { host: "[::1]:3000" })
    expect(JSON.parse(fine.bytes.toString("utf8"))).toEqual({ from: "direct" })
    expect(seen.map((request) => request.url)).toEqual(["http://[::1]:3000/api/direct-test/"])
  })

  it("answers a handler's failure as the boundary answers any: 500 in the error shape, nothing of the cause", async () => {
    reply = () => {
      throw new Error("secret cause")
    }
    const answer = await post("/api/direct-test/", "{}")
    expect(answer.status).toBe(500)
    const text = answer.bytes.toString("utf8")
    expect(JSON.parse(text)).toMatchObject({ error: "internal" })
    expect(text).not.toContain("secret")
  })

  it("keeps the boundary's refusals in front: a cross-site POST never reaches the handler", async () => {
    const answer = await post("/api/direct-test/", "{}", { origin: "https://evil.example" })
    expect(answer.status).toBe(403)
    expect(seen).toEqual([])
  })
})
