import "server-only"
import type { MarketCode } from "@shop/core/markets/index"
import type { ResolvedRoute } from "@shop/core/routes/index"
import { Option } from "effect"
import type { Metadata } from "next"
import { localeOfMarket } from "../../i18n/catalogues.ts"
import type { Translator } from "../../i18n/translator.ts"
import { blogPost } from "../content/blogStore.ts"
import type { QueryRecord } from "../listing/listingParams.ts"
import { loadPageNames } from "../loadPage.ts"
import { loadProductDetail } from "../product/loadProduct.ts"
import { firstParam } from "../resolveRequest.ts"
import { canonicalOf } from "./canonical.ts"
import { loadAlternates } from "./loadAlternates.ts"
import { isNoindex, pageMetadata } from "./pageMetadata.ts"
import { requestOrigins } from "./requestOrigins.ts"

const noAlternates = { languages: [], xDefault: null } as const

/**
 * What the catch-all page's generateMetadata answers for a page (pageMetadata.ts), with the data it
 * needs: the product (React's cache shares the load with the page itself), the post, the request's
 * origins and, for indexed pages, the equivalents in the other markets.
 */
export const loadPageMetadata = async (props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly route: ResolvedRoute
  readonly pathname: string
  readonly query: QueryRecord
}): Promise<Metadata> => {
  const { market, pathname, query, route } = props
  const shape = firstParam(query["shape"])
  const [names, origins, product] = await Promise.all([
    loadPageNames(market, pathname, shape),
    requestOrigins(market),
    route.key === "product" ? loadProductDetail(market, route.params, shape) : Promise.resolve(undefined)
  ])
  const post = route.key === "blogPost" ? Option.getOrUndefined(blogPost(localeOfMarket(market), route.params.slug)) : undefined
  const canonical = canonicalOf(route, pathname, query, product?.product)
  const alternates = canonical.page === null || isNoindex(route, query) ? noAlternates : await loadAlternates(market, canonical.page)
  return pageMetadata({ ...props, names, origins, product, post, alternates })
}
