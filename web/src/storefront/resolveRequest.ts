import { Option, Result } from "effect"
import type { MarketCode } from "@shop/core/markets/index"
import { pathOfRoute, type ResolvedRoute, resolvePath } from "@shop/core/routes/index"

/**
 * What the catch-all page does with a request (pure, so every market's table can be tested):
 * - the path names a page of the market in its canonical form: render it;
 * - it names a page in another form (an alternate or filter category slug, a missing trailing
 *   slash): redirect to the canonical path, keeping the query;
 * - it names nothing: not found.
 */
export type RequestOutcome =
  | { readonly _tag: "Page"; readonly route: ResolvedRoute; readonly pathname: string }
  | { readonly _tag: "Redirect"; readonly location: string }
  | { readonly _tag: "NotFound" }

/** `["magazin", "telefoane"]` -> `/magazin/telefoane/`; no segments is the home page. */
export const pathnameOf = (segments: ReadonlyArray<string>): string =>
  segments.length === 0 ? "/" : `/${segments.join("/")}/`

const withoutFragment = (path: string): string => {
  const hash = path.indexOf("#")
  return hash === -1 ? path : path.slice(0, hash)
}

/** `search` is the query string with its `?`, or "". */
export const resolveRequest = (market: MarketCode, pathname: string, search: string): RequestOutcome => {
  const found = resolvePath(market, pathname)
  if (Option.isNone(found)) return { _tag: "NotFound" }
  const canonical = pathOfRoute(market, found.value)
  // A path that resolves always has a path; a failure would be a route-table bug: answer 404.
  if (Result.isFailure(canonical)) return { _tag: "NotFound" }
  const target = withoutFragment(canonical.success)
  if (target !== pathname) return { _tag: "Redirect", location: `${target}${search}` }
  return { _tag: "Page", route: found.value, pathname }
}

/** Next's searchParams record back to a query string (`?a=1&b=2`), "" when empty. */
export const searchOf = (query: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>): string => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const v of typeof value === "string" ? [value] : value) params.append(name, v)
  }
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}

/** The first value of a query parameter. */
export const firstParam = (value: string | ReadonlyArray<string> | undefined): string | undefined =>
  typeof value === "string" ? value : value?.[0]
