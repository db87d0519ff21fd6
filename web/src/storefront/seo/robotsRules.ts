import type { MarketCode } from "@shop/core/markets/index"
import { routeAvailable, routeTable, type RouteKey } from "@shop/core/routes/index"

/**
 * What robots.txt asks crawlers to leave alone (issue 17): the cart and checkout, the thank-you and
 * payment pages, sign-in, the account area, the sell funnel's steps, the review form's pages, the
 * backend calls and the sandbox gateway. Each page also says `noindex` itself (pageMetadata.ts), for
 * links crawlers meet elsewhere. Written from the market's route table, as path prefixes: a template
 * is cut at its first placeholder, so `/shop/koszonjuk-:provider/` covers every provider.
 */
const disallowedKeys: ReadonlyArray<RouteKey> = [
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

/** Paths outside the route table: the backend calls, the sandbox payment gateway, the local mail outbox. */
const otherPaths: ReadonlyArray<string> = ["/api/", "/sandbox-pay/", "/outbox/"]

const prefixOf = (template: string): string => {
  const cut = template.search(/[:#]/)
  return cut === -1 ? template : template.slice(0, cut)
}

/** The market's disallowed path prefixes, shortest first, none covered by another. */
export const disallowedPaths = (market: MarketCode): ReadonlyArray<string> => {
  const table = routeTable(market) as Readonly<Record<string, string>>
  const prefixes = [
    ...disallowedKeys.flatMap((key) => (routeAvailable(market, key) && table[key] !== undefined ? [prefixOf(table[key])] : [])),
    ...otherPaths
  ].sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
  return prefixes.filter((path, i) => !prefixes.slice(0, i).some((shorter) => path.startsWith(shorter)))
}
