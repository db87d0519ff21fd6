import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import fc from "fast-check"
import { imageByPath } from "../../../src/backend/images/imageService.ts"
import { contentTypeOfPath, imagePathOfSegments, isImagePath } from "../../../src/backend/images/imageTypes.ts"
import { ImageRepository } from "../../../src/backend/ports/ImageRepository.ts"
import { suiteDataset } from "../../support/backend/dataset.ts"
import { withMemoryBackend } from "../../support/backend/memoryBackend.ts"

/** A repository that must not be asked: a path refused up front never reaches storage. */
const untouchable = Layer.succeed(ImageRepository, ImageRepository.of({
  byPath: (path) => Effect.die(`asked for ${path}`),
  productImages: (modelId) => Effect.die(`asked for model ${modelId}`),
  addProductImage: (_, entry) => Effect.die(`asked to add ${entry.path}`)
}))

const segment = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/)

describe("image paths", () => {
  it("accepts the seed's shapes of path, and photos' (PNG, JPEG, WebP)", () => {
    expect(isImagePath("/images/devices/smartphone/iphone-13-pro-sierra-blue.svg")).toBe(true)
    expect(isImagePath("/images/devices/smartphone/iphone-13-pro-sierra-blue-front-very-good-el.svg")).toBe(true)
    expect(isImagePath("/images/accessories/screen-protector.svg")).toBe(true)
    for (const extension of ["png", "jpg", "webp"]) expect(isImagePath(`/images/photos/iphone-13-pro.${extension}`)).toBe(true)
    expect(isImagePath(imagePathOfSegments(["accessories", "case.svg"]))).toBe(true)
  })

  it("refuses traversal, odd characters, other extensions and overlong paths", () => {
    for (const path of [
      "/images/../secrets.svg",
      "/images/devices/../../etc/passwd.svg",
      "/images/./case.svg",
      "/images//case.svg",
      "/images/accessories/case.svg/",
      "/images/accessories/Case.svg",
      "/images/accessories/case.SVG",
      "/images/accessories/case.jpeg",
      "/images/accessories/case.gif",
      "/images/accessories/case.avif",
      "/images/accessories/case.PNG",
      "/images/accessories/case.svg.png.",
      "/images/accessories/case.svg?x=1",
      "/images/accessories/%2e%2e.svg",
      "/images/accessories/ca se.svg",
      "/images/accessories/ca\\se.svg",
      "/images/accessories/-case.svg",
      "/images/accessories/case-.svg",
      "/images/accessories/căse.svg",
      "/images/accessories/case.svg\u0000",
      "/images/.svg",
      "/images.svg",
      "/other/case.svg",
      "",
      `/images/${"a".repeat(300)}.svg`
    ]) {
      expect(isImagePath(path), JSON.stringify(path)).toBe(false)
    }
  })

  it("a path of plain segments is an image path; one with a dot, slash run or other character is not", () => {
    fc.assert(fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
      expect(isImagePath(imagePathOfSegments([...segments.slice(0, -1), `${segments.at(-1)}.svg`]))).toBe(true)
    }))
    fc.assert(fc.property(fc.string(), (text) => {
      const path = imagePathOfSegments(["accessories", `${text}.svg`])
      // A text with one slash between plain words is two plain segments ("0/a"): an image path too.
      expect(isImagePath(path)).toBe(text.split("/").every((part) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(part)))
    }))
  })
})

describe("contentTypeOfPath", () => {
  it("names the type an image path's extension stands for", () => {
    expect(contentTypeOfPath("/images/a/b.svg")).toBe("image/svg+xml")
    expect(contentTypeOfPath("/images/a/b.png")).toBe("image/png")
    expect(contentTypeOfPath("/images/a/b.jpg")).toBe("image/jpeg")
    expect(contentTypeOfPath("/images/a/b.webp")).toBe("image/webp")
  })
})

describe("image service", () => {
  it.effect("answers a stored image (drawing or photo) and NotFound for an unknown one", () =>
    withMemoryBackend(Effect.gen(function*() {
      for (const { path, image } of suiteDataset.images) expect(yield* imageByPath(path)).toEqual(image)
      const missing = yield* Effect.flip(imageByPath("/images/accessories/charger.svg"))
      expect(missing).toMatchObject({ code: "not-found", entity: "image" })
    })))

  it.effect("answers NotFound for a malformed path without asking the repository", () =>
    Effect.gen(function*() {
      for (const path of ["/images/../x.svg", "/images/a/B.svg", `/images/${"x".repeat(1000)}.svg`]) {
        const error = yield* Effect.flip(imageByPath(path))
        expect(error.code).toBe("not-found")
        expect(error.message.length).toBeLessThan(150)
      }
    }).pipe(Effect.provide(untouchable)))
})
