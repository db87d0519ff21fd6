import { decodeListingQuery, listingFor, ListingResult } from "@shop/core/backend/index"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/**
 * GET /api/catalog/products/: a listing page's data. Query (core ListingQuery): category, brandSlug,
 * modelSlug, priceMin, priceMax, storage, colour, shape (repeatable or comma-separated), sort
 * (price-asc | price-desc | newest | discount), page, pageSize.
 */
export const GET = route({
  countryParam: true,
  query: decodeListingQuery,
  response: ListingResult,
  handler: ({ market, query }) => listingFor(market, query)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
