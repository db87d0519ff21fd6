import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import fc from "fast-check"
import { drawingSide, galleryOf, productGallery } from "../../../src/backend/images/gallery.ts"
import { AltLanguages, type ProductImage } from "../../../src/backend/images/galleryTypes.ts"
import type { Product } from "../../../src/catalog/product.ts"
import { Shapes } from "../../../src/catalog/product.ts"
import { Locales, MarketCodes, markets, type MarketCode } from "../../../src/markets/market.ts"
import { suiteDataset } from "../../support/backend/dataset.ts"
import { withMemoryBackend } from "../../support/backend/memoryBackend.ts"

const productOf = (market: MarketCode, id: number): Product => {
  const row = suiteDataset.products.find((p) => p.market === market && p.product.id === id)
  if (row === undefined) throw new Error(`no product ${id} in ${market}`)
  return row.product
}

const phone = "/images/devices/smartphone/iphone-13-pro-sierra-blue"
const photo = "/images/photos/iphone-13-pro-sierra-blue-side.png"

describe("productGallery", () => {
  it.effect("shows the grade's front in the market's language, then the back, then the photo, captioned in that language", () =>
    withMemoryBackend(Effect.gen(function*() {
      expect(yield* productGallery("RO", productOf("RO", 101))).toEqual([
        { path: `${phone}-front-excellent-ro.svg`, width: 800, height: 800, caption: "față" },
        { path: `${phone}-back.svg`, width: 800, height: 800, caption: "spate" },
        { path: photo, width: 1, height: 1, caption: null }
      ])
      expect((yield* productGallery("RO", productOf("RO", 102))).map((p) => p.path)).toEqual([
        `${phone}-front-good-ro.svg`, `${phone}-back.svg`, photo
      ])
      expect(yield* productGallery("BG", productOf("BG", 201))).toEqual([
        { path: `${phone}-front-excellent-bg.svg`, width: 800, height: 800, caption: "отпред" },
        { path: `${phone}-back.svg`, width: 800, height: 800, caption: "отзад" },
        { path: photo, width: 1, height: 1, caption: null }
      ])
    })))

  it.effect("shows no picture of another grade, language, colour or model", () =>
    withMemoryBackend(Effect.gen(function*() {
      // 103 is the same model in Graphite, very good: the Graphite picture only.
      expect((yield* productGallery("RO", productOf("RO", 103))).map((p) => p.path)).toEqual([
        "/images/devices/smartphone/iphone-13-pro-sierra-blue.svg"
      ])
      // A very good Sierra Blue unit in Romania has no front of its own: the back and the photo.
      const veryGood = { ...productOf("RO", 101), spec: { ...productOf("RO", 101).spec, shape: "very-good" } }
      expect((yield* productGallery("RO", veryGood)).map((p) => p.path)).toEqual([`${phone}-back.svg`, photo])
    })))

  it.effect("a product with no stored picture shows its own picture alone", () =>
    withMemoryBackend(Effect.gen(function*() {
      const ipad = productOf("RO", 105)
      expect(yield* productGallery("RO", ipad)).toEqual([{ path: ipad.imagePath, width: drawingSide, height: drawingSide, caption: null }])
    })))
})

const stored: fc.Arbitrary<ReadonlyArray<ProductImage>> = fc.uniqueArray(
  fc.record({
    modelId: fc.constantFrom(1, 2),
    colour: fc.constantFrom("Black", "Sierra Blue"),
    shape: fc.constantFrom(null, ...Shapes),
    language: fc.constantFrom(null, ...Locales),
    position: fc.integer({ min: 0, max: 4 }),
    path: fc.integer({ min: 0, max: 10_000 }).map((i) => `/images/p/${i}.svg`),
    width: fc.integer({ min: 1, max: 4000 }),
    height: fc.integer({ min: 1, max: 4000 }),
    alt: fc.subarray([...AltLanguages]).map((languages) => Object.fromEntries(languages.map((l) => [l, `${l} caption`])))
  }),
  { selector: (image) => image.path, maxLength: 30 }
)

const product = fc.record({ modelId: fc.constantFrom(1, 2), colour: fc.constantFrom("Black", "Sierra Blue"), shape: fc.constantFrom(...Shapes) })
  .map(({ modelId, colour, shape }): Product => ({
    ...productOf("RO", 101),
    legacyModelId: modelId,
    imagePath: "/images/own.svg",
    spec: { ...productOf("RO", 101).spec, color: colour, shape }
  }))

const specificity = (image: ProductImage) => (image.shape === null ? 0 : 2) + (image.language === null ? 0 : 1)

describe("galleryOf", () => {
  it("shows exactly the pictures that fit the product and market, by place, the more specific first, captioned in the market's language", () => {
    fc.assert(fc.property(stored, product, fc.constantFrom(...MarketCodes), (images, p, market) => {
      const language = markets[market].locale
      const fits = images.filter((i) =>
        i.modelId === p.legacyModelId && i.colour === p.spec.color && (i.shape ?? p.spec.shape) === p.spec.shape && (i.language ?? language) === language)
      const gallery = galleryOf(market, p, images)
      if (fits.length === 0) {
        expect(gallery).toEqual([{ path: "/images/own.svg", width: drawingSide, height: drawingSide, caption: null }])
        return
      }
      expect([...gallery.map((g) => g.path)].sort()).toEqual(fits.map((i) => i.path).sort())
      const byPath = new Map(fits.map((i) => [i.path, i]))
      const shown = gallery.map((g) => byPath.get(g.path)!)
      for (let i = 1; i < shown.length; i++) {
        const [a, b] = [shown[i - 1]!, shown[i]!]
        expect(a.position < b.position || (a.position === b.position && specificity(a) >= specificity(b))).toBe(true)
      }
      for (const picture of gallery) {
        const image = byPath.get(picture.path)!
        expect(picture).toEqual({ path: image.path, width: image.width, height: image.height, caption: image.alt[language] ?? null })
      }
    }))
  })

  it("does not depend on the order storage answers in", () => {
    fc.assert(fc.property(stored, product, fc.constantFrom(...MarketCodes), (images, p, market) => {
      expect(galleryOf(market, p, [...images].reverse())).toEqual(galleryOf(market, p, images))
    }))
  })
})
