import { describe, expect, it } from "@effect/vitest"
import { addProductImage, isImagePath } from "@shop/core/backend/index"
import { Exit } from "effect"
import fc from "fast-check"
import sharp from "sharp"
import { vi } from "vitest"
import { runExit } from "../../src/server/runtime.ts"
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

/** GET an image, keeping the body as bytes. */
const getBytes = async (path: string, headers: Record<string, string> = {}) => {
  const segments = path.replace(/^\/images\//, "").replace(/\?.*$/, "").split("/")
  const response = await Image.GET(new Request(`http://ro.localhost:3000${path}`, { headers }), {
    params: Promise.resolve({ path: segments })
  })
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
}

/** A photo as staff would upload one: a real JPEG, 1200 x 900, stored through core's addProductImage. */
const uploadPhoto = async (path: string) => {
  const bytes = new Uint8Array(await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#3d6fb5" } }).jpeg({ quality: 80 }).toBuffer())
  const [phone] = (await listing("category=smartphone&pageSize=1")).items as unknown as ReadonlyArray<{ legacyModelId: number; spec: { color: string } }>
  const exit = await runExit(addProductImage({
    modelId: phone!.legacyModelId,
    colour: phone!.spec.color,
    shape: null,
    language: null,
    position: null,
    path,
    image: { contentType: "image/jpeg", bytes },
    alt: { ro: "în cutie", en: "in the box" }
  }))
  if (Exit.isFailure(exit)) throw new Error(`upload failed: ${String(exit.cause)}`)
  return bytes
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

  it("serves an uploaded photo's bytes as stored, with its type, long-cached, with an ETag", async () => {
    const bytes = await uploadPhoto("/images/photos/test-upload-box.jpg")
    const photo = await getBytes("/images/photos/test-upload-box.jpg")
    expect(photo.status).toBe(200)
    expect(photo.headers.get("content-type")).toBe("image/jpeg")
    expect(photo.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(photo.headers.get("x-content-type-options")).toBe("nosniff")
    expect(photo.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{32}"$/)
    expect([...photo.bytes]).toEqual([...bytes])
    expect(await sharp(photo.bytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 900 })
    const again = await getBytes("/images/photos/test-upload-box.jpg", { "if-none-match": photo.headers.get("etag")! })
    expect([again.status, again.bytes.length]).toEqual([304, 0])
  })

  it("answers 400 to any query: an image's address is its path alone", async () => {
    const [phone] = (await listing("category=smartphone&pageSize=1")).items as unknown as ReadonlyArray<{ imagePath: string }>
    for (const query of ["?w=640", "?v=2", "?", "?url=/etc/passwd", "?a=%00"]) {
      const answer = await getBytes(`${phone!.imagePath}${query}`)
      if (query === "?") {
        expect(answer.status, query).toBe(200)
        continue
      }
      expect(answer.status, query).toBe(400)
      expect(JSON.parse(new TextDecoder().decode(answer.bytes))).toMatchObject({ error: "invalid-request" })
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
      ["accessories", "case.gif"],
      ["photos", "unknown.jpg"],
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
