import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import {
  activeFilterCount,
  decodeFilters,
  listingQueryOf,
  noFilters,
  recordOfSearch,
  searchOfFilters
} from "../../../src/storefront/listing/listingParams.ts"
import { filtersArbitrary } from "./filtersArbitrary.ts"

const phones = { category: "smartphone" } as const
const decode = (search: string, scope: Parameters<typeof decodeFilters>[0] = phones) => decodeFilters(scope, recordOfSearch(search))

describe("listing URL filters", () => {
  it("reads the form's fields; empty fields and tracking parameters are no filter", () => {
    const { dropped, filters } = decode(
      "?brand=apple&storage=128GB&storage=256GB&colour=Sierra+Blue&shape=excellent&priceMin=&priceMax=2500.5&sort=price-asc&utm_source=mail&fbclid=x"
    )
    expect(dropped).toEqual([])
    expect(filters).toEqual({
      brand: "apple",
      storage: ["128GB", "256GB"],
      colour: ["Sierra Blue"],
      shape: ["excellent"],
      priceMax: 2500.5,
      sort: "price-asc",
      page: 1
    })
    expect(decode("?brand=").filters).toEqual(noFilters)
  })

  it("drops each malformed or unknown parameter on its own and keeps the rest", () => {
    expect(decode("?page=abc")).toEqual({ filters: noFilters, dropped: ["page"] })
    expect(decode("?sort=zzz&storage=64GB")).toEqual({ filters: { ...noFilters, storage: ["64GB"] }, dropped: ["sort"] })
    expect(decode("?foo=1&q=iphone")).toEqual({ filters: noFilters, dropped: ["foo", "q"] })
    expect(decode("?page=1&page=2").dropped).toEqual(["page"])
    expect(decode("?priceMin=1e3&priceMax=-5&page=0").dropped).toEqual(["priceMin", "priceMax", "page"])
    expect(decode(`?colour=${"x".repeat(81)}`).dropped).toEqual(["colour"])
    expect(decode("?colour=%00bad").dropped).toEqual(["colour"])
  })

  it("drops a price range whose minimum is above its maximum", () => {
    expect(decode("?priceMin=500&priceMax=100&shape=good")).toEqual({
      filters: { ...noFilters, shape: ["good"] },
      dropped: ["priceMin", "priceMax"]
    })
  })

  it("a brand or model page refuses a brand parameter: the route names the brand", () => {
    expect(decode("?brand=samsung", { brandSlug: "apple" }).dropped).toEqual(["brand"])
    const query = listingQueryOf({ brandSlug: "apple", modelSlug: "iphone-13" }, { ...noFilters, brand: "samsung" })
    expect([query.brandSlug, query.modelSlug]).toEqual(["apple", "iphone-13"])
  })

  it("writes defaults out of the URL and counts the narrowing filters", () => {
    expect(searchOfFilters(noFilters)).toBe("")
    expect(searchOfFilters({ ...noFilters, sort: "discount", page: 3 })).toBe("?sort=discount&page=3")
    expect(activeFilterCount({ ...noFilters, brand: "apple", storage: ["64GB", "128GB"], priceMin: 1 })).toBe(4)
  })

  it("round-trips every filter set through its URL", () => {
    fc.assert(fc.property(filtersArbitrary, (filters) => {
      expect(decode(searchOfFilters(filters))).toEqual({ filters, dropped: [] })
    }))
  })

  it("never fails on any query string: the result is always a filter set its URL gives back", () => {
    // Known names, tracking noise, Object.prototype's names (a plain record answers those) and any text.
    const name = fc.oneof(
      fc.constantFrom("brand", "storage", "colour", "shape", "priceMin", "priceMax", "sort", "page", "q", "utm_x", ""),
      fc.constantFrom("constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "isPrototypeOf"),
      fc.string({ maxLength: 8 })
    )
    const record = fc.dictionary(name, fc.oneof(fc.string({ maxLength: 12 }), fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 })))
    fc.assert(fc.property(record, (raw) => {
      const { filters } = decodeFilters(phones, raw)
      expect(decode(searchOfFilters(filters)).filters).toEqual(filters)
    }))
  })

  it("reads a real query string naming Object.prototype's members as ordinary, unknown parameters", () => {
    for (const search of ["?constructor=x", "?toString=1&valueOf=2", "?hasOwnProperty=x&constructor=y&constructor=z", "?__proto__=a"]) {
      const record = recordOfSearch(search)
      const { dropped, filters } = decodeFilters(phones, record)
      expect(filters).toEqual(decode("").filters)
      expect(dropped.length).toBeGreaterThan(0)
    }
  })
})
