import { Categories } from "@shop/core/catalog/category"
import { catalogPageRefs, type CatalogPages } from "@shop/core/catalog/catalogPages"
import type { MarketCode } from "@shop/core/markets/index"
import { pageHref, type PageRef, routeAvailable, type StaticRouteKey } from "@shop/core/routes/index"
import { Option } from "effect"

/**
 * The sitemaps of one storefront (issue 17, docs/decisions-seo.md): `/sitemap.xml` is a sitemap index
 * naming a child per kind of page, each URL absolute at the market's origin with its `lastmod` where
 * the shop knows when the page last changed:
 * - `categories.xml`: the shop root and the five category listings (the catalogue's time);
 * - `brands.xml`, `models.xml`: brands and models with a device in stock (the catalogue's time);
 * - `products-N.xml`: every product page, sold out included, `productsPerSitemap` a file;
 * - `content.xml`: home (the catalogue's time: it features devices), the blog and its posts (their
 *   dates), reviews (the newest review's time), and the help, about, seller guide, return address,
 *   refund policy and sell pages, whose text ships with the code (no lastmod: a made-up date would
 *   teach crawlers to ignore ours).
 * The protocol allows 50,000 URLs and 50 MB a file; the shop's ~2,000 products a market fit one file.
 */

/** Products per child sitemap: a fifth of the protocol's 50,000, so a file stays a few MB. */
export const productsPerSitemap = 10_000

export interface SitemapEntry {
  /** Path and query; the origin is joined when written. */
  readonly href: string
  /** Epoch milliseconds, when known. */
  readonly lastmod: number | null
}

export type ChildName = "categories" | "brands" | "models" | "content" | `products-${number}`

/** What content.xml needs beyond the route table: the posts of the market's language and review times. */
export interface ContentFacts {
  readonly posts: ReadonlyArray<{ readonly slug: string; readonly publishedAt: number }>
  /** The newest approved review's time, by kind of review page; null without one. */
  readonly reviews: { readonly shop: number | null; readonly seller: number | null }
}

const hrefs = (market: MarketCode, pages: ReadonlyArray<PageRef>, lastmod: number | null): ReadonlyArray<SitemapEntry> =>
  pages.flatMap((page) => Option.toArray(Option.map(pageHref(market, page), (href) => ({ href, lastmod }))))

const staticPage = (key: StaticRouteKey): PageRef => ({ route: { key, params: {} } as PageRef["route"] })

/** How many product sitemaps a market's catalogue needs (at least one, even if empty). */
export const productSitemapCount = (pages: CatalogPages, perFile: number = productsPerSitemap): number =>
  Math.max(1, Math.ceil(pages.products.length / perFile))

/** The children of the index, in order. */
export const childNames = (pages: CatalogPages, perFile: number = productsPerSitemap): ReadonlyArray<ChildName> => [
  "categories",
  "brands",
  "models",
  ...Array.from({ length: productSitemapCount(pages, perFile) }, (_, i): ChildName => `products-${i + 1}`),
  "content"
]

/** A child's name from its file name (`products-2.xml` -> products-2); null when it names none of the market's. */
export const childOfFile = (file: string, pages: CatalogPages, perFile: number = productsPerSitemap): ChildName | null => {
  const name = file.endsWith(".xml") ? file.slice(0, -".xml".length) : null
  return childNames(pages, perFile).find((child) => child === name) ?? null
}

export const catalogueEntries = (
  market: MarketCode,
  child: Exclude<ChildName, "content">,
  pages: CatalogPages,
  perFile: number = productsPerSitemap
): ReadonlyArray<SitemapEntry> => {
  const refs = catalogPageRefs(pages)
  switch (child) {
    case "categories":
      return hrefs(market, [staticPage("shop"), ...Categories.map((category): PageRef => ({ route: { key: "category", params: { category } } }))], pages.updatedAt)
    case "brands":
      return hrefs(market, refs.brands, pages.updatedAt)
    case "models":
      return hrefs(market, refs.models, pages.updatedAt)
    default: {
      const index = Number(child.slice("products-".length)) - 1
      return hrefs(market, refs.products.slice(index * perFile, (index + 1) * perFile), pages.updatedAt)
    }
  }
}

const newest = (times: ReadonlyArray<number>): number | null => (times.length === 0 ? null : Math.max(...times))

export const contentEntries = (market: MarketCode, pages: CatalogPages, facts: ContentFacts): ReadonlyArray<SitemapEntry> => {
  const known = (key: StaticRouteKey, lastmod: number | null): ReadonlyArray<SitemapEntry> =>
    routeAvailable(market, key) ? hrefs(market, [staticPage(key)], lastmod) : []
  return [
    ...known("index", pages.updatedAt),
    ...known("blog", newest(facts.posts.map((post) => post.publishedAt))),
    ...facts.posts.flatMap((post) => hrefs(market, [{ route: { key: "blogPost", params: { slug: post.slug } } }], post.publishedAt)),
    ...known("reviews", facts.reviews.shop),
    ...known("sellerReviews", facts.reviews.seller),
    ...(["faq", "aboutUs", "sellerGuide", "returnAddress", "refundPolicy", "sellLanding"] as const).flatMap((key) => known(key, null))
  ]
}

/** The index's entry of a child: its file and the newest lastmod of its URLs. */
export const indexEntry = (child: ChildName, entries: ReadonlyArray<SitemapEntry>): SitemapEntry => ({
  href: `/sitemaps/${child}.xml`,
  lastmod: newest(entries.flatMap((entry) => (entry.lastmod === null ? [] : [entry.lastmod])))
})

const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")

const entryXml = (tag: "url" | "sitemap", origin: string, entry: SitemapEntry): string =>
  `<${tag}><loc>${escapeXml(`${origin}${entry.href}`)}</loc>${entry.lastmod === null ? "" : `<lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>`}</${tag}>`

const xmlHead = `<?xml version="1.0" encoding="UTF-8"?>\n`
const namespace = "http://www.sitemaps.org/schemas/sitemap/0.9"

export const urlsetXml = (origin: string, entries: ReadonlyArray<SitemapEntry>): string =>
  `${xmlHead}<urlset xmlns="${namespace}">\n${entries.map((entry) => entryXml("url", origin, entry)).join("\n")}\n</urlset>\n`

export const sitemapIndexXml = (origin: string, entries: ReadonlyArray<SitemapEntry>): string =>
  `${xmlHead}<sitemapindex xmlns="${namespace}">\n${entries.map((entry) => entryXml("sitemap", origin, entry)).join("\n")}\n</sitemapindex>\n`
