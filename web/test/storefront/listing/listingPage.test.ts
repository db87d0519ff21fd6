import { describe, expect, it } from "@effect/vitest"
import type { Brand, ListingFacets } from "@shop/core/catalog/catalogTypes"
import type { ListedProduct } from "@shop/core/catalog/listedProduct"
import { makeProduct } from "@shop/core/test-support/cartArbitraries"
import { withMemoryBackend } from "@shop/core/test-support/backend/memoryBackend"
import { Effect } from "effect"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import { filterFormState } from "../../../src/storefront/listing/filterForm.ts"
import { brandPageData, categoryPageData, listingData, shopPageData } from "../../../src/storefront/listing/listingData.ts"
import { noFilters } from "../../../src/storefront/listing/listingParams.ts"
import { ListingSection } from "../../../src/storefront/listing/ListingSection.tsx"
import { formatPrice } from "../../../src/ui/price.ts"

const facets: ListingFacets = {
  storage: [{ value: "128GB", count: 3 }, { value: "256GB", count: 1 }],
  colour: [{ value: "Blue", count: 4 }],
  shape: [{ value: "fair", count: 1 }, { value: "excellent", count: 2 }, { value: "good", count: 1 }],
  price: { min: 899.5, max: 3499 }
}
const brands: ReadonlyArray<Brand> = [{ id: 3, slug: "apple", name: "Apple", productCount: 4 }]

const listed = (id: number, price: number, previousPrice: number | null): ListedProduct => ({
  ...makeProduct({ id, price, previousPrice }),
  productUrl: `/magazin/telefoane/apple/iphone-13--128gb--blue--${id}/?shape=good`,
  stockState: "in-stock"
})

describe("filter form state", () => {
  it("checks what the URL asks for, grades best first, and keeps a value the scope lacks so it can be unticked", () => {
    const state = filterFormState({ ...noFilters, brand: "nokia", storage: ["1TB", "128GB"], priceMin: 100 }, facets, brands)
    expect(state.shape.map((o) => o.value)).toEqual(["excellent", "good", "fair"])
    expect(state.storage).toEqual([
      { value: "128GB", count: 3, checked: true },
      { value: "256GB", count: 1, checked: false },
      { value: "1TB", count: 0, checked: true }
    ])
    expect(state.brands.map((b) => [b.value, b.checked])).toEqual([["apple", false], ["nokia", true]])
    expect([state.priceMin, state.priceMax]).toEqual(["100", ""])
    expect(filterFormState(noFilters, facets, null).brands).toEqual([])
  })
})

describe("listing section", () => {
  const render = (props: Partial<Parameters<typeof ListingSection>[0]> = {}) =>
    renderToStaticMarkup(createElement(ListingSection, {
      market: "RO",
      tr: translatorOfMarket("RO"),
      pathname: "/magazin/telefoane/",
      data: {
        result: {
          query: { storage: ["128GB"], colour: [], shape: [], sort: "price-asc", page: 2, pageSize: 2 },
          items: [listed(1, 1999.5, 2499), listed(2, 899, null)],
          total: 9,
          pageCount: 5,
          facets
        },
        filters: { ...noFilters, brand: "apple", storage: ["128GB"], sort: "price-asc", page: 2 },
        pageReset: false
      },
      dropped: [],
      brands,
      ...props
    }))

  it("renders cards, a GET form, chips that remove one value, and page links", () => {
    const html = render()
    expect(html.match(/data-testid="product-card"/g)?.length).toBe(2)
    expect(html).toContain(formatPrice("RO", 1999.5))
    expect(html).toMatch(/<form id="listing-filters-form"[^>]* action="\/magazin\/telefoane\/"/)
    expect(html).toMatch(/<form id="listing-filters-form"[^>]* method="get"/)
    expect(html).toContain(`form="listing-filters-form"`)
    expect(html).toContain(`href="/magazin/telefoane/?storage=128GB&amp;sort=price-asc"`)
    expect(html).toContain(`href="/magazin/telefoane/?brand=apple&amp;sort=price-asc"`)
    expect(html).toContain(`href="/magazin/telefoane/?brand=apple&amp;storage=128GB&amp;sort=price-asc&amp;page=3"`)
    expect(html).toContain(`href="/magazin/telefoane/?brand=apple&amp;storage=128GB&amp;sort=price-asc"`)
    expect(html).toContain(`aria-current="page"`)
    expect(html).toContain("−20%")
    expect(html).not.toContain("data-testid=\"listing-notice\"")
  })

  it("says when the link's filters were reset, and offers to clear filters when nothing matches", () => {
    const empty = render({
      dropped: ["sort"],
      data: {
        result: { query: { storage: [], colour: [], shape: [], sort: "newest", page: 1, pageSize: 24 }, items: [], total: 0, pageCount: 0, facets },
        filters: { ...noFilters, storage: ["2TB"] },
        pageReset: false
      }
    })
    expect(empty).toContain(`data-testid="listing-notice"`)
    expect(empty).toContain(translatorOfMarket("RO").t("listing-notice-reset"))
    expect(empty).toContain(`data-testid="listing-empty"`)
    expect(empty).toContain(`class="button" href="/magazin/telefoane/"`)
    expect(empty).not.toContain(`class="pager"`)
  })
})

describe("listing data", () => {
  it.effect("a page past the end shows the last page, flagged", () =>
    withMemoryBackend(Effect.gen(function*() {
      const data = yield* listingData("RO", { category: "smartphone" }, { ...noFilters, page: 7 })
      expect(data.pageReset).toBe(true)
      expect(data.filters.page).toBe(1)
      expect(data.result.items.length).toBeGreaterThan(0)
      const fine = yield* listingData("RO", { category: "smartphone" }, noFilters)
      expect(fine.pageReset).toBe(false)
    })))

  it.effect("category, brand and shop pages load their brands, models and search", () =>
    withMemoryBackend(Effect.gen(function*() {
      const category = yield* categoryPageData("RO", { category: "smartphone" }, noFilters)
      expect(category.brands.map((b) => b.slug)).toEqual(["apple", "samsung"])
      const brand = yield* brandPageData("RO", "apple", noFilters)
      expect(brand.models.map((m) => m.slug)).toContain("iphone-13-pro")
      expect(brand.listing.result.items.every((p) => p.brandName === "Apple")).toBe(true)
      const shop = yield* shopPageData("RO", "galaxy", {})
      expect(shop.search?.models.map((m) => m.slug)).toEqual(["galaxy-s21"])
      expect((yield* shopPageData("RO", " ", {})).search).toBeNull()
      expect((yield* Effect.flip(brandPageData("RO", "nokia", noFilters)))._tag).toBe("NotFound")
    })))
})
