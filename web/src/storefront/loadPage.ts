import "server-only"
import type { MarketCode } from "@shop/core/markets/index"
import { resolvePath } from "@shop/core/routes/index"
import { Option } from "effect"
import { cache } from "react"
import { loadForPage } from "../server/page.ts"
import type { PageNames } from "./frames.ts"
import { featuredDevices, pageNames } from "./pageData.ts"

/**
 * The loaders the catch-all page awaits (Effects never run during render). React's cache shares
 * one load between generateMetadata and the page of the same request. Unknown brands, models and
 * products end in notFound() (loadForPage maps the NotFound error).
 */
export const loadPageNames = cache(async (market: MarketCode, pathname: string, shape: string | undefined): Promise<PageNames> => {
  const route = resolvePath(market, pathname)
  return Option.isNone(route) ? {} : loadForPage(pageNames(market, route.value, shape))
})

export const loadFeatured = cache((market: MarketCode) => loadForPage(featuredDevices(market)))
