import type { ListedProduct } from "@shop/core/catalog/listedProduct"
import { defaultListingQuery } from "@shop/core/backend/catalog/listingQuery"
import type { PageRef, ResolvedRoute } from "@shop/core/routes/index"
import { activeFilterCount, decodeFilters, type ListingScope, type QueryRecord } from "../listing/listingParams.ts"

/**
 * The address search engines should keep for a page (its canonical URL, path and query), and the
 * page whose equivalents in the other markets it names (hreflang), when it has them (issue 17,
 * docs/decisions-seo.md):
 * - a product page: the URL of the product it shows, grade included; a URL without `?shape=` shows
 *   the preferred variant, so it points at that variant's own URL;
 * - a listing: itself, with its page number: page 39 is not page 1 (it lists other devices). A
 *   filtered or re-sorted listing is a view of the listing, so it points at the listing's first page.
 *   Only the listing's first page names equivalents: the other markets' page 39 lists other devices;
 * - any other page: its path (the query names no other page).
 */
export interface Canonical {
  /** Path and query, to be joined to the market's origin. */
  readonly href: string
  readonly page: PageRef | null
}

/** The listing scope of a listing page's route; null for other pages. */
export const listingScopeOf = (route: ResolvedRoute): ListingScope | null => {
  switch (route.key) {
    case "shop":
      return {}
    case "category":
      return { category: route.params.category }
    case "shopBrand":
      return { brandSlug: route.params.brand }
    case "shopModel":
      return { brandSlug: route.params.brand, modelSlug: route.params.model }
    default:
      return null
  }
}

/** The listing's page number when the query asks for nothing but a page; 1 otherwise. */
export const listingPageNumber = (route: ResolvedRoute, query: QueryRecord): number => {
  const scope = listingScopeOf(route)
  if (scope === null) return 1
  const { filters } = decodeFilters(scope, query)
  const narrowed = activeFilterCount(filters) > 0 || filters.sort !== defaultListingQuery.sort
  return narrowed ? 1 : filters.page
}

export const canonicalOf = (
  route: ResolvedRoute,
  pathname: string,
  query: QueryRecord,
  product: ListedProduct | undefined
): Canonical => {
  if (route.key === "product" && product !== undefined) {
    return { href: product.productUrl ?? pathname, page: { route, shape: product.spec.shape } }
  }
  if (listingScopeOf(route) !== null) {
    const page = listingPageNumber(route, query)
    return page === 1 ? { href: pathname, page: { route } } : { href: `${pathname}?page=${page}`, page: null }
  }
  return { href: pathname, page: { route } }
}
