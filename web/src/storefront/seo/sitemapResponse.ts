import "server-only"
import { CatalogRepository } from "@shop/core/backend/ports/CatalogRepository"
import { ReviewRepository } from "@shop/core/backend/reviews/ReviewRepository"
import type { CatalogPages } from "@shop/core/catalog/catalogPages"
import type { MarketCode } from "@shop/core/markets/index"
import type { ReviewKind } from "@shop/core/reviews/review"
import { Effect, Exit } from "effect"
import { localeOfMarket } from "../../i18n/catalogues.ts"
import { readingCatalogCache } from "../../server/catalogReadCache.ts"
import { marketFromRequest } from "../../server/marketConfig.ts"
import { runExit } from "../../server/runtime.ts"
import { blogPosts } from "../content/blogStore.ts"
import { ownOrigin } from "./origins.ts"
import { originsOfHeaders } from "./requestOrigins.ts"
import {
  catalogueEntries,
  childNames,
  childOfFile,
  type ChildName,
  contentEntries,
  type ContentFacts,
  indexEntry,
  type SitemapEntry,
  sitemapIndexXml,
  urlsetXml
} from "./sitemaps.ts"

/**
 * The answers of `/sitemap.xml` and `/sitemaps/<child>.xml` for the request's market and host
 * (sitemaps.ts). The catalogue comes in one read (CatalogRepository.catalogPages) through the pages'
 * catalog read cache, which keeps it until the database announces a change; the catalogue children's
 * XML is kept with that answer (same lifetime, per origin), so a crawler's requests cost one query a
 * catalogue change. Content (the blog, the review times) is read on each request: two small queries.
 */

const newestReview = (market: MarketCode, kind: ReviewKind) =>
  Effect.gen(function*() {
    const reviews = yield* ReviewRepository
    const [latest] = yield* reviews.approved(market, kind, { offset: 0, limit: 1 })
    return latest === undefined ? null : Math.max(latest.createdAt, latest.moderatedAt ?? 0)
  })

const contentFacts = (market: MarketCode) =>
  Effect.map(Effect.all([newestReview(market, "shop"), newestReview(market, "seller")]), ([shop, seller]): ContentFacts => ({
    posts: blogPosts(localeOfMarket(market)),
    reviews: { shop, seller }
  }))

/** XML of the catalogue's children, kept as long as the read cache keeps the answer they were made of. */
const keptXml = new WeakMap<CatalogPages, Map<string, string>>()

const catalogueXml = (market: MarketCode, origin: string, child: Exclude<ChildName, "content">, pages: CatalogPages): string => {
  let kept = keptXml.get(pages)
  if (kept === undefined) {
    kept = new Map()
    keptXml.set(pages, kept)
  }
  const key = `${market} ${origin} ${child}`
  const found = kept.get(key)
  if (found !== undefined) return found
  const xml = urlsetXml(origin, catalogueEntries(market, child, pages))
  kept.set(key, xml)
  return xml
}

const xmlAnswer = (body: string): Response =>
  new Response(body, {
    status: 200,
    headers: {
      "content-type": "application/xml; charset=utf-8",
      // Crawlers come back for it; an hour keeps a CDN from asking on every crawl.
      "cache-control": "public, max-age=3600"
    }
  })

const unavailable = (): Response =>
  new Response("The sitemap is not available right now.\n", {
    status: 503,
    headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60", "cache-control": "no-store" }
  })

const notFound = (): Response =>
  new Response("No such sitemap.\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } })

/** `file` null: the index; else a child's file name (`products-1.xml`). */
export const sitemapResponse = async (request: Request, file: string | null): Promise<Response> => {
  const market = marketFromRequest(request)
  const origin = ownOrigin(market, originsOfHeaders(market, request.headers))
  const needsContent = file === null || file === "content.xml"
  const exit = await runExit(readingCatalogCache(Effect.all([
    Effect.flatMap(Effect.service(CatalogRepository), (repo) => repo.catalogPages(market)),
    needsContent ? contentFacts(market) : Effect.succeed(null)
  ])))
  if (Exit.isFailure(exit)) return unavailable()
  const [pages, facts] = exit.value
  if (file === null) {
    const entries = childNames(pages).map((child): SitemapEntry =>
      indexEntry(child, child === "content" ? contentEntries(market, pages, facts ?? { posts: [], reviews: { shop: null, seller: null } }) : catalogueEntries(market, child, pages)))
    return xmlAnswer(sitemapIndexXml(origin, entries))
  }
  const child = childOfFile(file, pages)
  if (child === null) return notFound()
  if (child === "content") return xmlAnswer(urlsetXml(origin, contentEntries(market, pages, facts ?? { posts: [], reviews: { shop: null, seller: null } })))
  return xmlAnswer(catalogueXml(market, origin, child, pages))
}
