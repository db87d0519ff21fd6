/**
 * Routes of the four storefronts (SPEC 2.1-2.3): one table per market in `tables/`, and
 * every path function derived from it.
 */
export {
  allRouteKeys,
  commonRouteKeys,
  marketOnlyRouteKeys,
  type CommonRouteKey,
  type MarketOnlyRouteKey,
  type NoParams,
  type ParamRouteKey,
  type Placeholder,
  type PlaceholdersByKey,
  type ProductPathParams,
  type ResolvedRoute,
  type RouteKey,
  type RouteParams,
  type StaticRouteKey
} from "./routeKeys.ts"
export { InvalidRouteParam, type RouteError, RouteUnavailable } from "./errors.ts"
export {
  alternatePath,
  brandSlugAllowed,
  buildPath,
  type ParamsArg,
  pathOf,
  pathOfRoute,
  resolvePath,
  routeAvailable,
  routeTable
} from "./router.ts"
export { type ParsedProductUrl, parseProductUrl, productUrl, productUrlOf, type ProductUrlParts, shapeQuery } from "./productUrl.ts"
export { productPartSeparator } from "./paramCodecs.ts"
export {
  alternateLink,
  alternateSlugTable,
  categoryFromCanonicalSlug,
  categoryFromSlug,
  categorySlug,
  englishCategorySlugs,
  filterSlugTable,
  queryWordCategories,
  queryWords
} from "./categorySlugs.ts"
export { isSlug, slugify } from "./slug.ts"
export { isSellStepId } from "./sellStepIds.ts"
export { isSharedPage, sharedPageKeys } from "./sharedPages.ts"
export {
  type AvailableRouteKey,
  type CategorySlugs,
  type MarketTable,
  marketTables,
  type MarketTables,
  type QueryWords
} from "./tables/index.ts"
export { crawlerBarredKeys, isSearchIndexed, searchIndexedKeys } from "./searchIndex.ts"
export {
  type Alternate,
  type Alternates,
  alternatesOf,
  type ContentTwins,
  equivalentPage,
  hreflangOf,
  noContentTwins,
  pageHref,
  type PageRef,
  xDefaultMarket
} from "./alternates.ts"
