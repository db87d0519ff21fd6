import { sitemapResponse } from "../../src/storefront/seo/sitemapResponse.ts"

/**
 * `/sitemap.xml`: the market's sitemap index (src/storefront/seo/sitemaps.ts). A route handler, not
 * Next's `sitemap.ts`: Next writes no sitemap index, and its `generateSitemaps` fixes the children's
 * ids at build time, while the market (so the catalogue and the origin) comes from each request's host.
 */
export const GET = (request: Request): Promise<Response> => sitemapResponse(request, null)
