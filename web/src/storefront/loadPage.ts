import "server-only"
import type { MarketCode } from "@shop/core/markets/index"
import { resolvePath } from "@shop/core/routes/index"
import { Option } from "effect"
import { cache } from "react"
import { localeOfMarket } from "../i18n/catalogues.ts"
import { loadForPage } from "../server/page.ts"
import { blogPost } from "./content/blogStore.ts"
import type { PageNames } from "./frames.ts"
import { featuredDevices, pageNames } from "./pageData.ts"
import { loadProductDetail } from "./product/loadProduct.ts"

/**
 * The loaders the catch-all page awaits (Effects never run during render). React's cache shares
 * one load between generateMetadata and the page of the same request. Unknown brands, models and
 * products end in notFound() (loadForPage maps the NotFound error).
 */
export const loadPageNames = cache(async (market: MarketCode, pathname: string, shape: string | undefined): Promise<PageNames> => {
  const route = resolvePath(market, pathname)
  if (Option.isNone(route)) return {}
  if (route.value.key === "blogPost") {
    const post = blogPost(localeOfMarket(market), route.value.params.slug)
    return Option.isSome(post) ? { post: post.value.title } : {}
  }
  if (route.value.key === "product") {
    const detail = await loadProductDetail(market, route.value.params, shape)
    return { brand: detail.product.brandName, model: detail.product.labels.model, product: detail.product.naming.title }
  }
  return loadForPage(pageNames(market, route.value))
})

export const loadFeatured = cache((market: MarketCode) => loadForPage(featuredDevices(market)))
