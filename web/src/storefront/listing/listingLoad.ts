import "server-only"
import type { CategoryTerms } from "@shop/core/backend/catalog/catalogSearch"
import type { MarketCode } from "@shop/core/markets/market"
import { loadForPage } from "../../server/page.ts"
import { brandPageData, categoryPageData, listingData, shopPageData } from "./listingData.ts"
import type { ListingFilters, ListingScope } from "./listingParams.ts"

/** What the listing views await: the Effects of listingData.ts on the server runtime. */
export const loadCategoryPage = (market: MarketCode, scope: ListingScope, filters: ListingFilters) =>
  loadForPage(categoryPageData(market, scope, filters))

export const loadBrandPage = (market: MarketCode, brandSlug: string, filters: ListingFilters) =>
  loadForPage(brandPageData(market, brandSlug, filters))

export const loadModelListing = (market: MarketCode, scope: ListingScope, filters: ListingFilters) =>
  loadForPage(listingData(market, scope, filters))

export const loadShopPage = (market: MarketCode, query: string, categoryTerms: CategoryTerms) =>
  loadForPage(shopPageData(market, query, categoryTerms))
