import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { Option } from "effect"
import { MarketCodes, type MarketCode } from "../../src/markets/market.ts"
import {
  alternatesOf,
  allRouteKeys,
  type ContentTwins,
  equivalentPage,
  hreflangOf,
  isSearchIndexed,
  pageHref,
  type PageRef,
  pathOfRoute,
  resolvePath,
  routeAvailable,
  searchIndexedKeys
} from "../../src/routes/index.ts"
import { parseProductUrl } from "../../src/routes/productUrl.ts"
import { market, route, slug } from "./arbitraries.ts"

/** Blog posts known in every market under a slug of their own: `<market>-<key>`. */
const twinKeys = ["battery", "warranty", "selling"] as const
const twins: ContentTwins = {
  postSlug: (from, postSlug, to) => {
    const key = postSlug.slice(from.length + 1)
    return postSlug.startsWith(`${from.toLowerCase()}-`) && (twinKeys as ReadonlyArray<string>).includes(key)
      ? Option.some(`${to.toLowerCase()}-${key}`)
      : Option.none()
  }
}

const shape = fc.option(fc.constantFrom("excellent", "very-good", "good", "fair"), { nil: undefined })

/** A page of market `m`: any route, a product with or without a grade, posts from the twin table too. */
const page = (m: MarketCode): fc.Arbitrary<PageRef> =>
  fc.oneof(
    fc.tuple(route(m), shape).map(([r, s]): PageRef => (r.key === "product" && s !== undefined ? { route: r, shape: s } : { route: r })),
    fc.constantFrom(...twinKeys).map((key): PageRef => ({ route: { key: "blogPost", params: { slug: `${m.toLowerCase()}-${key}` } } }))
  )

const marketAndPage = market.chain((m) => page(m).map((p) => [m, p] as const))
const everywhere = () => true

describe("the equivalent page of another market (issue 17)", () => {
  it("a product is the same device and grade under the other market's words", () => {
    const params = { category: "smartphone", brand: "apple", model: "iphone-13", storage: "128gb", colour: "blue", legacyModelId: 1043 } as const
    const ro: PageRef = { route: { key: "product", params }, shape: "very-good" }
    const hu = equivalentPage("RO", ro, "HU")
    expect(Option.flatMap(hu, (p) => pageHref("HU", p))).toEqual(Option.some("/shop/telefonok/apple/iphone-13--128gb--blue--1043/?shape=very-good"))
    expect(Option.flatMap(equivalentPage("RO", ro, "BG"), (p) => pageHref("BG", p))).toEqual(
      Option.some("/magazin/telefoni/apple/iphone-13--128gb--blue--1043/?shape=very-good"))
  })

  it("categories are re-slugged; pages a market lacks and pages nobody indexes have no equivalent", () => {
    expect(Option.flatMap(equivalentPage("RO", { route: { key: "category", params: { category: "tablet" } } }, "GR"), (p) => pageHref("GR", p)))
      .toEqual(Option.some("/shop/tablet/"))
    expect(equivalentPage("HU", { route: { key: "refundPolicy", params: {} } }, "RO")).toEqual(Option.none())
    expect(equivalentPage("RO", { route: { key: "cart", params: {} } }, "BG")).toEqual(Option.none())
    expect(equivalentPage("RO", { route: { key: "sellStep", params: { step: "brand" } } }, "RO")).toEqual(Option.none())
  })

  it("a brand page has no equivalent where its slug is one of the market's own shop words", () => {
    // `/shop/kosar/` is the Hungarian cart: a brand of that name has a page in RO, not in HU.
    const brand: PageRef = { route: { key: "shopBrand", params: { brand: "kosar" } } }
    expect(Option.flatMap(equivalentPage("RO", brand, "BG"), (p) => pageHref("BG", p))).toEqual(Option.some("/magazin/kosar/"))
    expect(equivalentPage("RO", brand, "HU")).toEqual(Option.none())
    expect(alternatesOf("RO", brand, everywhere).languages.map((l) => l.market)).toEqual(["RO", "BG", "GR"])
  })

  it("a post has an equivalent only where it was translated", () => {
    const post: PageRef = { route: { key: "blogPost", params: { slug: "ro-battery" } } }
    expect(equivalentPage("RO", post, "GR", twins)).toEqual(Option.some({ route: { key: "blogPost", params: { slug: "gr-battery" } } }))
    expect(equivalentPage("RO", { route: { key: "blogPost", params: { slug: "ro-news" } } }, "GR", twins)).toEqual(Option.none())
    expect(equivalentPage("RO", { route: { key: "blogPost", params: { slug: "ro-news" } } }, "RO", twins)).toEqual(Option.some({ route: { key: "blogPost", params: { slug: "ro-news" } } }))
  })

  it("property: only indexed pages of keys the target has get an equivalent, and its address names the same page there", () => {
    fc.assert(fc.property(marketAndPage, market, ([from, p], to) => {
      const twin = equivalentPage(from, p, to, twins)
      if (!isSearchIndexed(p.route.key) || !routeAvailable(to, p.route.key)) {
        expect(twin).toEqual(Option.none())
        return
      }
      if (Option.isNone(twin)) return
      expect(twin.value.route.key).toBe(p.route.key)
      const href = pageHref(to, twin.value)
      if (Option.isNone(href)) return
      // The address resolves, in the target market, to the very page (and is its canonical form).
      const [path = "/"] = href.value.split("?")
      const resolved = resolvePath(to, path)
      expect(resolved).toEqual(Option.some(twin.value.route))
      expect(pathOfRoute(to, Option.getOrThrow(resolved))._tag).toBe("Success")
      if (p.route.key === "product") {
        const parsed = Option.getOrThrow(parseProductUrl(to, href.value))
        expect(parsed.shape).toBe(p.shape === "" ? undefined : p.shape)
      }
    }))
  })

  it("property: the relation is symmetric (B's equivalent of A's page has A's page as its equivalent) and A's own page is itself", () => {
    fc.assert(fc.property(marketAndPage, market, ([from, p], to) => {
      const self = equivalentPage(from, p, from, twins)
      expect(self).toEqual(isSearchIndexed(p.route.key) ? Option.some(p) : Option.none())
      const there = equivalentPage(from, p, to, twins)
      if (Option.isNone(there)) return
      expect(equivalentPage(to, there.value, from, twins)).toEqual(Option.some(p))
    }))
  })

  it("property: a cluster holds the page itself and only markets where the page exists, each once, x-default being RO's entry", () => {
    const missing = fc.subarray([...MarketCodes])
    fc.assert(fc.property(marketAndPage, missing, ([from, p], absent) => {
      const exists = (m: MarketCode) => !absent.includes(m)
      const { languages, xDefault } = alternatesOf(from, p, exists, twins)
      if (languages.length === 0) {
        expect(xDefault).toBeNull()
        return
      }
      expect(languages.length).toBeGreaterThan(1)
      expect(new Set(languages.map((l) => l.hreflang)).size).toBe(languages.length)
      const own = languages.find((l) => l.market === from)
      expect(own?.href).toEqual(Option.getOrUndefined(pageHref(from, p)))
      for (const entry of languages) {
        expect(entry.hreflang).toBe(hreflangOf[entry.market])
        if (entry.market !== from) expect(exists(entry.market)).toBe(true)
        expect(Option.isSome(resolvePath(entry.market, entry.href.split("?")[0] ?? "/"))).toBe(true)
      }
      expect(xDefault).toEqual(languages.find((l) => l.market === "RO") ?? null)
    }))
  })

  it("property: every market's home, shop and category pages form full clusters; a product present everywhere too", () => {
    fc.assert(fc.property(market, fc.constantFrom("index", "shop", "blog", "faq", "aboutUs", "sellLanding", "sellerGuide", "reviews") , (m, key) => {
      const cluster = alternatesOf(m, { route: { key, params: {} } as PageRef["route"] }, everywhere)
      expect(cluster.languages.map((l) => l.market)).toEqual([...MarketCodes])
      expect(cluster.xDefault?.market).toBe("RO")
    }))
    fc.assert(fc.property(market, slug, slug, (m, model, colour) => {
      const p: PageRef = { route: { key: "product", params: { category: "laptop", brand: "lenovo", model, colour, legacyModelId: 7 } }, shape: "good" }
      expect(alternatesOf(m, p, everywhere).languages).toHaveLength(4)
      expect(alternatesOf(m, p, (other) => other === m).languages).toEqual([])
    }))
  })

  it("no page outside the indexed set gets a cluster, whatever exists", () => {
    for (const key of allRouteKeys.filter((k) => !searchIndexedKeys.has(k))) {
      for (const m of MarketCodes) {
        if (!routeAvailable(m, key)) continue
        // Params do not matter: the key alone keeps the page out.
        expect(alternatesOf(m, { route: { key, params: {} } as PageRef["route"] }, everywhere).languages).toEqual([])
      }
    }
  })
})
