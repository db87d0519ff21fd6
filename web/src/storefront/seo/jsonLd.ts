import type { ListedProduct } from "@shop/core/catalog/listedProduct"
import { markets, type MarketCode } from "@shop/core/markets/index"
import { hreflangOf } from "@shop/core/routes/index"
import type { RatingSummary } from "@shop/core/reviews/summary"
import type {
  AggregateRating,
  BreadcrumbList,
  Graph,
  Offer,
  Organization,
  Product,
  SearchAction,
  WebSite,
  WithActionConstraints
} from "schema-dts"

/**
 * Structured data (schema.org JSON-LD, issue 17): the product page's Product with its Offer and
 * BreadcrumbList, the home page's Organization and WebSite with its search. Typed with schema-dts (so
 * a misspelt property or a wrong enumeration fails the typecheck); jsonLdCheck.ts checks at run time
 * what the types cannot (required properties, absolute URLs, consistent numbers), and JsonLdScript.tsx
 * writes it into the page, safe against `</script>`. Every URL is absolute: the page's own origin.
 */

/** The shop as search engines name it: its name, home page and logo, in one market. */
export interface ShopIdentity {
  readonly name: string
  readonly description: string
  /** The market's origin, no trailing slash. */
  readonly origin: string
}

const organizationId = (shop: ShopIdentity) => `${shop.origin}/#organization`
const websiteId = (shop: ShopIdentity) => `${shop.origin}/#website`

const organization = (shop: ShopIdentity): Organization => ({
  "@type": "Organization",
  "@id": organizationId(shop),
  name: shop.name,
  url: `${shop.origin}/`,
  logo: `${shop.origin}/icon.svg`,
  description: shop.description
})

/** The home page's graph: the shop and its site, whose search is the shop page's `?q=`. */
export const homeGraph = (market: MarketCode, shop: ShopIdentity, searchPath: string): Graph => {
  const search: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${shop.origin}${searchPath}?q={search_term_string}` },
    "query-input": "required name=search_term_string"
  }
  const website: WebSite = {
    "@type": "WebSite",
    "@id": websiteId(shop),
    name: shop.name,
    url: `${shop.origin}/`,
    inLanguage: hreflangOf[market],
    publisher: { "@id": organizationId(shop) },
    potentialAction: search
  }
  return { "@context": "https://schema.org", "@graph": [organization(shop), website] }
}

export interface Crumb {
  readonly label: string
  /** Absolute. */
  readonly url: string
}

/** The breadcrumbs the page shows, in order: home first, the page itself last. */
export const breadcrumbList = (crumbs: ReadonlyArray<Crumb>): BreadcrumbList => ({
  "@type": "BreadcrumbList",
  itemListElement: crumbs.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.label,
    item: crumb.url
  }))
})

/**
 * The shop's own reviews as a rating; none without a review (an empty rating is not a rating). The
 * scale is schema.org's default (1 to 5), so it is not written out.
 */
export const aggregateRating = (summary: RatingSummary): AggregateRating | null =>
  summary.count === 0
    ? null
    : { "@type": "AggregateRating", ratingValue: summary.average, reviewCount: summary.count }

export interface ProductFacts {
  readonly product: ListedProduct
  /** The page's canonical URL. */
  readonly url: string
  /** Absolute image URLs. */
  readonly images: ReadonlyArray<string>
  readonly description: string
  readonly rating: RatingSummary
  readonly crumbs: ReadonlyArray<Crumb>
}

/** The product page's graph: the device, its offer (a refurbished unit, sold by the shop) and the breadcrumbs. */
export const productGraph = (market: MarketCode, shop: ShopIdentity, facts: ProductFacts): Graph => {
  const { product } = facts
  const offer: Offer = {
    "@type": "Offer",
    url: facts.url,
    price: product.price.toFixed(2),
    priceCurrency: markets[market].currencyCode,
    availability: product.stockState === "in-stock" ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/RefurbishedCondition",
    seller: { "@type": "Organization", "@id": organizationId(shop), name: shop.name, url: `${shop.origin}/` }
  }
  const rating = aggregateRating(facts.rating)
  const device: Product = {
    "@type": "Product",
    "@id": `${facts.url}#product`,
    name: product.naming.title,
    description: facts.description,
    image: [...facts.images],
    sku: product.legacySku,
    brand: { "@type": "Brand", name: product.brandName },
    model: product.modelName,
    color: product.labels.color,
    ...(product.spec.storage === null ? {} : { additionalProperty: { "@type": "PropertyValue", name: "storage", value: product.spec.storage } }),
    // The condition is the offer's (a refurbished unit), where search engines read it.
    offers: offer,
    ...(rating === null ? {} : { aggregateRating: rating })
  }
  return { "@context": "https://schema.org", "@graph": [device, breadcrumbList(facts.crumbs)] }
}

/**
 * The graph as the text of a `<script type="application/ld+json">`: JSON with `<`, `>` and `&` as
 * unicode escapes, so no value (a product name, a crumb) can close the script or open a comment, and
 * U+2028/U+2029 escaped too. The escapes are still the same JSON.
 */
export const jsonLdText = (graph: Graph): string =>
  JSON.stringify(graph)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
