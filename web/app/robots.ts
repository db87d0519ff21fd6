import type { MetadataRoute } from "next"
import { headers } from "next/headers"
import { ownOrigin } from "../src/storefront/seo/origins.ts"
import { originsOfHeaders } from "../src/storefront/seo/requestOrigins.ts"
import { disallowedPaths } from "../src/storefront/seo/robotsRules.ts"
import { requestMarket } from "../src/storefront/requestMarket.ts"

/**
 * `/robots.txt` of the request's storefront (issue 17): what crawlers should leave alone
 * (robotsRules.ts, from the market's route table) and the market's sitemap, at its own origin.
 * Reading the request's headers makes it answer per host, never a build-time copy.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const market = await requestMarket()
  const origin = ownOrigin(market, originsOfHeaders(market, await headers()))
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...disallowedPaths(market)] },
    sitemap: `${origin}/sitemap.xml`
  }
}
