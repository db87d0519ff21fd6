import type { RouteKey } from "./routeKeys.ts"
import { sharedPageKeys } from "./sharedPages.ts"

/**
 * The pages search engines are asked to index (issue 17, docs/decisions-seo.md): what a shopper may
 * land on from a search, the same for everyone. Every other page answers `noindex`: the cart and
 * checkout, the thank-you and payment pages, sign-in (login, register, forgot, logout), the account
 * area, the sell funnel's steps, the review form and its outcomes, and the old addresses (they redirect).
 * Only these pages have equivalents in other markets (alternates.ts) and entries in the sitemaps.
 */
export const searchIndexedKeys: ReadonlySet<RouteKey> = new Set<RouteKey>([
  // Every page the shared cache serves alike is a page a search may land on...
  ...sharedPageKeys,
  // ...and the return address, which is public but drawn per request (not in the shared cache).
  "returnAddress"
])

export const isSearchIndexed = (key: RouteKey): boolean => searchIndexedKeys.has(key)

/**
 * What robots.txt asks crawlers to leave alone (issue 17): the cart and checkout, the thank-you and
 * payment pages, sign-in, the account area, the sell funnel's steps and the review form's pages. Each
 * also says `noindex` itself, for links crawlers meet elsewhere. None of them is search-indexed.
 */
export const crawlerBarredKeys: ReadonlyArray<RouteKey> = [
  "cart",
  "cartExtra",
  "cartLogin",
  "cartFinalize",
  "thankYou",
  "instalmentThankYou",
  "financingThankYou",
  "paymentProcessing",
  "paymentFailed",
  "login",
  "register",
  "forgot",
  "logout",
  "account",
  "accountGenius",
  "myPurchases",
  "return",
  "returnForm",
  "settings",
  "myWarranties",
  "sendInWarranty",
  "mySales",
  "saleDetails",
  "myInsurances",
  "reviewsAdd",
  "reviewsError",
  "reviewsThanks",
  "sellStep"
]
