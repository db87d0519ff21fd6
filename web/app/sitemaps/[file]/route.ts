import { sitemapResponse } from "../../../src/storefront/seo/sitemapResponse.ts"

/** `/sitemaps/<child>.xml`: one of the market's child sitemaps (src/storefront/seo/sitemaps.ts); 404 for any other name. */
export const GET = async (request: Request, context: { readonly params: Promise<{ readonly file: string }> }): Promise<Response> =>
  sitemapResponse(request, (await context.params).file)
