import { describe, expect, it } from "@effect/vitest"
import { isImagePath } from "@shop/core/backend/index"
import fc from "fast-check"
import { vi } from "vitest"
import * as Image from "../../app/images/[...path]/route.ts"
import * as SellModels from "../../app/api/sell/models/route.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"
import { detailById, listing } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/** GET an image the way Next calls the catch-all route: the path's segments as `params.path`. */
const get = async (path: string, headers: Record<string, string> = {}) => {
  const segments = path.replace(/^\/images\//, "").split("/")
  const response = await Image.GET(new Request(`http://ro.localhost:3000${path}`, { headers }), {
    params: Promise.resolve({ path: segments })
  })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

const getSegments = async (segments: ReadonlyArray<string>) => {
  const response = await Image.GET(new Request("http://ro.localhost:3000/images/x.svg"), {
    params: Promise.resolve({ path: segments })
  })
  return { status: response.status, text: await response.text() }
}

describe("GET /images/...", () => {
  it("serves the pictures the catalogue hands out, as safe, long-cached SVG", async () => {
    const [phone] = (await listing("category=smartphone&sort=price-desc&pageSize=1")).items as unknown as ReadonlyArray<{ id: number; imagePath: string }>
    const detail = (await detailById(phone!.id)) as unknown as { accessories: ReadonlyArray<{ imagePath: string }> }
    expect(phone!.imagePath).toMatch(/^\/images\/devices\/smartphone\/[a-z0-9-]+\.svg$/)
    expect(detail.accessories.length).toBeGreaterThan(0)
    for (const path of [phone!.imagePath, ...detail.accessories.map((a) => a.imagePath)]) {
      const image = await get(path)
      expect(image.status, path).toBe(200)
      expect(image.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8")
      expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
      expect(image.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{32}"$/)
      expect(image.headers.get("x-content-type-options")).toBe("nosniff")
      const csp = image.headers.get("content-security-policy") ?? ""
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain("sandbox")
      expect(csp).not.toContain("script-src")
      expect(image.text.startsWith("<svg")).toBe(true)
    }
  })

  it("serves the buyback models' pictures too", async () => {
    const models = expectStatus(await call<ReadonlyArray<{ imagePath: string }>>(SellModels.GET, { path: "/api/sell/models/?category=1" }), 200)
    expect(models.length).toBeGreaterThan(0)
    expect((await get(models[0]!.imagePath)).status).toBe(200)
  })

  it("answers 304 to a matching If-None-Match, and the image to a stale one", async () => {
    const [phone] = (await listing("category=smartphone&pageSize=1")).items as unknown as ReadonlyArray<{ imagePath: string }>
    const first = await get(phone!.imagePath)
    const etag = first.headers.get("etag")!
    const again = await get(phone!.imagePath, { "if-none-match": `W/"other", ${etag}` })
    expect(again.status).toBe(304)
    expect(again.text).toBe("")
    expect(again.headers.get("etag")).toBe(etag)
    expect(again.headers.get("cache-control")).toContain("immutable")
    expect((await get(phone!.imagePath, { "if-none-match": "\"stale\"" })).status).toBe(200)
  })

  it("answers a plain 404 for unknown images, traversal and odd characters", async () => {
    for (const segments of [
      ["devices", "smartphone", "no-such-phone.svg"],
      ["accessories", "CASE.svg"],
      ["..", "..", "etc", "passwd"],
      ["devices", "..", "..", "package.json"],
      ["devices", "../../x.svg"],
      ["devices", "smartphone", "%2e%2e.svg"],
      ["devices", "smartphone\u0000", "x.svg"],
      ["accessories", "case.svg", ""],
      ["accessories", "case.png"],
      [],
      ["a".repeat(400) + ".svg"]
    ]) {
      const answer = await getSegments(segments)
      expect(answer.status, JSON.stringify(segments)).toBe(404)
      expect(JSON.parse(answer.text), JSON.stringify(segments)).toMatchObject({ error: "not-found", message: expect.any(String) })
    }
  })

  it("never answers a 5xx, and serves only image paths, whatever the segments", async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("..", ".", "", "devices", "accessories", "smartphone", "case.svg", "%2F", "a/b", "x.svg")
    )
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { maxLength: 12 }), async (segments) => {
        const answer = await getSegments(segments)
        expect([200, 404], JSON.stringify(segments)).toContain(answer.status)
        if (answer.status === 200) expect(isImagePath(`/images/${segments.join("/")}`)).toBe(true)
      }),
      { numRuns: Number(process.env["WEB_PROPERTY_RUNS"] ?? 50), seed: Number(process.env["WEB_PROPERTY_SEED"] ?? 20261122) }
    )
  })
})
