import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { addProductImage, type ImageUpload, maxUploadBytes } from "../../../src/backend/images/addProductImage.ts"
import { productGallery } from "../../../src/backend/images/gallery.ts"
import { imageByPath } from "../../../src/backend/images/imageService.ts"
import { ImageRepository } from "../../../src/backend/ports/ImageRepository.ts"
import { onePixelPng, suiteDataset } from "../../support/backend/dataset.ts"
import { withMemoryBackend } from "../../support/backend/memoryBackend.ts"

const png = (w: number, h: number) => {
  const bytes = Uint8Array.from(onePixelPng)
  new DataView(bytes.buffer).setUint32(16, w)
  new DataView(bytes.buffer).setUint32(20, h)
  return bytes
}

/** A readable PNG head followed by zeros, one byte over the limit. */
const oversized = () => {
  const bytes = new Uint8Array(maxUploadBytes + 1)
  bytes.set(png(10, 10))
  return bytes
}

const upload = (overrides: Partial<ImageUpload> = {}): ImageUpload => ({
  modelId: 1043,
  colour: "Sierra Blue",
  shape: null,
  language: null,
  position: null,
  path: "/images/photos/iphone-13-pro-sierra-blue-box.png",
  image: { contentType: "image/png", bytes: png(1600, 1200) },
  alt: { ro: "în cutie", en: "in the box" },
  ...overrides
})

const product101 = suiteDataset.products.find((p) => p.product.id === 101)!.product

describe("addProductImage", () => {
  it.effect("stores the photo with the size its file declares, after the pictures already there, and the gallery shows it", () =>
    withMemoryBackend(Effect.gen(function*() {
      const entry = yield* addProductImage(upload())
      expect(entry).toMatchObject({ position: 3, width: 1600, height: 1200 })
      expect(yield* imageByPath(entry.path)).toEqual({ contentType: "image/png", bytes: png(1600, 1200) })
      expect((yield* productGallery("RO", product101)).at(-1)).toEqual({ path: entry.path, width: 1600, height: 1200, caption: "în cutie" })
      const second = yield* addProductImage(upload({ path: "/images/photos/second.png" }))
      expect(second.position).toBe(4)
    })))

  it.effect("puts a photo at the place asked for, first when 0", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* addProductImage(upload({ position: 0 }))
      const gallery = yield* productGallery("RO", product101)
      // A picture kept for the grade and language comes first at a shared place; the photo is next.
      expect(gallery.map((p) => p.path).slice(0, 2)).toEqual([
        "/images/devices/smartphone/iphone-13-pro-sierra-blue-front-excellent-ro.svg",
        "/images/photos/iphone-13-pro-sierra-blue-box.png"
      ])
    })))

  it.effect("refuses, writing nothing: a path of another type, bytes that are not the type, no caption, too large, a taken path, an unknown model", () =>
    withMemoryBackend(Effect.gen(function*() {
      const cases: ReadonlyArray<readonly [string, ImageUpload, string]> = [
        ["extension", upload({ path: "/images/photos/x.jpg" }), "invalid-request"],
        ["svg path", upload({ path: "/images/photos/x.svg" }), "invalid-request"],
        ["not a png", upload({ image: { contentType: "image/png", bytes: Uint8Array.from([1, 2, 3]) } }), "invalid-request"],
        ["a png called a jpeg", upload({ path: "/images/photos/x.jpg", image: { contentType: "image/jpeg", bytes: png(10, 10) } }), "invalid-request"],
        ["no caption", upload({ alt: {} }), "invalid-request"],
        ["too wide", upload({ image: { contentType: "image/png", bytes: png(20_000, 10) } }), "invalid-request"],
        ["too large", upload({ image: { contentType: "image/png", bytes: oversized() } }), "invalid-request"],
        ["taken", upload({ path: "/images/photos/iphone-13-pro-sierra-blue-side.png" }), "invalid-request"],
        ["unknown model", upload({ modelId: 9999 }), "not-found"]
      ]
      const repo = yield* ImageRepository
      const before = yield* repo.productImages(1043, "Sierra Blue")
      for (const [name, input, code] of cases) {
        const error = yield* Effect.flip(addProductImage(input))
        expect(error.code, name).toBe(code)
        if (name !== "taken") expect(yield* repo.byPath(input.path), name).toEqual(Option.none())
      }
      expect(yield* repo.productImages(1043, "Sierra Blue")).toEqual(before)
      expect(yield* repo.productImages(9999, "Sierra Blue")).toEqual([])
    })))
})
