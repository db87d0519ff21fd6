import type { MarketCode } from "@shop/core/markets/index"
import { crawlerBarredKeys, routeAvailable, routeTable } from "@shop/core/routes/index"

/**
 * robots.txt from the market's route table (core routes/searchIndex.ts names the pages), as path
 * prefixes: a template is cut at its first placeholder, so `/shop/koszonjuk-:provider/` covers every provider.
 */

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
    ...crawlerBarredKeys.flatMap((key) => (routeAvailable(market, key) && table[key] !== undefined ? [prefixOf(table[key])] : [])),
    ...otherPaths
  ].sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
  return prefixes.filter((path, i) => !prefixes.slice(0, i).some((shorter) => path.startsWith(shorter)))
}
