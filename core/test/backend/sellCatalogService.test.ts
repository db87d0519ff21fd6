import { describe, expect, it } from "@effect/vitest"
import { Effect, Result, Schema } from "effect"
import {
  listSellBrands,
  listSellModels,
  maxSellSearchLength,
  SellBrandsQuery,
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
})
