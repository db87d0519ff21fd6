import { Option, Result } from "effect"
import { type MarketCode, MarketCodes } from "../markets/market.ts"
import { shapeQuery } from "./productUrl.ts"
import type { ResolvedRoute } from "./routeKeys.ts"
import { brandSlugAllowed, pathOfRoute, routeAvailable } from "./router.ts"
import { isSearchIndexed } from "./searchIndex.ts"

/**
 * Which page of market B is the equivalent of a page of market A (issue 17: hreflang alternates,
 * docs/decisions-seo.md). The four storefronts sell the same catalogue under the same ids: models,
 * brands and a product's path parameters (brand, model, storage and colour slugs, legacy model id,
 * grade) are market-independent, and only the route table's words change (category slugs, `/magazin/`
 * against `/shop/`). So the equivalent of a page is the same route key with the same params, written
 * with market B's table, when:
 * - the page is one search engines index (searchIndex.ts): no alternates for carts, forms or accounts;
 * - market B has the key at all (the HU refund policy has none elsewhere);
 * - a brand page's slug may be a brand page in B (it must not shadow one of B's category or shop words);
 * - a blog post has a translation in B: posts are written per language under their own slugs, so
 *   which post of B tells the same story is content's knowledge, passed in as `ContentTwins`.
 * Whether a catalogue page exists in B (the model sold there, the variant listed there) is the
 * catalogue's knowledge: `alternatesOf` takes it as `exists`.
 */

/** A page a visitor can land on: a route, and for a product page the grade its `?shape=` names. */
export interface PageRef {
  readonly route: ResolvedRoute
  readonly shape?: string | undefined
}

/** What core cannot know: which post of market `to` is the translation of post `slug` of `from`. */
export interface ContentTwins {
  readonly postSlug: (from: MarketCode, slug: string, to: MarketCode) => Option.Option<string>
}

export const noContentTwins: ContentTwins = { postSlug: () => Option.none() }

/** BCP 47 tags of the storefronts, as hreflang wants them: each market's language in its country. */
export const hreflangOf: { readonly [M in MarketCode]: string } = {
  RO: "ro-RO",
  BG: "bg-BG",
  HU: "hu-HU",
  GR: "el-GR"
}

/**
 * The market whose page is the `x-default` alternate, for languages none of the storefronts speaks:
 * Romania, the shop's first market, which also answers hosts no market is configured for.
 */
export const xDefaultMarket: MarketCode = "RO"

const sameMarketRoute = (from: MarketCode, route: ResolvedRoute, to: MarketCode, twins: ContentTwins): Option.Option<ResolvedRoute> => {
  switch (route.key) {
    case "shopBrand":
    case "shopModel":
      return brandSlugAllowed(to, route.params.brand) ? Option.some(route) : Option.none()
    case "blogPost":
      return from === to
        ? Option.some(route)
        : Option.map(twins.postSlug(from, route.params.slug, to), (slug) => ({ key: "blogPost", params: { slug } }))
    default:
      return Option.some(route)
  }
}

/** The page of market `to` that is the equivalent of `page` of market `from`; none when `to` has none. */
export const equivalentPage = (
  from: MarketCode,
  page: PageRef,
  to: MarketCode,
  twins: ContentTwins = noContentTwins
): Option.Option<PageRef> => {
  if (!isSearchIndexed(page.route.key) || !routeAvailable(to, page.route.key)) return Option.none()
  return Option.map(sameMarketRoute(from, page.route, to, twins), (route) =>
    page.route.key === "product" && page.shape !== undefined && page.shape !== "" ? { route, shape: page.shape } : { route })
}

/** The page's address in `market`: its path, and a product's `?shape=`; none when it cannot be written. */
export const pageHref = (market: MarketCode, page: PageRef): Option.Option<string> =>
  Option.flatMap(Result.getSuccess(pathOfRoute(market, page.route)), (path) => {
    if (path.includes("#")) return Option.none()
    const query = page.route.key === "product" ? shapeQuery(page.shape ?? "") : ""
    return query === undefined ? Option.none() : Option.some(`${path}${query}`)
  })

export interface Alternate {
  readonly market: MarketCode
  readonly hreflang: string
  /** The page's path (and query) in that market; the caller adds the market's origin. */
  readonly href: string
}

export interface Alternates {
  /** Every market's equivalent page that exists, the page's own market included, in market order. */
  readonly languages: ReadonlyArray<Alternate>
  /** The x-default market's entry of `languages`, when it is there. */
  readonly xDefault: Alternate | null
}

const none: Alternates = { languages: [], xDefault: null }

/**
 * The hreflang cluster of a page: its own market's address and each other market's equivalent page
 * that `exists` there. A page no other market has gets no cluster at all (a set of one says nothing).
 */
export const alternatesOf = (
  from: MarketCode,
  page: PageRef,
  exists: (market: MarketCode, page: PageRef) => boolean,
  twins: ContentTwins = noContentTwins
): Alternates => {
  const languages = MarketCodes.flatMap((market): ReadonlyArray<Alternate> => {
    const twin = equivalentPage(from, page, market, twins)
    if (Option.isNone(twin) || (market !== from && !exists(market, twin.value))) return []
    const href = pageHref(market, twin.value)
    return Option.isNone(href) ? [] : [{ market, hreflang: hreflangOf[market], href: href.value }]
  })
  if (languages.length < 2 || !languages.some((entry) => entry.market === from)) return none
  return { languages, xDefault: languages.find((entry) => entry.market === xDefaultMarket) ?? null }
}
