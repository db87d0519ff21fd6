import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { connect } from "node:net"
import { makeBoundary } from "../../server/boundary.mjs"
import { parseTrustedProxies } from "../../server/forwarded.mjs"
import { installRequestContext, requestContextStorage } from "../../server/requestContext.mjs"

/**
 * The boundary in front of a stand-in for Next, on a real socket: what a client sees on the wire
 * (Connection headers, statuses, the security headers), which a handler test cannot show.
 */

const limit = 64 * 1024

/** Stands in for Next: echoes what it was told, reads bodies as web/src/server/body.ts does. */
const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
  const url = req.url ?? "/"
  if (url.startsWith("/echo/")) {
    res.setHeader("content-type", "application/json")
    res.end(JSON.stringify({
      client: req.headers["x-shop-client-address"],
      // What the app reads (web/src/server/clientAddress.ts): the context, which no header can write.
      contextClient: requestContextStorage.getStore()?.clientAddress,
      forwardedFor: req.headers["x-forwarded-for"],
      nonce: req.headers["x-nonce"],
      requestPolicy: req.headers["content-security-policy"],
      url
    }))
    return
  }
  if (url.startsWith("/api/read/")) {
    // Reads at most the limit, then answers without the rest, as readBodyText does.
    let size = 0
    for await (const chunk of req) {
      size += (chunk as Buffer).byteLength
      if (size > limit) break
    }
    res.statusCode = size > limit ? 400 : 200
    res.setHeader("content-type", "application/json")
    res.end(JSON.stringify({ size }))
    return
  }
  if (url.startsWith("/outage/")) {
    const context = requestContextStorage.getStore()
    // What web/src/server/requestContext.ts does from inside Next's bundle.
    await new Promise((resolve) => setTimeout(resolve, 5))
    if (context !== undefined) context.unavailableRetryAfter = 5
    res.statusCode = 500
    res.end("error page")
    return
  }
  res.statusCode = 500
  res.end("page error")
}

let server: Server
let port = 0

beforeAll(async () => {
  installRequestContext()
  server = createServer(makeBoundary({ trust: parseTrustedProxies(""), cspSources: { connect: [], frame: [] }, dev: false, handle }))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  port = typeof address === "object" && address !== null ? address.port : 0
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** Sends raw bytes on one connection; answers everything received until the server closes it (or `ms`). */
const raw = (chunks: ReadonlyArray<string | Buffer>, ms = 3_000) =>
  new Promise<{ text: string; closed: boolean; reset: boolean }>((resolve) => {
    const socket = connect(port, "127.0.0.1")
    let text = ""
    let reset = false
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ text, closed: false, reset })
    }, ms)
    socket.on("data", (data) => (text += data.toString("latin1")))
    socket.on("error", () => (reset = true))
    socket.on("close", () => {
      clearTimeout(timer)
      resolve({ text, closed: true, reset })
    })
    socket.on("connect", () => {
      for (const chunk of chunks) socket.write(chunk)
    })
  })

const headOf = (text: string) => text.slice(0, text.indexOf("\r\n\r\n")).toLowerCase()

describe("the socket boundary on the wire", () => {
  it("a chunked body over the limit: the whole 400 arrives with Connection: close, then the socket ends", async () => {
    const piece = "x".repeat(16 * 1024)
    const chunks: Array<string> = ["POST /api/read/ HTTP/1.1\r\nHost: ro.localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"]
    for (let i = 0; i < 12; i++) chunks.push(`${piece.length.toString(16)}\r\n${piece}\r\n`)
    chunks.push("0\r\n\r\n")
    const answer = await raw(chunks)
    expect(answer.text.startsWith("HTTP/1.1 400")).toBe(true)
    expect(headOf(answer.text)).toContain("connection: close")
    expect(headOf(answer.text)).not.toContain("keep-alive")
    expect(answer.text).toContain("\"size\"")
    expect(answer.closed).toBe(true)
  })

  it("a body read to its end keeps the connection: the next request on it is answered", async () => {
    const body = JSON.stringify({ a: 1 })
    const request = `POST /api/read/ HTTP/1.1\r\nHost: ro.localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`
    const answer = await raw([request, "GET /echo/second HTTP/1.1\r\nHost: ro.localhost\r\nConnection: close\r\n\r\n"])
    expect(answer.text.match(/HTTP\/1\.1 200/g)?.length).toBe(2)
    expect(answer.text).toContain("/echo/second")
  })

  it("a refused request with an unread body is answered whole and closed, not reset", async () => {
    const answer = await raw([
      "POST /api/orders/ HTTP/1.1\r\nHost: ro.localhost\r\nOrigin: https://evil.example\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n",
      "{".repeat(1000)
    ])
    expect(answer.text.startsWith("HTTP/1.1 403")).toBe(true)
    expect(headOf(answer.text)).toContain("connection: close")
    expect(answer.text).toContain("cross-site-request")
  })

  it("the client address is the socket's, a forged X-Forwarded-For is dropped, and the nonce reaches the app", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/echo/x`, { headers: { "x-forwarded-for": "6.6.6.6", "x-shop-client-address": "6.6.6.6", "x-nonce": "forged" } })
    const echo = await response.json() as Record<string, string>
    expect(echo["client"]).toBe("127.0.0.1")
    expect(echo["contextClient"]).toBe("127.0.0.1")
    expect(echo["forwardedFor"]).toBe("127.0.0.1")
    expect(echo["nonce"]).not.toBe("forged")
    const policy = response.headers.get("content-security-policy") ?? ""
    expect(policy).toContain(`'nonce-${echo["nonce"]}'`)
    expect(echo["requestPolicy"]).toBe(policy)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(response.headers.get("permissions-policy")).toContain("camera=()")
    // Plain HTTP: no HSTS (a browser ignores it there, and a local shop must stay reachable).
    expect(response.headers.get("strict-transport-security")).toBeNull()
  })

  it("every answer carries the headers and a fresh nonce, the boundary's own refusals too", async () => {
    const nonces = new Set<string>()
    for (const path of ["/echo/a", "/echo/b", "/api/orders/%ff/"]) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`)
      const policy = response.headers.get("content-security-policy") ?? ""
      nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? "")
      expect(response.headers.get("x-frame-options")).toBe("DENY")
    }
    expect(nonces.size).toBe(3)
  })

  it("HTTPS as a trusted proxy says it: HSTS and upgrade-insecure-requests; the same header from a client is ignored", async () => {
    const proxied = createServer(makeBoundary({ trust: parseTrustedProxies("loopback"), cspSources: { connect: [], frame: [] }, dev: false, handle }))
    await new Promise<void>((resolve) => proxied.listen(0, "127.0.0.1", resolve))
    const address = proxied.address()
    const proxiedPort = typeof address === "object" && address !== null ? address.port : 0
    try {
      const viaProxy = await fetch(`http://127.0.0.1:${proxiedPort}/echo/https`, { headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.5" } })
      expect(viaProxy.headers.get("strict-transport-security")).toMatch(/^max-age=\d+; includeSubDomains$/)
      expect(viaProxy.headers.get("content-security-policy")).toContain("upgrade-insecure-requests")
      expect(((await viaProxy.json()) as Record<string, string>)["client"]).toBe("203.0.113.5")
    } finally {
      proxied.closeAllConnections()
      await new Promise((resolve) => proxied.close(resolve))
    }
    const direct = await fetch(`http://127.0.0.1:${port}/echo/https`, { headers: { "x-forwarded-proto": "https" } })
    expect(direct.headers.get("strict-transport-security")).toBeNull()
  })

  it("a page that met a database outage answers 503 with Retry-After; any other failure stays 500", async () => {
    const outage = await fetch(`http://127.0.0.1:${port}/outage/`)
    expect(outage.status).toBe(503)
    expect(outage.headers.get("retry-after")).toBe("5")
    const other = await fetch(`http://127.0.0.1:${port}/broken/`)
    expect(other.status).toBe(500)
    expect(other.headers.get("retry-after")).toBeNull()
  })
})
