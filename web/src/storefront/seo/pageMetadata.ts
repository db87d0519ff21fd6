import type { ProductDetail } from "@shop/core/backend/catalog/productDetail"
import { type MarketCode, markets } from "@shop/core/markets/index"
import { type Alternates, isSearchIndexed, type ResolvedRoute } from "@shop/core/routes/index"
import type { Metadata } from "next"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { Translator } from "../../i18n/translator.ts"
import { categoryNameKey } from "../../ui/categoryNames.ts"
import type { BlogPost } from "../content/blogPost.ts"
import { frameDescription, frameTitle, type PageNames } from "../frames.ts"
import type { QueryRecord } from "../listing/listingParams.ts"
import { privatePageMetadata, showsPrivateRecord } from "../privatePages.ts"
import { firstParam } from "../resolveRequest.ts"
import { canonicalOf, listingPageNumber } from "./canonical.ts"
import { gradeName, productDescription } from "./descriptions.ts"
import { type MarketOrigins, ownOrigin } from "./origins.ts"

/**
 * A storefront page's metadata (issue 17, docs/decisions-seo.md), from what the page already loaded:
 * - a title of its own (a sell step names its step; a listing's later pages their number; a search
 *   its words; a post its own title) and a description that describes the page;
 * - pages search engines index (core searchIndex.ts): an absolute canonical URL, the hreflang
 *   alternates of its equivalents in the other markets with x-default, Open Graph and Twitter cards
 *   (a product page with its picture);
 * - every other page: `noindex` (and `nofollow` with no referrer for the links that carry a secret).
 * Everything absolute comes from `origins`: the request's own market host (never another market's),
 * so the page cache, which keeps one HTML per host, keeps the right one; nothing of the visitor.
 */
export interface PageSeoInput {
  readonly market: MarketCode
  readonly tr: Translator
  readonly route: ResolvedRoute
  readonly pathname: string
  readonly query: QueryRecord
  readonly names: PageNames
  readonly origins: MarketOrigins
  /** The product page's data. */
  readonly product?: ProductDetail | undefined
  /** The blog post page's post. */
  readonly post?: BlogPost | undefined
  /** The page's equivalents (core alternatesOf); none for pages without. */
  readonly alternates: Alternates
}

/** Open Graph's locale: language_TERRITORY. */
const ogLocale = (market: MarketCode): string => `${markets[market].locale}_${market}`

const sellStepTitleKey = (step: string): MessageKey => `sell-steps-${step}-title` as MessageKey

/** The page's title, unique where the frame's is shared (sell steps, later listing pages, searches). */
export const seoTitle = (input: PageSeoInput): string => {
  const { query, route, tr } = input
  if (route.key === "sellStep") {
    return tr.t("seo-sell-step-title", { step: tr.t(sellStepTitleKey(route.params.step)), sell: tr.t("page-sell-step-title") })
  }
  if (route.key === "blogPost" && input.post !== undefined) return input.post.title
  const search = route.key === "shop" ? (firstParam(query["q"]) ?? "").trim() : ""
  if (search !== "") return tr.t("seo-search-title", { query: search.slice(0, 80) })
  const title = frameTitle(route, tr, input.names)
  const page = listingPageNumber(route, query)
  return page === 1 ? title : tr.t("seo-paged-title", { title, page })
}

const baseDescription = (input: PageSeoInput): string => {
  const { market, names, route, tr } = input
  switch (route.key) {
    case "product":
      return input.product === undefined
        ? frameDescription(route, tr, names)
        : productDescription(market, tr, input.product.product, input.product.warranty)
    case "category":
      return tr.t("seo-category-description", { category: tr.t(categoryNameKey[route.params.category]) })
    case "shopBrand":
      return tr.t("seo-brand-description", { brand: names.brand ?? route.params.brand })
    case "shopModel":
      return tr.t("seo-model-description", { brand: names.brand ?? route.params.brand, model: names.model ?? route.params.model })
    case "blogPost":
      return input.post?.summary ?? frameDescription(route, tr, names)
    default:
      return frameDescription(route, tr, names)
  }
}

export const seoDescription = (input: PageSeoInput): string => {
  const description = baseDescription(input)
  const page = listingPageNumber(input.route, input.query)
  return page === 1 ? description : input.tr.t("seo-paged-description", { page, description })
}

/** Pages search engines should leave out: the keys core does not index, and the shop's search results. */
export const isNoindex = (route: ResolvedRoute, query: QueryRecord): boolean =>
  !isSearchIndexed(route.key) || (route.key === "shop" && (firstParam(query["q"]) ?? "").trim() !== "")

export const pageMetadata = (input: PageSeoInput): Metadata => {
  const { market, origins, route, tr } = input
  const title = seoTitle(input)
  const description = seoDescription(input)
  const fullTitle = route.key === "index" ? `${tr.t("site-name")} · ${tr.t("page-index-title")}` : title
  const base: Metadata = { title: route.key === "index" ? { absolute: fullTitle } : title, description }
  if (showsPrivateRecord(route.key, input.query)) return { ...base, ...privatePageMetadata }
  if (isNoindex(route, input.query)) return { ...base, robots: { index: false, follow: true } }

  const origin = ownOrigin(market, origins)
  const canonical = canonicalOf(route, input.pathname, input.query, input.product?.product)
  const url = `${origin}${canonical.href}`
  const languages: Record<string, string> = {}
  for (const entry of input.alternates.languages) {
    const at = origins[entry.market]
    if (at !== null) languages[entry.hreflang] = `${at}${entry.href}`
  }
  // A cluster needs the page and at least one other market this deployment knows the host of.
  const hasLanguages = Object.keys(languages).length > 1
  const xDefault = input.alternates.xDefault
  const xDefaultOrigin = xDefault === null ? null : origins[xDefault.market]
  if (hasLanguages && xDefault !== null && xDefaultOrigin !== null) languages["x-default"] = `${xDefaultOrigin}${xDefault.href}`

  const product = input.product?.product
  const image = product === undefined
    ? null
    : {
      url: `${origin}${product.imagePath}`,
      alt: tr.t("product-image-alt", { product: product.naming.title, grade: gradeName(tr, product.spec.shape) })
    }
  const siteName = tr.t("site-name")
  const otherLocales = input.alternates.languages.filter((entry) => entry.market !== market).map((entry) => ogLocale(entry.market))
  return {
    ...base,
    alternates: { canonical: url, ...(hasLanguages ? { languages } : {}) },
    openGraph: {
      ...(route.key === "blogPost" && input.post !== undefined
        ? { type: "article", publishedTime: new Date(input.post.publishedAt).toISOString() }
        : { type: "website" }),
      url,
      siteName,
      locale: ogLocale(market),
      ...(otherLocales.length > 0 && hasLanguages ? { alternateLocale: otherLocales } : {}),
      title: fullTitle,
      description,
      ...(image === null ? {} : { images: [image] })
    },
    twitter: {
      card: image === null ? "summary" : "summary_large_image",
      title: fullTitle,
      description,
      ...(image === null ? {} : { images: [image] })
    }
  }
}
