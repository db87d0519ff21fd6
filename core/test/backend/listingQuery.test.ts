import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import * as fc from "fast-check"
import { decodeListingQuery, defaultListingQuery } from "../../src/backend/catalog/listingQuery.ts"

describe("decodeListingQuery", () => {
  it("gives the defaults for an empty query", () => {
    expect(decodeListingQuery({})).toEqual(Result.succeed(defaultListingQuery))
  })

  it("reads every field, lists as comma lists or repeated names", () => {
    const decoded = decodeListingQuery({
      category: "smartphone",
      brandSlug: "apple",
      modelSlug: "iphone-13-pro",
      priceMin: "100",
      priceMax: "2500.50",
      storage: ["128 GB", "256 GB"],
      colour: "Sierra Blue,Graphite",
      shape: "excellent",
      sort: "price-desc",
      page: "2",
      pageSize: "60",
      utm_source: "newsletter"
    })
    expect(decoded).toEqual(Result.succeed({
      category: "smartphone",
      brandSlug: "apple",
      modelSlug: "iphone-13-pro",
      priceMin: 100,
      priceMax: 2500.5,
      storage: ["128 GB", "256 GB"],
      colour: ["Sierra Blue", "Graphite"],
      shape: ["excellent"],
      sort: "price-desc",
      page: 2,
      pageSize: 60
    }))
  })

  it.each([
    [{ page: "0" }],
    [{ page: "1.5" }],
    [{ page: "-1" }],
    [{ pageSize: "61" }],
    [{ pageSize: "" }],
    [{ priceMin: "1e3" }],
    [{ priceMin: "0x10" }],
    [{ priceMin: " 5" }],
    [{ priceMin: "300", priceMax: "200" }],
    [{ sort: "cheapest" }],
    [{ category: "phones" }],
    [{ page: ["1", "2"] }],
    [{ color: "red" }],
    [{ storage: "x".repeat(81) }]
  ])("refuses %j", (record) => {
    const decoded = decodeListingQuery(record)
    expect(Result.isFailure(decoded) && decoded.failure.code).toBe("invalid-request")
  })

  it("never throws, and whatever it accepts is within bounds (property)", () => {
    const value = fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }), fc.constant(undefined))
    const name = fc.constantFrom("category", "brandSlug", "priceMin", "priceMax", "storage", "sort", "page", "pageSize", "x")
    fc.assert(fc.property(fc.dictionary(name, value), (record) => {
      const decoded = decodeListingQuery(record)
      if (Result.isSuccess(decoded)) {
        expect(decoded.success.page).toBeGreaterThanOrEqual(1)
        expect(decoded.success.pageSize).toBeLessThanOrEqual(60)
      } else {
        expect(decoded.failure._tag).toBe("InvalidRequest")
      }
    }))
  })
})
