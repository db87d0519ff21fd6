import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import { listing, models, productById } from "../../src/backend/catalog/catalogService.ts"
import { productDetail, productDetailById } from "../../src/backend/catalog/productDetail.ts"
import {
  availableShapes,
  decodeAvailableShapesQuery,
  decodeRelatedAccessoriesQuery,
  relatedAccessories
} from "../../src/backend/catalog/shopCalls.ts"
import { AccessoryTypes } from "../../src/cart/accessory.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"

describe("catalog service", () => {
  it.effect("lists with URLs and stock state, and counts pages", () =>
    withMemoryBackend(Effect.gen(function*() {
      const result = yield* listing("RO", { category: "smartphone", pageSize: "2", sort: "price-asc" })
      expect(result.items.map((p) => [p.id, p.stockState])).toEqual([[104, "in-stock"], [102, "in-stock"]])
      expect(result.items[1]?.productUrl).toBe("/magazin/telefoane/apple/iphone-13-pro--128-gb--sierra-blue--1043/?shape=good")
      expect([result.total, result.pageCount]).toEqual([3, 2])
    })))

  it.effect("refuses a bad listing query before touching the repository", () =>
    withMemoryBackend(Effect.gen(function*() {
      const error = yield* Effect.flip(listing("RO", { page: "zero" }))
      expect(error.code).toBe("invalid-request")
    })))

  it.effect("an unknown brand page is not found, a known one lists its models", () =>
    withMemoryBackend(Effect.gen(function*() {
      expect((yield* models("RO", { brandSlug: "apple" })).map((m) => m.slug)).toEqual([
        "apple-watch-series-7",
        "ipad-air",
        "iphone-13-pro"
      ])
      expect((yield* Effect.flip(models("RO", { brandSlug: "nokia" }))).code).toBe("not-found")
      expect((yield* Effect.flip(productById("RO", 201))).code).toBe("not-found")
    })))

  it.effect("finds the product a product URL names, shape from the query", () =>
    withMemoryBackend(Effect.gen(function*() {
      const url = "/magazin/telefoane/apple/iphone-13-pro--128-gb--sierra-blue--1043/"
      const good = yield* productDetail("RO", url, "?shape=good")
      expect(good.product.id).toBe(102)
      const excellent = yield* productDetail("RO", `${url}?shape=excellent`)
      expect(excellent.product.id).toBe(101)
      // Without a shape: the in-stock variant with the best shape.
      expect((yield* productDetail("RO", url)).product.id).toBe(101)
      // An unknown shape falls back the same way rather than 404 (old links keep working).
      expect((yield* productDetail("RO", url, "?shape=mint")).product.id).toBe(101)
    })))

  it.effect("product detail gives variant options, active accessories and services, warranty", () =>
    withMemoryBackend(Effect.gen(function*() {
      const detail = yield* productDetailById("RO", 101)
      expect(detail.options.storage.map((o) => [o.value, o.productId, o.inStock, o.selected])).toEqual([
        ["128 GB", 101, true, true],
        ["256 GB", 103, false, false]
      ])
      expect(detail.options.shape.map((o) => [o.value, o.productId])).toEqual([["excellent", 101], ["very-good", 103], ["good", 102]])
      expect(detail.options.colour.map((o) => o.value)).toEqual(["Graphite", "Sierra Blue"])
      expect(detail.accessories.map((a) => a.id)).toEqual([501, 502, 503, 504, 505])
      expect(detail.extraServices.map((s) => s.id)).toEqual([701, 702])
      expect(detail.warranty.defaultReturnPeriodDays).toBe(60)
    })))

  it.effect("a product page of another market, a wrong slug or a non-product path is not found", () =>
    withMemoryBackend(Effect.gen(function*() {
      const cases = [
        ["BG", "/magazin/telefoni/samsung/galaxy-s21--128-gb--phantom-gray--2001/"],
        ["RO", "/magazin/telefoane/samsung/iphone-13-pro--128-gb--sierra-blue--1043/"],
        ["RO", "/magazin/telefoane/apple/iphone-13-pro--512-gb--sierra-blue--1043/"],
        ["RO", "/magazin/tablete/apple/iphone-13-pro--128-gb--sierra-blue--1043/"],
        ["RO", "/magazin/cosul-meu/"],
        ["RO", "/nu-exista/"]
      ] as const
      for (const [market, path] of cases) {
        expect((yield* Effect.flip(productDetail(market, path))).code).toBe("not-found")
      }
    })))

  it.effect("available shapes: SPEC 7 answer with the in-stock shapes of the same configuration", () =>
    withMemoryBackend(Effect.gen(function*() {
      const query = decodeAvailableShapesQuery({ locale: "RO", productId: "102" })
      if (Result.isFailure(query)) throw query.failure
      expect(yield* availableShapes(query.success)).toEqual({
        success: true,
        data: {
          relatedSpecs: [
            { name: "shape", items: ["excellent", "good"] },
            { name: "storage", items: ["128 GB"] },
            { name: "colour", items: ["Sierra Blue"] }
          ]
        }
      })
      expect((yield* Effect.flip(availableShapes({ locale: "ro", productId: 999 }))).code).toBe("not-found")
    })))

  it("decodes the SPEC 7 query strings and refuses bad ones", () => {
    expect(decodeAvailableShapesQuery({ locale: "EL", productId: "301" })).toEqual(Result.succeed({ locale: "el", productId: 301 }))
    expect(decodeAvailableShapesQuery({ locale: "GR", productId: "301" })).toEqual(Result.succeed({ locale: "el", productId: 301 }))
    expect(decodeRelatedAccessoriesQuery({ countryCode: "RO", productIds: ["101,104", "105"] })).toEqual(
      Result.succeed({ countryCode: "RO", productIds: [101, 104, 105] })
    )
    const bad: ReadonlyArray<Result.Result<unknown, unknown>> = [
      decodeAvailableShapesQuery({ locale: "ro", productId: "1" }),
      decodeAvailableShapesQuery({ locale: "RO", productId: "01" }),
      decodeAvailableShapesQuery({ locale: "RO" }),
      decodeAvailableShapesQuery({ locale: "RO", productId: "1", extra: "x" }),
      decodeRelatedAccessoriesQuery({ countryCode: "ro", productIds: "1" }),
      decodeRelatedAccessoriesQuery({ countryCode: "RO", productIds: "" }),
      decodeRelatedAccessoriesQuery({ countryCode: "RO", productIds: "1,,2" }),
      decodeRelatedAccessoriesQuery({ countryCode: "RO", productIds: "1;2" }),
      decodeRelatedAccessoriesQuery({ countryCode: "RO", productIds: Array.from({ length: 51 }, (_, i) => String(i + 1)).join(",") })
    ]
    for (const result of bad) expect(Result.isFailure(result)).toBe(true)
  })

  it.effect("related accessories: the active ones of the known products, each once, as cart accessories", () =>
    withMemoryBackend(Effect.gen(function*() {
      const answer = yield* relatedAccessories({ countryCode: "RO", productIds: [104, 101, 999] })
      expect(answer.success).toBe(true)
      expect(answer.data.map((a) => a.id)).toEqual([502, 505, 501, 503, 504])
      expect(answer.data.find((a) => a.id === 503)).toEqual({
        id: 503,
        name: "New battery",
        price: 249,
        isActive: true,
        type: AccessoryTypes.battery,
        phoneId: null,
        isWrappingTax: false
      })
      expect((yield* Effect.flip(relatedAccessories({ countryCode: "RO", productIds: [999] }))).code).toBe("not-found")
    })))
})
