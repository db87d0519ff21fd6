import { Effect } from "effect"
import { brands, type ListingResult, listingFor, models } from "@shop/core/backend/catalog/catalogService"
import type { Brand, CatalogModel } from "@shop/core/catalog/catalogTypes"
import { type CategoryTerms, searchCatalog, type SearchResult } from "@shop/core/backend/catalog/catalogSearch"
import type { NotFound, RepositoryError } from "@shop/core/errors"
import type { CatalogRepository } from "@shop/core/backend/ports/CatalogRepository"
import type { MarketCode } from "@shop/core/markets/market"
import { listingQueryOf, type ListingFilters, type ListingScope } from "./listingParams.ts"

/**
 * The listing pages' data as Effects over core's catalogue services; the views await them through
 * loadForPage (listingLoad.ts), never during render.
 */

export interface ListingData {
  readonly result: ListingResult
  /** The filters the page shows: the URL's, or the last page when the URL's page is past the end. */
  readonly filters: ListingFilters
  readonly pageReset: boolean
}

/**
 * One listing page. A page number past the last page (an old link, a typed URL) shows the last
 * page with a notice rather than an empty page that looks like "nothing in stock".
 */
export const listingData = (
  market: MarketCode,
  scope: ListingScope,
  filters: ListingFilters
): Effect.Effect<ListingData, RepositoryError, CatalogRepository> =>
  Effect.gen(function*() {
    const first = yield* listingFor(market, listingQueryOf(scope, filters))
    if (first.items.length > 0 || first.total === 0 || filters.page <= first.pageCount) {
      return { result: first, filters, pageReset: false }
    }
    const last = { ...filters, page: first.pageCount }
    return { result: yield* listingFor(market, listingQueryOf(scope, last)), filters: last, pageReset: true }
  })

export interface CategoryPageData {
  readonly listing: ListingData
  /** The category's brands, for the brand filter. */
  readonly brands: ReadonlyArray<Brand>
}

export const categoryPageData = (
  market: MarketCode,
  scope: ListingScope,
  filters: ListingFilters
): Effect.Effect<CategoryPageData, RepositoryError, CatalogRepository> =>
  Effect.all({ listing: listingData(market, scope, filters), brands: brands(market, scope.category) })

export interface BrandPageData {
  readonly listing: ListingData
  readonly models: ReadonlyArray<CatalogModel>
}

/** A brand page: its models and its devices. An unknown brand is NotFound (404). */
export const brandPageData = (
  market: MarketCode,
  brandSlug: string,
  filters: ListingFilters
): Effect.Effect<BrandPageData, NotFound | RepositoryError, CatalogRepository> =>
  Effect.all({ models: models(market, { brandSlug }), listing: listingData(market, { brandSlug }, filters) })

export interface ShopPageData {
  readonly brands: ReadonlyArray<Brand>
  readonly search: SearchResult | null
}

/** The shop root: every brand in stock, and the header search's results when there is a query. */
export const shopPageData = (
  market: MarketCode,
  query: string,
  categoryTerms: CategoryTerms
): Effect.Effect<ShopPageData, RepositoryError, CatalogRepository> =>
  Effect.all({
    brands: brands(market),
    search: query.trim() === "" ? Effect.succeed(null) : searchCatalog(market, query, categoryTerms)
  })
