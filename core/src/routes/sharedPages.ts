import type { ResolvedRoute, RouteKey } from "./routeKeys.ts"

/**
 * The pages every visitor of a market sees alike (issue 15, docs/decisions-rendering.md), which a
 * shared page cache may therefore keep and serve to anyone: the home page, the shop's listings, the
 * product pages and the content pages. Nothing in them depends on who asks: the account link, the
 * consent banner and the cart are drawn in the browser.
 *
 * Left out, because they depend on the visitor or on a moment: the account area, the cart and
 * checkout, the thank-you and payment pages (an order's own link), the sign-in forms, the sell
 * funnel's steps (a device described in the query), the review form and its outcomes, and the old
 * addresses (they redirect).
 */
export const sharedPageKeys: ReadonlySet<RouteKey> = new Set<RouteKey>([
  "index",
  "shop",
  "category",
  "shopBrand",
  "shopModel",
  "product",
  "blog",
  "blogPost",
  "faq",
  "aboutUs",
  "sellerGuide",
  "reviews",
  "sellerReviews",
  "refundPolicy",
  "sellLanding"
])

/** Query parameters a shared page may carry: the product page's cosmetic grade (SPEC 2.3). */
const sharedQueryParams: Readonly<Partial<Record<RouteKey, ReadonlySet<string>>>> = { product: new Set(["shape"]) }

/**
 * Whether the page `route` names, asked with `query`, is the same for every visitor: a shared page
 * without a query, or with only the parameters its page is known by. A filtered, sorted or paged
 * listing is not kept: its query strings are as many as a visitor cares to write.
 */
export const isSharedPage = (route: Pick<ResolvedRoute, "key">, query: Readonly<Record<string, unknown>>): boolean => {
  if (!sharedPageKeys.has(route.key)) return false
  const allowed = sharedQueryParams[route.key]
  return Object.entries(query).every(([name, value]) => typeof value === "string" && allowed?.has(name) === true)
}
