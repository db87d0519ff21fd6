import { Option, Result } from "effect"
import type { MarketCode } from "../markets/market.ts"
import { InvalidRouteParam, type RouteError, RouteUnavailable } from "./errors.ts"
import { isBrandSlug, type ParamBag } from "./paramCodecs.ts"
import { bucketKey, type CompiledRoute, contextOf, type RouteIndex, routeIndexes } from "./routeIndex.ts"
import type {
  CommonRouteKey,
  NoParams,
  ParamRouteKey,
  ResolvedRoute,
  RouteKey,
  RouteParams
} from "./routeKeys.ts"
import { type AvailableRouteKey, marketTables, type MarketTables } from "./tables/index.ts"

/** Static keys take no params argument; parameterised keys require theirs. */
export type ParamsArg<K extends RouteKey> = K extends ParamRouteKey
  ? readonly [params: RouteParams<K>]
  : readonly [params?: NoParams]

const buildFromBag = (market: MarketCode, key: RouteKey, params: ParamBag): Result.Result<string, RouteError> => {
  const index = routeIndexes[market]
  const route = index.byKey.get(key)
  if (route === undefined) return Result.fail(new RouteUnavailable({ market, key }))
  if (route.staticPath !== undefined) return Result.succeed(route.staticPath)
  let path = ""
  for (const segment of route.segments) {
    if (segment.kind === "literal") {
      path += `/${segment.text}`
      continue
    }
    const encoded = segment.codec.encode(params, contextOf(index, segment))
    if (Result.isFailure(encoded)) return Result.fail(new InvalidRouteParam({ market, key, param: encoded.failure }))
    path += `/${segment.prefix}${encoded.success}`
  }
  return Result.succeed(route.anchor === "" ? `${path}/` : `${path}/#${route.anchor}`)
}

/**
 * The path of `key` in `market`, e.g. `buildPath("RO", "sellStep", { step: "brand" })` ->
 * `/sell/brand/`. Fails with RouteUnavailable when the market has no such page and with
 * InvalidRouteParam when a param cannot be written into the path.
 */
export const buildPath = <K extends RouteKey>(
  market: MarketCode,
  key: K,
  ...args: ParamsArg<K>
): Result.Result<string, RouteError> => buildFromBag(market, key, args[0] ?? {})

/** buildPath for a value resolvePath answered (a key and params as one union). */
export const pathOfRoute = (market: MarketCode, route: ResolvedRoute): Result.Result<string, RouteError> =>
  buildFromBag(market, route.key, route.params)

/** The path of a parameterless page every market has: total, no error case. */
export const pathOf = (market: MarketCode, key: Exclude<CommonRouteKey, ParamRouteKey>): string =>
  marketTables[market].routes[key]

const splitLocation = (location: string): { readonly path: string; readonly fragment: string } => {
  const hash = location.indexOf("#")
  const fragment = hash === -1 ? "" : location.slice(hash + 1)
  const beforeHash = hash === -1 ? location : location.slice(0, hash)
  const query = beforeHash.indexOf("?")
  let path = query === -1 ? beforeHash : beforeHash.slice(0, query)
  if (!path.startsWith("/")) path = `/${path}`
  if (!path.endsWith("/")) path = `${path}/`
  return { path, fragment }
}

const matchRoute = (route: CompiledRoute, segments: ReadonlyArray<string>, index: RouteIndex) => {
  const params: Record<string, unknown> = {}
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]
    const text = segments[i]
    if (segment === undefined || text === undefined) return undefined
    if (segment.kind === "literal") {
      if (text !== segment.text) return undefined
      continue
    }
    if (!text.startsWith(segment.prefix)) return undefined
    const decoded = segment.codec.decode(text.slice(segment.prefix.length), contextOf(index, segment))
    if (decoded === undefined) return undefined
    Object.assign(params, decoded)
  }
  // The codecs produced exactly the params of this route's key.
  return { key: route.key, params } as ResolvedRoute
}

/**
 * The page a location shows in `market`: a pathname, with or without trailing slash, with
 * any query ignored. A `#contact` fragment on the help page resolves to `contact`; other
 * fragments are ignored. Matching is case-sensitive (every path is lower-case).
 */
export const resolvePath = (market: MarketCode, location: string): Option.Option<ResolvedRoute> => {
  const index = routeIndexes[market]
  const { fragment, path } = splitLocation(location)
  if (fragment !== "") {
    const anchored = index.exact.get(`${path}#${fragment}`)
    if (anchored !== undefined) return Option.some(anchored)
  }
  const exact = index.exact.get(path)
  if (exact !== undefined) return Option.some(exact)
  const segments = path.slice(1, -1).split("/")
  const candidates = index.dynamic.get(bucketKey(segments.length, segments[0] ?? ""))
  if (candidates === undefined) return Option.none()
  for (const route of candidates) {
    const found = matchRoute(route, segments, index)
    if (found !== undefined) return Option.some(found)
  }
  return Option.none()
}

/** Whether `market` has a page for `key` (market-only keys of SPEC 2.2). */
export const routeAvailable = <M extends MarketCode>(
  market: M,
  key: RouteKey
): key is RouteKey & AvailableRouteKey<M> => routeIndexes[market].byKey.has(key)

/** The market's path templates (`:name` placeholders), for the shell's routing and links. */
export const routeTable = <M extends MarketCode>(market: M): MarketTables[M]["routes"] => marketTables[market].routes

/**
 * Whether a brand slug may have a brand page at the shop root (shopBrand, shopModel): a slug
 * that shadows no category or shop page. Product pages take any brand slug.
 */
export const brandSlugAllowed = (market: MarketCode, slug: string): boolean =>
  isBrandSlug(slug, routeIndexes[market].ctx)

/**
 * The same page in another market, for language switchers and hreflang links: categories
 * are re-slugged; none when the target market lacks the page.
 */
export const alternatePath = (from: MarketCode, location: string, to: MarketCode): Option.Option<string> =>
  Option.flatMap(resolvePath(from, location), (route) => Result.getSuccess(pathOfRoute(to, route)))
