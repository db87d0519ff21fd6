import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { clearedHref, filterChips, pageItems, withoutValue } from "../../../src/storefront/listing/listingLinks.ts"
import { decodeFilters, type ListingFilters, noFilters, recordOfSearch } from "../../../src/storefront/listing/listingParams.ts"
import { filtersArbitrary } from "./filtersArbitrary.ts"

const path = "/magazin/telefoane/"
const filtersOfHref = (href: string): ListingFilters => {
  expect(href.startsWith(path)).toBe(true)
  const decoded = decodeFilters({ category: "smartphone" }, recordOfSearch(href.slice(path.length)))
  expect(decoded.dropped).toEqual([])
  return decoded.filters
}

describe("filter chips", () => {
  it("one chip per active value, each removing only that value", () => {
    const filters: ListingFilters = { ...noFilters, brand: "apple", storage: ["64GB", "128GB"], priceMax: 900, sort: "price-asc", page: 4 }
    const chips = filterChips(path, filters)
    expect(chips.map((c) => [c.field, c.value])).toEqual([["brand", "apple"], ["storage", "64GB"], ["storage", "128GB"], ["priceMax", "900"]])
    expect(chips[1]?.href).toBe("/magazin/telefoane/?brand=apple&storage=128GB&priceMax=900&sort=price-asc")
    expect(clearedHref(path, filters)).toBe("/magazin/telefoane/?sort=price-asc")
  })

  it("every chip's link decodes to the filters minus that value, on page 1", () => {
    fc.assert(fc.property(filtersArbitrary, (filters) => {
      for (const chip of filterChips(path, filters)) {
        const after = filtersOfHref(chip.href)
        expect(after).toEqual(withoutValue(filters, chip.field, chip.value))
        expect(after.page).toBe(1)
        expect(after.sort).toBe(filters.sort)
        if (chip.field === "storage" || chip.field === "colour" || chip.field === "shape") {
          expect(after[chip.field]).toEqual(filters[chip.field].filter((v) => v !== chip.value))
        } else {
          expect(after[chip.field]).toBeUndefined()
        }
      }
      // Removing every chip leaves exactly "clear all".
      const all = filterChips(path, filters).reduce((f, chip) => withoutValue(f, chip.field, chip.value), filters)
      expect(all).toEqual({ ...noFilters, sort: filters.sort })
      expect(filtersOfHref(clearedHref(path, filters))).toEqual(all)
    }))
  })
})

describe("page links", () => {
  it("shows the ends, the current page and its neighbours, with gaps", () => {
    const shown = (page: number, count: number) =>
      pageItems(page, count).map((i) => (i.kind === "gap" ? "…" : i.current ? `[${i.page}]` : String(i.page))).join(" ")
    expect(shown(1, 1)).toBe("")
    expect(shown(1, 3)).toBe("[1] 2 3")
    expect(shown(5, 10)).toBe("1 … 4 [5] 6 … 10")
    expect(shown(3, 10)).toBe("1 2 [3] 4 … 10")
    expect(shown(10, 10)).toBe("1 … 9 [10]")
  })

  it("pages are in range, increasing, include both ends and the current one; a gap hides two or more", () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 500 }), fc.integer({ min: 1, max: 500 }), (count, wanted) => {
      const page = Math.min(wanted, count)
      const items = pageItems(page, count)
      const pages = items.flatMap((i) => (i.kind === "page" ? [i.page] : []))
      expect(pages[0]).toBe(1)
      expect(pages.at(-1)).toBe(count)
      expect(items.filter((i) => i.kind === "page" && i.current).map((i) => (i.kind === "page" ? i.page : 0))).toEqual([page])
      for (let k = 1; k < pages.length; k++) expect((pages[k] ?? 0) > (pages[k - 1] ?? 0)).toBe(true)
      items.forEach((item, k) => {
        if (item.kind !== "gap") return
        const before = items[k - 1]
        const after = items[k + 1]
        expect(before?.kind === "page" && after?.kind === "page" && after.page - before.page >= 3).toBe(true)
      })
      expect(items.length).toBeLessThanOrEqual(7)
    }))
  })
})
