import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import type { ProductImage } from "../../../src/backend/images/galleryTypes.ts"
import type { RasterImage } from "../../../src/backend/images/imageTypes.ts"
import { ImageRepository } from "../../../src/backend/ports/ImageRepository.ts"
import { onePixelPng, suiteDataset } from "./dataset.ts"

/** Rows in a stable order, to compare galleries whatever order the adapter answers in. */
const sorted = (rows: ReadonlyArray<ProductImage>) => [...rows].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))

const upload: RasterImage = { contentType: "image/png", bytes: onePixelPng }

const newEntry = (path: string, overrides: Partial<ProductImage> = {}): ProductImage => ({
  modelId: 1043,
  colour: "Sierra Blue",
  shape: null,
  language: null,
  position: 3,
  path,
  width: 1,
  height: 1,
  alt: { ro: "detaliu, ramă", en: "detail, frame" },
  ...overrides
})

/**
 * Contract every ImageRepository adapter passes (seeded with the suite dataset: its images and the
 * galleries placing them).
 */
export const imageRepositorySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<ImageRepository>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, ImageRepository>) =>
      Effect.provide(effect, makeLayer(suiteDataset))

    it.effect("answers a stored image by its path, drawings' text and photos' bytes unchanged", () =>
      run(Effect.gen(function*() {
        const repo = yield* ImageRepository
        for (const { path, image } of suiteDataset.images) {
          expect(yield* repo.byPath(path), path).toEqual(Option.some(image))
        }
        const phone = yield* repo.byPath("/images/devices/smartphone/iphone-13-pro-sierra-blue.svg")
        expect(Option.map(phone, (i) => [i.contentType, "body" in i && i.body.includes("iPhone 13 Pro ✓")])).toEqual(
          Option.some(["image/svg+xml", true])
        )
        const photo = yield* repo.byPath("/images/photos/iphone-13-pro-sierra-blue-side.png")
        expect(Option.map(photo, (i) => "bytes" in i && [...i.bytes])).toEqual(Option.some([...onePixelPng]))
      })))

    it.effect("answers none for any other path: unknown, another case, a prefix, a suffix, a pattern", () =>
      run(Effect.gen(function*() {
        const repo = yield* ImageRepository
        for (const path of [
          "/images/accessories/charger.svg",
          "/images/accessories/CASE.svg",
          "/IMAGES/accessories/case.svg",
          "/images/accessories/case",
          "/images/accessories/case.svg/",
          "images/accessories/case.svg",
          "/images/accessories/%.svg",
          "/images/accessories/_ase.svg",
          "/images/photos/iphone-13-pro-sierra-blue-side.PNG",
          ""
        ]) {
          expect(yield* repo.byPath(path), path).toEqual(Option.none())
        }
      })))

    it.effect("answers every picture placed for a model in exactly that colour, with its size and alt texts", () =>
      run(Effect.gen(function*() {
        const repo = yield* ImageRepository
        const expected = suiteDataset.productImages.filter((row) => row.modelId === 1043 && row.colour === "Sierra Blue")
        expect(expected).toHaveLength(5)
        expect(sorted(yield* repo.productImages(1043, "Sierra Blue"))).toEqual(sorted(expected))
        expect(yield* repo.productImages(1043, "Graphite")).toHaveLength(1)
        for (const [model, colour] of [[1043, "sierra blue"], [1043, "Sierra Blue "], [1043, "Sierra"], [2001, "Sierra Blue"], [9999, "Sierra Blue"], [1043, "%"]] as const) {
          expect(yield* repo.productImages(model, colour), `${model} ${colour}`).toEqual([])
        }
      })))

    it.effect("adds an uploaded photo: its bytes at its path and its place in the gallery, nothing else moves", () =>
      run(Effect.gen(function*() {
        const repo = yield* ImageRepository
        const before = yield* repo.productImages(1043, "Sierra Blue")
        const entry = newEntry("/images/photos/iphone-13-pro-detail.png", { shape: "good", language: "ro" })
        expect(yield* repo.addProductImage(upload, entry)).toBe("added")
        expect(yield* repo.byPath(entry.path)).toEqual(Option.some(upload))
        expect(sorted(yield* repo.productImages(1043, "Sierra Blue"))).toEqual(sorted([...before, entry]))
        expect(yield* repo.productImages(1043, "Graphite")).toHaveLength(1)
      })))

    it.effect("refuses a taken path and an unknown model, writing nothing", () =>
      run(Effect.gen(function*() {
        const repo = yield* ImageRepository
        const before = sorted(yield* repo.productImages(1043, "Sierra Blue"))
        for (const taken of ["/images/accessories/case.svg", "/images/photos/iphone-13-pro-sierra-blue-side.png"]) {
          expect(yield* repo.addProductImage(upload, newEntry(taken)), taken).toBe("path-taken")
        }
        expect(Option.map(yield* repo.byPath("/images/accessories/case.svg"), (i) => i.contentType)).toEqual(Option.some("image/svg+xml"))
        const stray = newEntry("/images/photos/unknown-model.png", { modelId: 9999 })
        expect(yield* repo.addProductImage(upload, stray)).toBe("unknown-model")
        expect(yield* repo.byPath(stray.path)).toEqual(Option.none())
        expect(yield* repo.productImages(9999, "Sierra Blue")).toEqual([])
        expect(sorted(yield* repo.productImages(1043, "Sierra Blue"))).toEqual(before)
      })))

    it.effect("keeps every byte of a photo, a zero byte and a 0xff included", () =>
      run(Effect.gen(function*() {
        const repo = yield* ImageRepository
        const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)
        const image: RasterImage = { contentType: "image/jpeg", bytes }
        expect(yield* repo.addProductImage(image, newEntry("/images/photos/all-bytes.jpg"))).toBe("added")
        expect(Option.map(yield* repo.byPath("/images/photos/all-bytes.jpg"), (i) => "bytes" in i && [...i.bytes])).toEqual(
          Option.some([...bytes])
        )
      })))
  })
