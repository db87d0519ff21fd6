import { describe, expect, it } from "vitest"
import { listedProduct } from "@shop/core/catalog/listedProduct"
import type { Product } from "@shop/core/catalog/product"
import { FunnelStepIds } from "@shop/core/sell/steps"
import { MarketCodes, type MarketCode } from "@shop/core/markets/index"
import { alternatesOf, type PageRef, type ResolvedRoute } from "@shop/core/routes/index"
import type { ProductDetail } from "@shop/core/backend/catalog/productDetail"
import { defaultMarketSettings } from "@shop/core/backend/dataset"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import { emptyHostConfig } from "../../../src/market/hosts.ts"
import { marketOrigins } from "../../../src/storefront/seo/origins.ts"
import { type PageSeoInput, pageMetadata } from "../../../src/storefront/seo/pageMetadata.ts"

const originsOf = (market: MarketCode) => marketOrigins(market, { proto: "http", host: `${market.toLowerCase()}.localhost:4300` }, emptyHostConfig)
const everywhere = () => true

const input = (market: MarketCode, route: ResolvedRoute, pathname: string, extra: Partial<PageSeoInput> = {}): PageSeoInput => ({
  market,
  tr: translatorOfMarket(market),
  route,
  pathname,
  query: {},
  names: {},
  origins: originsOf(market),
  alternates: alternatesOf(market, { route }, everywhere),
  ...extra
})

const device = (over: Partial<Product> = {}): Product => ({
  id: 7,
  legacyModelId: 1043,
  legacySellId: null,
  legacySku: "APP-1043",
  legacyShapeId: 2,
  stock: 3,
  price: 2599,
  previousPrice: null,
  retailPrice: 4999,
  brandName: "Apple",
  modelName: "iPhone 13 Pro",
  category: "smartphone",
  imagePath: "/images/models/1043.svg",
  naming: { title: "Apple iPhone 13 Pro 128GB Sierra Blue", modelDisplayName: "Apple iPhone 13 Pro", shortTitle: "iPhone 13 Pro", configSummary: "128GB" },
  labels: { model: "iPhone 13 Pro", color: "Sierra Blue", connectivity: null, material: null },
  spec: { shape: "very-good", color: "Sierra Blue", storage: "128GB", connectivity: null, material: null, size: null },
  ...over
})

const detailOf = (market: MarketCode, product: Product): ProductDetail => ({
  product: listedProduct(market, product),
  options: { storage: [], colour: [], shape: [] },
  accessories: [],
  extraServices: [],
  warranty: defaultMarketSettings(market).warrantySettings
})

const productRoute = { key: "product", params: { category: "smartphone", brand: "apple", model: "iphone-13-pro", storage: "128gb", colour: "sierra-blue", legacyModelId: 1043 } } as const

describe("page metadata for search engines", () => {
  it("home, in every market: absolute canonical at its own host, the four markets and x-default, Open Graph", () => {
    for (const market of MarketCodes) {
      const meta = pageMetadata(input(market, { key: "index", params: {} }, "/"))
      const own = `http://${market.toLowerCase()}.localhost:4300`
      expect(meta.alternates?.canonical).toBe(`${own}/`)
      expect(meta.alternates?.languages).toEqual({
        "ro-RO": "http://ro.localhost:4300/",
        "bg-BG": "http://bg.localhost:4300/",
        "hu-HU": "http://hu.localhost:4300/",
        "el-GR": "http://gr.localhost:4300/",
        "x-default": "http://ro.localhost:4300/"
      })
      expect(meta.openGraph).toMatchObject({ url: `${own}/`, type: "website" })
      expect(meta.robots).toBeUndefined()
    }
  })

  it("a product page: its variant's own URL, a description with model, storage, colour, grade, price, warranty and returns, its picture", () => {
    const product = device()
    const page: PageRef = { route: productRoute, shape: "very-good" }
    const meta = pageMetadata(input("RO", productRoute, "/magazin/telefoane/apple/iphone-13-pro--128gb--sierra-blue--1043/", {
      product: detailOf("RO", product),
      alternates: alternatesOf("RO", page, everywhere)
    }))
    expect(meta.alternates?.canonical).toBe("http://ro.localhost:4300/magazin/telefoane/apple/iphone-13-pro--128gb--sierra-blue--1043/?shape=very-good")
    expect((meta.alternates?.languages as Record<string, string>)["hu-HU"]).toBe("http://hu.localhost:4300/shop/telefonok/apple/iphone-13-pro--128gb--sierra-blue--1043/?shape=very-good")
    expect(meta.description).toBe("Apple iPhone 13 Pro 128GB Sierra Blue – Recondiționat · Foarte bun, 2.599,00 lei. 2 ani de garanție, 60 de zile pentru retur. În stoc.")
    expect(meta.openGraph).toMatchObject({ images: [{ url: "http://ro.localhost:4300/images/models/1043.svg" }] })
    expect(meta.twitter).toMatchObject({ card: "summary_large_image" })
  })

  it("product descriptions differ between products (they described nothing before: one for all)", () => {
    const descriptions = new Set([
      device(),
      device({ price: 2399 }),
      device({ spec: { ...device().spec, shape: "good" } }),
      device({ stock: 0 }),
      device({ naming: { ...device().naming, title: "Apple iPhone 13 Pro 256GB Graphite" } })
    ].map((p) => pageMetadata(input("GR", productRoute, "/shop/kinita/x/", { product: detailOf("GR", p) })).description))
    expect(descriptions.size).toBe(5)
  })

  it("a later listing page is canonical to itself; a filtered or sorted one to the listing; neither names alternates", () => {
    const route = { key: "category", params: { category: "smartphone" } } as const
    const paged = pageMetadata(input("RO", route, "/magazin/telefoane/", { query: { page: "39" }, alternates: { languages: [], xDefault: null } }))
    expect(paged.alternates?.canonical).toBe("http://ro.localhost:4300/magazin/telefoane/?page=39")
    expect(paged.alternates?.languages).toBeUndefined()
    expect(paged.title).toBe("Telefoane – pagina 39")
    const filtered = pageMetadata(input("RO", route, "/magazin/telefoane/", { query: { page: "3", colour: "Blue" }, alternates: { languages: [], xDefault: null } }))
    expect(filtered.alternates?.canonical).toBe("http://ro.localhost:4300/magazin/telefoane/")
    const first = pageMetadata(input("RO", route, "/magazin/telefoane/", { query: { page: "1" } }))
    expect(first.alternates?.canonical).toBe("http://ro.localhost:4300/magazin/telefoane/")
  })

  it("noindex for the cart, checkout, sign-in, account and sell steps, and for search results; none of them canonical", () => {
    const cases: ReadonlyArray<readonly [ResolvedRoute, string]> = [
      [{ key: "cart", params: {} }, "/magazin/cosul-meu/"],
      [{ key: "cartFinalize", params: {} }, "/magazin/cosul-meu/finalizare/"],
      [{ key: "login", params: {} }, "/autentifica-te/"],
      [{ key: "register", params: {} }, "/inregistrare/"],
      [{ key: "account", params: {} }, "/cont/"],
      [{ key: "myPurchases", params: {} }, "/cont/comenzile-mele/"],
      [{ key: "reviewsAdd", params: {} }, "/recenzii/adauga/"]
    ]
    for (const [route, path] of cases) {
      const meta = pageMetadata(input("RO", route, path))
      expect(meta.robots, route.key).toEqual({ index: false, follow: true })
      expect(meta.alternates, route.key).toBeUndefined()
    }
    const step = pageMetadata(input("RO", { key: "sellStep", params: { step: "offer" } }, "/sell/offer/"))
    expect(step.robots).toEqual({ index: false, follow: false })
    const search = pageMetadata(input("RO", { key: "shop", params: {} }, "/magazin/", { query: { q: "iphone" } }))
    expect(search.robots).toEqual({ index: false, follow: true })
    expect(search.title).toBe("„iphone” – căutare")
  })

  it("every sell step has a title of its own, in every market", () => {
    for (const market of MarketCodes) {
      const titles = FunnelStepIds.map((step) => pageMetadata(input(market, { key: "sellStep", params: { step } }, `/sell/${step}/`)).title)
      expect(new Set(titles).size, market).toBe(FunnelStepIds.length)
      expect(titles.every((t) => typeof t === "string" && !t.includes("sell-steps-")), market).toBe(true)
    }
  })

  it("a blog post is titled and described by the post itself, and dated as an article", () => {
    const post = { slug: "sanatatea-bateriei-explicata", title: "Sănătatea bateriei pe înțelesul tuturor", summary: "Bateriile se uzează.", date: "2026-05-31T22:30:00Z", publishedAt: Date.UTC(2026, 4, 31, 22, 30), translationKey: "battery-health", html: "" }
    const meta = pageMetadata(input("RO", { key: "blogPost", params: { slug: post.slug } }, `/blog/${post.slug}/`, { post, names: { post: post.title } }))
    expect(meta.title).toBe(post.title)
    expect(meta.description).toBe(post.summary)
    expect(meta.openGraph).toMatchObject({ type: "article", publishedTime: "2026-05-31T22:30:00.000Z" })
  })

  it("a deployment that knows no other market's host names no alternates, only its canonical", () => {
    const origins = marketOrigins("HU", { proto: "https", host: "shop.hu" }, { single: "HU", hosts: new Map() })
    const meta = pageMetadata({ ...input("HU", { key: "index", params: {} }, "/"), origins })
    expect(meta.alternates).toEqual({ canonical: "https://shop.hu/" })
  })
})
