import { describe, expect, it } from "vitest"
import { XMLParser, XMLValidator } from "fast-xml-parser"
import { MarketCodes, type MarketCode } from "@shop/core/markets/index"
import { parseProductUrl, resolvePath } from "@shop/core/routes/index"
import { Option } from "effect"
import {
  catalogueEntries,
  childNames,
  childOfFile,
  contentEntries,
  indexEntry,
  productSitemapCount,
  type SitemapEntry,
  sitemapIndexXml,
  urlsetXml
} from "../../../src/storefront/seo/sitemaps.ts"
import { seededPages } from "./seedPages.ts"

const origin = (market: MarketCode) => `http://${market.toLowerCase()}.localhost:4300`
const facts = { posts: [{ slug: "sanatatea-bateriei-explicata", publishedAt: Date.UTC(2026, 4, 31) }], reviews: { shop: Date.UTC(2026, 10, 1), seller: null } }
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "sitemap" })

/** Every child of a market's sitemaps as written, by name. */
const written = (market: MarketCode, perFile?: number) => {
  const pages = seededPages(market)
  return childNames(pages, perFile).map((child) => {
    const entries: ReadonlyArray<SitemapEntry> = child === "content" ? contentEntries(market, pages, facts) : catalogueEntries(market, child, pages, perFile)
    return { child, entries, xml: urlsetXml(origin(market), entries) }
  })
}

describe("the sitemaps of each storefront", () => {
  for (const market of MarketCodes) {
    it(`${market}: well-formed XML within the protocol's limits, every URL absolute at the market's origin and a page of the market`, () => {
      const children = written(market)
      const pages = seededPages(market)
      expect(children.map((c) => c.child)).toEqual(["categories", "brands", "models", "products-1", "content"])
      let urls = 0
      for (const { child, entries, xml } of children) {
        expect(XMLValidator.validate(xml), child).toBe(true)
        expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024)
        const doc = parser.parse(xml) as { urlset: { "@_xmlns": string; url?: ReadonlyArray<{ loc: string; lastmod?: string }> } }
        expect(doc.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9")
        const found = doc.urlset.url ?? []
        expect(found.length).toBe(entries.length)
        expect(found.length).toBeLessThanOrEqual(50_000)
        urls += found.length
        for (const url of found) {
          const parsedUrl = new URL(url.loc)
          expect(parsedUrl.origin).toBe(origin(market))
          const route = resolvePath(market, parsedUrl.pathname)
          expect(Option.isSome(route), url.loc).toBe(true)
          if (child.startsWith("products")) expect(Option.isSome(parseProductUrl(market, parsedUrl.pathname, parsedUrl.search)), url.loc).toBe(true)
          if (url.lastmod !== undefined) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
        }
        if (child !== "content") expect(found.every((url) => url.lastmod === "2026-11-22T08:00:00.000Z")).toBe(true)
      }
      // Every product has its page, each once; the market's ~2,000 products fit one file.
      const products = children.find((c) => c.child === "products-1")?.entries ?? []
      expect(products.length).toBe(pages.products.length)
      expect(new Set(products.map((e) => e.href)).size).toBe(products.length)
      expect(pages.products.length).toBeGreaterThan(1500)
      expect(urls).toBeGreaterThan(pages.products.length)
    })
  }

  it("the index names every child once, at the market's origin, with the newest lastmod of its URLs", () => {
    const children = written("GR")
    const xml = sitemapIndexXml(origin("GR"), children.map((c) => indexEntry(c.child, c.entries)))
    expect(XMLValidator.validate(xml)).toBe(true)
    const doc = parser.parse(xml) as { sitemapindex: { sitemap: ReadonlyArray<{ loc: string; lastmod?: string }> } }
    expect(doc.sitemapindex.sitemap.map((s) => s.loc)).toEqual(children.map((c) => `${origin("GR")}/sitemaps/${c.child}.xml`))
    expect(doc.sitemapindex.sitemap.find((s) => s.loc.endsWith("/content.xml"))?.lastmod).toBe("2026-11-22T08:00:00.000Z")
  })

  it("a bigger catalogue is split: every product once, no file above its share", () => {
    const pages = seededPages("RO")
    const perFile = 500
    expect(productSitemapCount(pages, perFile)).toBe(Math.ceil(pages.products.length / perFile))
    const files = written("RO", perFile).filter((c) => c.child.startsWith("products-"))
    expect(files.length).toBe(productSitemapCount(pages, perFile))
    expect(files.every((f) => f.entries.length <= perFile)).toBe(true)
    expect(files.flatMap((f) => f.entries).length).toBe(pages.products.length)
    expect(childOfFile(`products-${files.length}.xml`, pages, perFile)).toBe(`products-${files.length}`)
    expect(childOfFile(`products-${files.length + 1}.xml`, pages, perFile)).toBeNull()
    expect(childOfFile("products-1", pages, perFile)).toBeNull()
    expect(childOfFile("../../etc/passwd", pages, perFile)).toBeNull()
  })

  it("content: the market's own pages (HU's refund policy only in HU), posts with their dates, reviews with the newest review's", () => {
    const hu = contentEntries("HU", seededPages("HU"), { posts: [], reviews: { shop: null, seller: null } }).map((e) => e.href)
    expect(hu).toContain("/termtk-visszakuldese-es-visszaterites/")
    const ro = contentEntries("RO", seededPages("RO"), facts)
    expect(ro.map((e) => e.href)).not.toContain("/termtk-visszakuldese-es-visszaterites/")
    expect(ro.find((e) => e.href === "/blog/sanatatea-bateriei-explicata/")?.lastmod).toBe(Date.UTC(2026, 4, 31))
    expect(ro.find((e) => e.href === "/recenzii/")?.lastmod).toBe(Date.UTC(2026, 10, 1))
  })

  it("without a known catalogue time, catalogue URLs carry no lastmod rather than a made-up one", () => {
    const pages = seededPages("BG", null)
    expect(catalogueEntries("BG", "models", pages).every((e) => e.lastmod === null)).toBe(true)
    expect(urlsetXml(origin("BG"), catalogueEntries("BG", "brands", pages))).not.toContain("<lastmod>")
  })

  it("escapes what XML reserves", () => {
    const xml = urlsetXml("https://shop.ro", [{ href: "/a?b=1&c=<d>'\"", lastmod: null }])
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).toContain("<loc>https://shop.ro/a?b=1&amp;c=&lt;d&gt;&apos;&quot;</loc>")
  })
})
