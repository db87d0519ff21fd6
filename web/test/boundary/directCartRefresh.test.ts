import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { vi } from "vitest"
import { makeBoundary } from "../../server/boundary.mjs"
import { parseTrustedProxies } from "../../server/forwarded.mjs"
import { installRequestContext } from "../../server/requestContext.mjs"
import { startupTimeout, useAppDatabase } from "../support/app.ts"
import { phones, refresh } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/**
 * Issue 15: the real cart refresh, called by the boundary itself once its module published it
 * (web/server/directRoutes.mjs), on a real socket: what a malformed, forged or concurrent request
 * gets there is what Next's path gives, and Next is never asked.
 */

let nextCalls = 0
let server: Server
let port = 0

beforeAll(async () => {
  installRequestContext()
  // Loading the route module publishes its POST for direct calls, as Next loading it does.
  await import("../../app/api/cart-refresh/route.ts")
  server = createServer(makeBoundary({
    trust: parseTrustedProxies(""),
    cspSources: { connect: [], frame: [] },
    dev: false,
    handle: (_req: IncomingMessage, res: ServerResponse) => {
      nextCalls += 1
      res.statusCode = 599
      res.end()
    }
  }))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const address = server.address()
  port = typeof address === "object" && address !== null ? address.port : 0
}, startupTimeout)

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const post = (body: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const outgoing = request({
      host: "127.0.0.1", port, method: "POST", path: "/api/cart-refresh/",
      headers: { host: "ro.localhost", "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), ...headers }
    }, (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        resolve({ status: response.statusCode ?? 0, json: text === "" ? null : JSON.parse(text) })
      })
    })
    outgoing.on("error", reject)
    outgoing.end(body)
  })

const cartOf = (productIds: ReadonlyArray<number>) => ({
  countryCode: "RO",
  lines: productIds.map((productId) => ({ productId, extraServiceIds: [], accessoryIds: [] })),
  accessoryIds: []
})

describe("the cart refresh called directly by the boundary (issue 15)", () => {
  it("answers a cart as the route answers it through Next's path", async () => {
    const ids = (await phones(3)).map((phone) => phone.id)
    const direct = await post(JSON.stringify(cartOf(ids)))
    const viaRoute = await refresh(cartOf(ids))
    expect(direct.status).toBe(200)
    expect(direct.json).toEqual(viaRoute.json)
    expect(nextCalls).toBe(0)
  })

  it("refuses malformed and forged bodies with the route's own 400, in its error shape", async () => {
    const bodies = [
      "{",
      "null",
      "[]",
      JSON.stringify({ countryCode: "XX", lines: [], accessoryIds: [] }),
      JSON.stringify({ countryCode: "RO", lines: [{ productId: -1, extraServiceIds: [], accessoryIds: [] }], accessoryIds: [] }),
      JSON.stringify({ countryCode: "RO", lines: [{ productId: "1; drop table products", extraServiceIds: [], accessoryIds: [] }], accessoryIds: [] }),
      // A repeated key: the last one counts, as in JSON.parse.
      '{"countryCode":"RO","lines":[],"accessoryIds":[],"lines":"x"}'
    ]
    for (const body of bodies) {
      const answer = await post(body)
      expect(answer.status, body).toBe(400)
      expect(answer.json, body).toMatchObject({ error: "invalid-request", message: expect.any(String) })
    }
    // Not JSON, or from another site: the boundary's guard refuses before any handler.
    expect((await post("{}", { "content-type": "text/plain" })).status).toBe(415)
    expect((await post(JSON.stringify(cartOf([1])), { origin: "https://evil.example" })).status).toBe(403)
    expect(nextCalls).toBe(0)
  })

  it("answers concurrent carts each with its own lines", async () => {
    const ids = (await phones(12)).map((phone) => phone.id)
    const carts = ids.map((id, index) => [id, ids[(index + 5) % ids.length]!])
    const answers = await Promise.all(carts.map((cart) => post(JSON.stringify(cartOf(cart)))))
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(200)
      expect((answer.json as { devices: ReadonlyArray<{ productId: number }> }).devices.map((device) => device.productId)).toEqual(carts[index])
    }
    expect(nextCalls).toBe(0)
  })
})
