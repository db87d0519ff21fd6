import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@effect/vitest"
import { fc, test } from "@fast-check/vitest"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync } from "node:zlib"
import { makeBoundary } from "../../server/boundary.mjs"
import { parseTrustedProxies } from "../../server/forwarded.mjs"
import { installRequestContext } from "../../server/requestContext.mjs"
import { acceptsBrotli, makeStaticBrotli } from "../../server/staticBrotli.mjs"

/**
 * Issue 15: the build's scripts and styles compressed once at Brotli's best and served from memory
 * by the boundary, on a real socket; everything else, and every client without Brotli, still Next's.
 */

const script = `console.log(${JSON.stringify("shop ".repeat(2_000))})\n`
const style = `.shop { color: red }\n`.repeat(200)

let dir: string
let server: Server
let port = 0
let nextCalls = 0
const handle = (_req: IncomingMessage, res: ServerResponse) => {
  nextCalls += 1
  res.setHeader("content-type", "text/plain")
  res.end("from next")
}
const files = { prepare: async () => undefined, serve: (_req: IncomingMessage, _res: ServerResponse) => false, size: () => 0 }

beforeAll(async () => {
  installRequestContext()
  dir = mkdtempSync(join(tmpdir(), "static-brotli-"))
  mkdirSync(join(dir, "chunks"))
  writeFileSync(join(dir, "chunks", "app-1x.js"), script)
  writeFileSync(join(dir, "chunks", "style-2y.css"), style)
  writeFileSync(join(dir, "chunks", "font.woff2"), "not a script")
  Object.assign(files, makeStaticBrotli({ dir, quality: 11 }))
  await files.prepare()
  server = createServer(makeBoundary({ trust: parseTrustedProxies(""), cspSources: { connect: [], frame: [] }, dev: false, handle, staticFiles: files }))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const address = server.address()
  port = typeof address === "object" && address !== null ? address.port : 0
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(dir, { recursive: true, force: true })
})

beforeEach(() => {
  nextCalls = 0
})

const get = (path: string, headers: Record<string, string>, method = "GET") =>
  new Promise<{ status: number; headers: IncomingMessage["headers"]; bytes: Buffer }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }))
    }).on("error", reject).end()
  })

const brotli = { "accept-encoding": "gzip, deflate, br, zstd" }

describe("the build's scripts and styles, compressed ahead (issue 15)", () => {
  it("keeps the scripts and styles only", () => {
    expect(files.size()).toBe(2)
  })

  it("answers a script and a style in Brotli, the same bytes once decoded, cacheable for a year, never through Next", async () => {
    for (const [path, original, type] of [
      ["/_next/static/chunks/app-1x.js", script, "application/javascript; charset=UTF-8"],
      ["/_next/static/chunks/style-2y.css?dpl=abc", style, "text/css; charset=UTF-8"]
    ] as const) {
      const answer = await get(path, brotli)
      expect(answer.status).toBe(200)
      expect(answer.headers["content-encoding"]).toBe("br")
      expect(answer.headers["content-type"]).toBe(type)
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
      expect(answer.headers["vary"]).toBe("Accept-Encoding")
      expect(Number(answer.headers["content-length"])).toBe(answer.bytes.length)
      expect(brotliDecompressSync(answer.bytes).toString("utf8")).toBe(original)
      expect(answer.bytes.length).toBeLessThan(Buffer.byteLength(original) / 10)
      // The boundary's security headers are on it as on every answer.
      expect(answer.headers["x-content-type-options"]).toBe("nosniff")
    }
    expect(nextCalls).toBe(0)
  })

  it("answers 304 to a client that holds it, and a HEAD with the head only", async () => {
    const first = await get("/_next/static/chunks/app-1x.js", brotli)
    const etag = String(first.headers["etag"])
    const again = await get("/_next/static/chunks/app-1x.js", { ...brotli, "if-none-match": etag })
    expect([again.status, again.bytes.length]).toEqual([304, 0])
    for (const held of [`"other", ${etag}`, `W/${etag}`, "*"]) {
      expect((await get("/_next/static/chunks/app-1x.js", { ...brotli, "if-none-match": held })).status, held).toBe(304)
    }
    expect((await get("/_next/static/chunks/app-1x.js", { ...brotli, "if-none-match": "\"other\"" })).status).toBe(200)
    const head = await get("/_next/static/chunks/app-1x.js", brotli, "HEAD")
    expect([head.status, head.bytes.length, head.headers["content-length"]]).toEqual([200, 0, first.headers["content-length"]])
    expect(nextCalls).toBe(0)
  })

  it("leaves to Next a client without Brotli, a file it does not keep, another method, and any path outside the folder", async () => {
    const cases: ReadonlyArray<readonly [string, Record<string, string>, string?]> = [
      ["/_next/static/chunks/app-1x.js", { "accept-encoding": "gzip, deflate" }],
      ["/_next/static/chunks/app-1x.js", { "accept-encoding": "br;q=0, gzip" }],
      ["/_next/static/chunks/app-1x.js", {}],
      ["/_next/static/chunks/font.woff2", brotli],
      ["/_next/static/chunks/missing.js", brotli],
      ["/_next/static/chunks/app-1x.js", brotli, "POST"],
      ["/chunks/app-1x.js", brotli]
    ]
    for (const [path, headers, method] of cases) {
      const answer = await get(path, headers, method)
      expect(answer.bytes.toString("utf8"), `${method ?? "GET"} ${path} ${JSON.stringify(headers)}`).toBe("from next")
    }
    expect(nextCalls).toBe(cases.length)
  })
})

describe("acceptsBrotli", () => {
  it("reads the client's Accept-Encoding", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true)
    expect(acceptsBrotli("BR;q=0.5")).toBe(true)
    expect(acceptsBrotli("br;q=0")).toBe(false)
    expect(acceptsBrotli("br;q=0.0, gzip")).toBe(false)
    expect(acceptsBrotli("brotli, gzip")).toBe(false)
    expect(acceptsBrotli("*")).toBe(true)
    expect(acceptsBrotli("gzip, *;q=0")).toBe(false)
    expect(acceptsBrotli("")).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })

  test.prop([fc.array(fc.constantFrom("gzip", "deflate", "zstd", "identity", "*;q=0", "compress", "x-br"), { maxLength: 5 })])(
    "is false for any header that does not name br",
    (codings) => {
      expect(acceptsBrotli(codings.join(", "))).toBe(false)
    }
  )
})
