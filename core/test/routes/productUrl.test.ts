import { describe, expect, it } from "@effect/vitest"
import { Option, Result } from "effect"
import * as fc from "fast-check"
import { Categories } from "../../src/catalog/category.ts"
import type { Product } from "../../src/catalog/product.ts"
import {
  brandSlugAllowed,
  parseProductUrl,
  productUrl,
  productUrlOf,
  resolvePath,
  slugify
} from "../../src/routes/index.ts"
import { market } from "./arbitraries.ts"

/** Display names as a catalogue holds them: mixed case, spaces, diacritics, other scripts. */
const displayName = fc.stringMatching(/^[A-Za-z0-9 ĂăÂâȘșȚțŐőŰűÉéБбЖжЩщЯяΑαΠπΩωΎύ+'.\/-]{0,20}$/)

const parts = fc.record({
  category: fc.constantFrom(...Categories),
  brand: displayName,
  model: displayName,
  storage: fc.option(displayName, { nil: undefined }),
  colour: displayName,
  legacyModelId: fc.maxSafeNat(),
  shape: fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: undefined })
})

describe("productUrl", () => {
  it("builds shop root / category / brand / model--storage--colour--id with shape as a query", () => {
    const url = productUrl("RO", {
      category: "smartphone",
      brand: "Apple",
      model: "iPhone 13 Pro",
      storage: "128GB",
      colour: "Sierra Blue",
      legacyModelId: 1043,
      shape: "excellent"
    })
    expect(url).toEqual(Result.succeed("/magazin/telefoane/apple/iphone-13-pro--128gb--sierra-blue--1043/?shape=excellent"))
  })

  it("leaves storage out for devices without one", () => {
    const url = productUrl("GR", {
      category: "smartwatch",
      brand: "Apple",
      model: "Watch SE",
      storage: null,
      colour: "Μαύρο",
      legacyModelId: 7
    })
    expect(url).toEqual(Result.succeed("/shop/exypna-rologia/apple/watch-se--mavro--7/"))
    expect(parseProductUrl("GR", "/shop/exypna-rologia/apple/watch-se--mavro--7/")).toEqual(
      Option.some({ category: "smartwatch", brand: "apple", model: "watch-se", colour: "mavro", legacyModelId: 7 })
    )
  })

  it("round-trips through parseProductUrl for arbitrary names, ids and shapes", () => {
    fc.assert(
      fc.property(market, parts, (m, p) => {
        const url = productUrl(m, p)
        const [brand, model, colour] = [slugify(p.brand), slugify(p.model), slugify(p.colour)]
        const storage = p.storage === undefined ? "" : slugify(p.storage)
        const writable = brand !== "" && model !== "" && colour !== ""
        expect(Result.isSuccess(url)).toBe(writable)
        if (!Result.isSuccess(url)) return
        const [pathname, search = ""] = url.success.split("?")
        expect(parseProductUrl(m, pathname ?? "", search)).toEqual(
          Option.some({
            category: p.category,
            brand,
            model,
            ...(storage === "" ? {} : { storage }),
            colour,
            legacyModelId: p.legacyModelId,
            ...(p.shape === undefined ? {} : { shape: p.shape })
          })
        )
        // The query may also be left on the pathname.
        expect(Option.isSome(parseProductUrl(m, url.success))).toBe(true)
      }),
      { numRuns: 500 }
    )
  })

  it("gives a product URL to brands whose slug a shop-root brand page may not take", () => {
    for (const [m, brand, slug] of [
      ["RO", "Console", "console"],
      ["RO", "Tableta", "tableta"],
      ["HU", "Phones", "phones"],
      ["GR", "Tablet", "tablet"],
      ["BG", "Moyata Kolichka", "moyata-kolichka"]
    ] as const) {
      expect(brandSlugAllowed(m, slug)).toBe(false)
      const url = productUrl(m, { category: "tablet", brand, model: "Tab 9", colour: "Grey", legacyModelId: 4 })
      expect(Result.isSuccess(url)).toBe(true)
      if (Result.isSuccess(url)) expect(Option.map(parseProductUrl(m, url.success), (p) => p.brand)).toEqual(Option.some(slug))
    }
  })

  it("refuses a shape that is not well-formed text instead of throwing", () => {
    for (const shape of ["\uD800", "good\uDC00", "\uDBFF\uDBFF"]) {
      const url = productUrl("RO", { category: "smartphone", brand: "Apple", model: "iPhone 13", colour: "Red", legacyModelId: 1, shape })
      expect(url).toEqual(Result.fail(expect.objectContaining({ _tag: "InvalidRouteParam", key: "product", param: "shape" })))
    }
  })

  it("never throws, whatever the names and the shape", () => {
    // Lone surrogates are rare in "binary" strings, so half of the code units are drawn from them.
    const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => String.fromCharCode(n))
    const text = fc.string({ unit: fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), surrogate), maxLength: 12 })
    const name = fc.oneof(text, fc.constantFrom("Apple", "Galaxy S21+", "128 GB", "Μαύρο"))
    fc.assert(
      fc.property(market, fc.record({ brand: name, model: name, storage: name, colour: name, shape: text }), fc.integer(), (m, names, legacyModelId) => {
        const url = productUrl(m, { category: "laptop", ...names, legacyModelId })
        return Result.isSuccess(url) || url.failure._tag === "InvalidRouteParam"
      })
    )
  })

  it("refuses a name with nothing slug-worthy in it", () => {
    const url = productUrl("HU", { category: "tablet", brand: "Apple", model: "???", colour: "Gold", legacyModelId: 1 })
    expect(url).toEqual(Result.fail(expect.objectContaining({ _tag: "InvalidRouteParam", param: "model" })))
  })

  it("refuses a negative or fractional legacy model id", () => {
    for (const legacyModelId of [-1, 1.5, Number.NaN]) {
      const url = productUrl("RO", { category: "laptop", brand: "Dell", model: "XPS 13", colour: "Silver", legacyModelId })
      expect(url).toEqual(Result.fail(expect.objectContaining({ param: "legacyModelId" })))
    }
  })

  it("builds the URL of a catalogue product from its brand, model, spec and legacy model id", () => {
    const product: Product = {
      id: 1, legacyModelId: 981, legacySellId: null, legacySku: "SKU", legacyShapeId: 2, stock: 3, price: 2199,
      previousPrice: null, retailPrice: null, brandName: "Samsung", modelName: "Galaxy S21+", category: "smartphone",
      imagePath: "/img.png",
      naming: { title: "t", modelDisplayName: "m", shortTitle: "s", configSummary: "c" },
      spec: { shape: "very-good", color: "Phantom Black", storage: "256 GB", connectivity: null, material: null, size: null },
      // The market's words never reach the URL: it is made of the catalogue's values.
      labels: { model: "Galaxy S21+", color: "Черен Phantom", connectivity: null, material: null }
    }
    expect(productUrlOf("BG", product)).toEqual(
      Result.succeed("/magazin/telefoni/samsung/galaxy-s21-plus--256-gb--phantom-black--981/?shape=very-good")
    )
  })
})

describe("parseProductUrl", () => {
  it("answers none for a page that is not a product", () => {
    expect(parseProductUrl("RO", "/magazin/telefoane/", "?shape=good")).toEqual(Option.none())
    expect(parseProductUrl("RO", "/magazin/telefoane/apple/iphone-13--1043/")).toEqual(Option.none())
  })

  it("reads a product whose category slug is an alternate one", () => {
    expect(
      Option.map(parseProductUrl("HU", "/shop/telefoane/apple/iphone-13--black--5/"), (p) => p.category)
    ).toEqual(Option.some("smartphone"))
  })

  it("ignores a malformed shape escape instead of failing", () => {
    expect(parseProductUrl("RO", "/magazin/tablete/apple/ipad-air--blue--3/", "?shape=%E0%A4%A")).toEqual(
      Option.some({ category: "tablet", brand: "apple", model: "ipad-air", colour: "blue", legacyModelId: 3 })
    )
  })

  it("a product path resolves to the product key", () => {
    expect(Option.map(resolvePath("RO", "/magazin/console/sony/ps5--white--12/"), (r) => r.key)).toEqual(
      Option.some("product")
    )
  })
})
