import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { listedProduct } from "@shop/core/catalog/listedProduct"
import type { Product } from "@shop/core/catalog/product"
import { MarketCodes } from "@shop/core/markets/index"
import { summaryOfCounts } from "@shop/core/reviews/summary"
import { homeGraph, jsonLdText, productGraph, type ShopIdentity } from "../../../src/storefront/seo/jsonLd.ts"
import { jsonLdProblems, jsonLdTypes } from "../../../src/storefront/seo/jsonLdCheck.ts"

const shop: ShopIdentity = { name: "Refurbo", description: "Refurbished devices.", origin: "http://ro.localhost:4300" }

const device: Product = {
  id: 7,
  legacyModelId: 1043,
  legacySellId: null,
  legacySku: "APP-1043-128GB-C01-VGD-RO",
  legacyShapeId: 2,
  stock: 3,
  price: 2599,
  previousPrice: 2899,
  retailPrice: 4999,
  brandName: "Apple",
  modelName: "iPhone 13 Pro",
  category: "smartphone",
  imagePath: "/images/models/1043.svg",
  naming: { title: "Apple iPhone 13 Pro 128GB Sierra Blue", modelDisplayName: "Apple iPhone 13 Pro", shortTitle: "iPhone 13 Pro 128GB", configSummary: "128GB, Sierra Blue" },
  labels: { model: "iPhone 13 Pro", color: "Sierra Blue", connectivity: null, material: null },
  spec: { shape: "very-good", color: "Sierra Blue", storage: "128GB", connectivity: null, material: null, size: null }
}

const crumbs = [
  { label: "Acasă", url: "http://ro.localhost:4300/" },
  { label: "Magazin", url: "http://ro.localhost:4300/magazin/" },
  { label: "Telefoane", url: "http://ro.localhost:4300/magazin/telefoane/" },
  { label: device.naming.title, url: "http://ro.localhost:4300/magazin/telefoane/apple/iphone-13-pro--128gb--sierra-blue--1043/" }
]

const facts = (product: Product, counts = { 1: 0, 2: 0, 3: 1, 4: 2, 5: 7 }) => ({
  product: listedProduct("RO", product),
  url: `${shop.origin}${listedProduct("RO", product).productUrl ?? "/"}`,
  images: [`${shop.origin}${product.imagePath}`],
  description: "A phone.",
  rating: summaryOfCounts(counts),
  crumbs
})

/** What a browser's JSON parser reads back from the script's text. */
const parsed = (text: string): unknown => JSON.parse(text)

describe("structured data (schema.org JSON-LD)", () => {
  it("a product page: Product with a refurbished Offer sold by the shop, the shop's rating and the page's breadcrumbs", () => {
    const graph = productGraph("RO", shop, facts(device))
    expect(jsonLdProblems(graph)).toEqual([])
    expect(jsonLdTypes(graph)).toEqual(["Product", "BreadcrumbList"])
    const product = graph["@graph"][0] as Record<string, unknown>
    expect(product["offers"]).toMatchObject({
      price: "2599.00",
      priceCurrency: "RON",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/RefurbishedCondition",
      seller: { "@type": "Organization", name: "Refurbo" }
    })
    expect(product["aggregateRating"]).toEqual({ "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 10 })
    const list = graph["@graph"][1] as { itemListElement: ReadonlyArray<{ name: string; item: string; position: number }> }
    expect(list.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual(crumbs.map((c, i) => [i + 1, c.label, c.url]))
  })

  it("no rating without a review; a sold-out unit is OutOfStock; every market's currency", () => {
    const soldOut = productGraph("HU", shop, facts({ ...device, stock: 0 }, { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }))
    expect(jsonLdProblems(soldOut)).toEqual([])
    const product = soldOut["@graph"][0] as Record<string, unknown>
    expect(product["aggregateRating"]).toBeUndefined()
    expect(product["offers"]).toMatchObject({ availability: "https://schema.org/OutOfStock", priceCurrency: "HUF" })
    expect(MarketCodes.map((m) => (productGraph(m, shop, facts(device))["@graph"][0] as { offers: { priceCurrency: string } }).offers.priceCurrency))
      .toEqual(["RON", "BGN", "HUF", "EUR"])
  })

  it("the home page: Organization and WebSite whose search is the shop page's ?q=", () => {
    const graph = homeGraph("GR", { ...shop, origin: "https://shop.gr" }, "/shop/")
    expect(jsonLdProblems(graph)).toEqual([])
    expect(jsonLdTypes(graph)).toEqual(["Organization", "WebSite"])
    expect(graph["@graph"][1]).toMatchObject({
      inLanguage: "el-GR",
      potentialAction: { target: { urlTemplate: "https://shop.gr/shop/?q={search_term_string}" }, "query-input": "required name=search_term_string" }
    })
  })

  it("the check finds what is missing or wrong (it can fail)", () => {
    const graph = productGraph("RO", shop, facts(device)) as unknown as { "@graph": Array<Record<string, unknown>> }
    const broken = structuredClone(graph)
    const product = broken["@graph"][0] as Record<string, Record<string, unknown>>
    delete product["offers"]!["price"]
    product["offers"]!["priceCurrency"] = "lei"
    product["aggregateRating"]!["ratingValue"] = 7
    ;(broken["@graph"][1] as { itemListElement: Array<Record<string, unknown>> }).itemListElement[0]!["item"] = "/relative/"
    expect(jsonLdProblems(broken)).toEqual([
      "[0].@graph[0].offers[0]: price is not a non-negative number",
      "[0].@graph[0].offers[0]: priceCurrency is not ISO 4217",
      "[0].@graph[0].aggregateRating: ratingValue 7 is outside 1-5",
      "[0].@graph[1][0]: item is not an absolute URL"
    ])
    expect(jsonLdProblems({ "@type": "Product" })).toEqual(["[0]: @context is not https://schema.org"])
  })

  it("property: whatever a name holds, the script's text cannot end the script and reads back as the same data", () => {
    const hostile = fc.oneof(fc.string(), fc.constantFrom("</script><script>alert(1)</script>", "<!--", "]]>", "a & b", "\u2028\u2029", "</SCRIPT >"))
    fc.assert(fc.property(hostile, hostile, (title, brand) => {
      const graph = productGraph("BG", shop, facts({ ...device, brandName: brand, naming: { ...device.naming, title } }))
      const text = jsonLdText(graph)
      expect(text).not.toMatch(/[<>&\u2028\u2029]/)
      expect(parsed(text)).toEqual(JSON.parse(JSON.stringify(graph)))
    }))
  })
})
