import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { rasterSize } from "../../../src/backend/images/rasterSize.ts"
import { onePixelPng } from "../../support/backend/dataset.ts"

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))
const be32 = (v: number) => [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255]
const be16 = (v: number) => [(v >>> 8) & 255, v & 255]
const le16 = (v: number) => [v & 255, (v >>> 8) & 255]
const le24 = (v: number) => [v & 255, (v >>> 8) & 255, (v >>> 16) & 255]

/** File heads as encoders write them, up to the size and a little beyond. */
const png = (w: number, h: number) => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...ascii("IHDR"), ...be32(w), ...be32(h), 8, 2, 0, 0, 0])

/** SOI, an APP0 (JFIF) segment, a DQT-like segment, fill bytes, then SOF2 (progressive). */
const jpeg = (w: number, h: number) => Uint8Array.from([
  0xff, 0xd8,
  0xff, 0xe0, ...be16(16), ...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  0xff, 0xdb, ...be16(5), 0, 1, 2,
  0xff, 0xff, 0xc2, ...be16(17), 8, ...be16(h), ...be16(w), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1
])

const riff = (chunk: ReadonlyArray<number>) => Uint8Array.from([...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WEBP"), ...chunk])
const webpLossy = (w: number, h: number) => riff([...ascii("VP8 "), 0, 0, 0, 0, 0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(w), ...le16(h), 0, 0])
const webpLossless = (w: number, h: number) => {
  const bits = ((w - 1) | ((h - 1) << 14)) >>> 0
  return riff([...ascii("VP8L"), 0, 0, 0, 0, 0x2f, bits & 255, (bits >>> 8) & 255, (bits >>> 16) & 255, (bits >>> 24) & 255])
}
const webpExtended = (w: number, h: number) => riff([...ascii("VP8X"), 10, 0, 0, 0, 0x10, 0, 0, 0, ...le24(w - 1), ...le24(h - 1)])

const side14 = fc.integer({ min: 1, max: 16_383 })
const side16 = fc.integer({ min: 1, max: 65_535 })

describe("rasterSize", () => {
  it("reads a real PNG file", () => {
    expect(rasterSize("image/png", onePixelPng)).toEqual({ width: 1, height: 1 })
  })

  it("reads the size every format's header declares", () => {
    fc.assert(fc.property(side16, side16, (w, h) => {
      expect(rasterSize("image/png", png(w, h))).toEqual({ width: w, height: h })
      expect(rasterSize("image/jpeg", jpeg(w, h))).toEqual({ width: w, height: h })
    }))
    fc.assert(fc.property(side14, side14, (w, h) => {
      expect(rasterSize("image/webp", webpLossy(w, h))).toEqual({ width: w, height: h })
      expect(rasterSize("image/webp", webpLossless(w, h))).toEqual({ width: w, height: h })
      expect(rasterSize("image/webp", webpExtended(w, h))).toEqual({ width: w, height: h })
    }))
  })

  it("answers null for another format, a cut-off head, a zero size or noise", () => {
    expect(rasterSize("image/jpeg", png(10, 10))).toBeNull()
    expect(rasterSize("image/png", jpeg(10, 10))).toBeNull()
    expect(rasterSize("image/png", webpLossy(10, 10))).toBeNull()
    expect(rasterSize("image/webp", png(10, 10))).toBeNull()
    expect(rasterSize("image/png", png(10, 10).subarray(0, 20))).toBeNull()
    expect(rasterSize("image/jpeg", jpeg(10, 10).subarray(0, 30))).toBeNull()
    expect(rasterSize("image/png", png(0, 10))).toBeNull()
    expect(rasterSize("image/jpeg", jpeg(10, 0))).toBeNull()
    expect(rasterSize("image/png", new Uint8Array())).toBeNull()
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), fc.constantFrom("image/png", "image/jpeg", "image/webp"), (bytes, type) => {
      const size = rasterSize(type, bytes)
      if (size !== null) expect(size.width > 0 && size.height > 0).toBe(true)
    }))
  })
})
