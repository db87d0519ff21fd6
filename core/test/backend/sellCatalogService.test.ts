import { describe, expect, it } from "@effect/vitest"
import { Effect, Result, Schema } from "effect"
import {
  listSellBrands,
  listSellModels,
  maxSellSearchLength,
  SellBrandsQuery,
  sellModelOptions,
  sellModelOptionsOfText,
  SellModelsQuery
} from "../../src/backend/sell/sellCatalogService.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"

const decodeModels = Schema.decodeUnknownResult(SellModelsQuery)
const decodeBrands = Schema.decodeUnknownResult(SellBrandsQuery)

describe("sell picker queries", () => {
  it("decode ids and the search from query text", () => {
    expect(decodeModels({})).toEqual(Result.succeed({}))
    expect(decodeModels({ category: "1", brandId: "3", search: "iphone" })).toEqual(
      Result.succeed({ category: 1, brandId: 3, search: "iphone" })
    )
    expect(decodeBrands({ category: "5" })).toEqual(Result.succeed({ category: 5 }))
  })

  it("refuse unknown categories, malformed ids, repeated values and overlong searches", () => {
    for (const query of [
      { category: "9" },
      { category: "0" },
      { category: "01" },
      { category: "smartphone" },
      { brandId: "-1" },
      { brandId: "1e3" },
      { brandId: " 3" },
      { brandId: "3.0" },
      { brandId: "9".repeat(12) },
      { brandId: ["1", "3"] },
      { search: "x".repeat(maxSellSearchLength + 1) }
    ]) {
      expect(Result.isFailure(decodeModels(query)), JSON.stringify(query)).toBe(true)
    }
    expect(Result.isFailure(decodeBrands({ category: "6" }))).toBe(true)
  })
})

describe("sell picker services", () => {
  it.effect("list the bought models by filter, a blank search meaning none", () =>
    withMemoryBackend(Effect.gen(function*() {
      expect((yield* listSellModels("RO", {})).map((m) => m.id)).toEqual([13, 14, 12])
      expect((yield* listSellModels("RO", { category: 1, brandId: 3 })).map((m) => m.id)).toEqual([12])
      expect((yield* listSellModels("RO", { search: "  switch " })).map((m) => m.id)).toEqual([14])
      expect((yield* listSellModels("RO", { search: "   " })).map((m) => m.id)).toEqual([13, 14, 12])
      expect(yield* listSellModels("HU", {})).toEqual([])
    })))

  it.effect("list the brands with a bought model", () =>
    withMemoryBackend(Effect.gen(function*() {
      expect((yield* listSellBrands("RO", { category: 1 })).map((b) => b.name)).toEqual(["Apple", "Samsung"])
      expect(yield* listSellBrands("GR", {})).toEqual([])
    })))

  it.effect("answer a bought model's config values, the market's providers included", () =>
    withMemoryBackend(Effect.gen(function*() {
      expect((yield* sellModelOptions("RO", 12)).map((o) => `${o.attribute} ${o.id}`)).toEqual([
        "storage 1", "storage 2", "colour 101", "colour 102", "provider 530", "provider 531", "provider 532"
      ])
      expect((yield* sellModelOptionsOfText("BG", "12")).map((o) => o.id)).toEqual([1, 2, 101, 102, 530, 531, 533])
    })))

  it.effect("refuse the options of a model the market does not buy (NotFound) and of a malformed id (InvalidRequest)", () =>
    withMemoryBackend(Effect.gen(function*() {
      // 15 has options but no price anywhere; 14 is bought in RO only; 999 does not exist.
      for (const [market, id] of [["RO", 15], ["BG", 14], ["RO", 999]] as const) {
        const error = yield* Effect.flip(sellModelOptions(market, id))
        expect(error._tag, `${market} ${id}`).toBe("NotFound")
      }
      for (const text of ["abc", "0", "012", "-3", "1e3", " 12", "12.0", "9".repeat(12)]) {
        const error = yield* Effect.flip(sellModelOptionsOfText("RO", text))
        expect(error._tag, text).toBe("InvalidRequest")
      }
    })))
})
