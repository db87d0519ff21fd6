import { Option, Result } from "effect"
import { modelAfterBrand } from "@shop/core/catalog/naming"
import type { MarketCode } from "@shop/core/markets/index"
import {
  type CommonRouteKey,
  type ParamRouteKey,
  pathOf,
  pathOfRoute,
  type ResolvedRoute,
  type RouteKey,
  routeAvailable
} from "@shop/core/routes/index"
import type { MessageKey } from "../i18n/catalogues.ts"
import type { MessageValues, Translator } from "../i18n/translator.ts"
import { categoryNameKey } from "../ui/categoryNames.ts"
import { shortReference } from "./orderReference.ts"

/**
 * The page frame of every route key (SPEC 2.1, 2.2): its localized title and description, the part
 * of the shop it belongs to (which decides the links it offers) and its breadcrumb parent. Later
 * issues fill the pages; the frame is what a key shows until then, and the title they keep.
 */
export type Section = "home" | "shop" | "checkout" | "account" | "help" | "content" | "sell"

/** A page without path parameters that every market has: the pages a frame may link to. */
export type LinkKey = Exclude<CommonRouteKey, ParamRouteKey>

export interface FrameSpec {
  readonly title: MessageKey
  readonly description: MessageKey
  readonly section: Section
  /** Breadcrumb parent (a page without params); null for the home page. See parentOf. */
  readonly parent: LinkKey | null
}

const frame = (name: string, section: Section, parent: LinkKey | null): FrameSpec => ({
  // The catalogue test checks every title and description key exists, in every locale.
  title: `page-${name}-title` as MessageKey,
  description: `page-${name}-description` as MessageKey,
  section,
  parent
})

export const frames: { readonly [K in RouteKey]: FrameSpec } = {
  index: frame("index", "home", null),
  login: frame("login", "account", "index"),
  register: frame("register", "account", "index"),
  logout: frame("logout", "account", "index"),
  forgot: frame("forgot", "account", "login"),
  account: frame("account", "account", "index"),
  accountGenius: frame("account-genius", "account", "account"),
  myPurchases: frame("my-purchases", "account", "account"),
  return: frame("return", "account", "account"),
  returnForm: frame("return-form", "account", "return"),
  settings: frame("settings", "account", "account"),
  myWarranties: frame("my-warranties", "account", "account"),
  sendInWarranty: frame("send-in-warranty", "account", "myWarranties"),
  mySales: frame("my-sales", "account", "account"),
  saleDetails: frame("sale-details", "account", "mySales"),
  myInsurances: frame("my-insurances", "account", "account"),
  returnAddress: frame("return-address", "help", "faq"),
  blog: frame("blog", "content", "index"),
  blogPost: frame("blog-post", "content", "blog"),
  contact: frame("contact", "help", "faq"),
  contactOld: frame("contact-old", "help", "index"),
  faq: frame("faq", "help", "index"),
  faqOld: frame("faq-old", "help", "index"),
  aboutUs: frame("about-us", "content", "index"),
  sellerGuide: frame("seller-guide", "sell", "sellLanding"),
  reviews: frame("reviews", "content", "index"),
  reviewsAdd: frame("reviews-add", "content", "reviews"),
  reviewsError: frame("reviews-error", "content", "reviews"),
  reviewsThanks: frame("reviews-thanks", "content", "reviews"),
  sellerReviews: frame("seller-reviews", "sell", "reviews"),
  refundPolicy: frame("refund-policy", "help", "faq"),
  shop: frame("shop", "shop", "index"),
  category: frame("category", "shop", "shop"),
  shopBrand: frame("shop-brand", "shop", "shop"),
  shopModel: frame("shop-model", "shop", "shop"),
  product: frame("product", "shop", "shop"),
  cart: frame("cart", "checkout", "shop"),
  cartExtra: frame("cart-extra", "checkout", "cart"),
  cartLogin: frame("cart-login", "checkout", "cart"),
  cartFinalize: frame("cart-finalize", "checkout", "cart"),
  thankYou: frame("thank-you", "checkout", "shop"),
  instalmentThankYou: frame("instalment-thank-you", "checkout", "shop"),
  financingThankYou: frame("financing-thank-you", "checkout", "shop"),
  paymentProcessing: frame("payment-processing", "checkout", "cart"),
  paymentFailed: frame("payment-failed", "checkout", "cart"),
  sellLanding: frame("sell-landing", "sell", "index"),
  sellStep: frame("sell-step", "sell", "sellLanding")
}

/** The links a frame offers, by section; the categories are always added (FrameLinks). */
export const sectionLinks: { readonly [S in Section]: ReadonlyArray<LinkKey> } = {
  home: ["shop", "sellLanding", "faq"],
  shop: ["shop", "cart", "sellLanding", "faq"],
  checkout: ["cart", "shop", "faq", "contact"],
  account: ["account", "myPurchases", "mySales", "myWarranties", "settings", "shop"],
  help: ["faq", "contact", "aboutUs", "returnAddress", "shop"],
  content: ["blog", "reviews", "aboutUs", "shop", "sellLanding"],
  sell: ["sellLanding", "sellerGuide", "sellerReviews", "faq", "shop"]
}

/** Names the route params stand for, loaded from the catalogue (src/storefront/pageData.ts). */
export interface PageNames {
  readonly brand?: string
  readonly model?: string
  readonly product?: string
  /** A blog post's own title (its page's title is the post's, not one made from the slug). */
  readonly post?: string
}

/** `iphone-13-guide` -> `iphone 13 guide`: a readable stand-in for a slug without a loaded name. */
export const humanize = (slug: string): string => slug.replace(/-+/g, " ").trim()

/** The values a key's title (and description) placeholders take. */
export const frameValues = (route: ResolvedRoute, tr: Translator, names: PageNames): MessageValues => {
  switch (route.key) {
    case "category":
      return { category: tr.t(categoryNameKey[route.params.category]) }
    case "shopBrand":
      return { brand: names.brand ?? humanize(route.params.brand) }
    case "shopModel": {
      // "{brand} {model}": a model whose own name starts with its brand ("OnePlus 12") says it once.
      const brand = names.brand ?? humanize(route.params.brand)
      return { brand, model: modelAfterBrand(brand, names.model ?? humanize(route.params.model)) }
    }
    case "product":
      return { product: names.product ?? humanize(route.params.model) }
    case "blogPost":
      return { slug: humanize(route.params.slug) }
    case "returnForm":
      return { orderId: shortReference(route.params.orderId) }
    case "saleDetails":
      return { saleId: shortReference(route.params.saleId) }
    case "financingThankYou":
      return { provider: humanize(route.params.provider) }
    default:
      return {}
  }
}

export const frameTitle = (route: ResolvedRoute, tr: Translator, names: PageNames): string =>
  route.key === "blogPost" && names.post !== undefined ? names.post : tr.t(frames[route.key].title, frameValues(route, tr, names))

export const frameDescription = (route: ResolvedRoute, tr: Translator, names: PageNames): string =>
  tr.t(frames[route.key].description, frameValues(route, tr, names))

const staticRoute = (key: LinkKey): ResolvedRoute => ({ key, params: {} }) as ResolvedRoute

/** The breadcrumb parent of a page; a model's is its brand, a product's its category listing. */
export const parentOf = (route: ResolvedRoute): ResolvedRoute | null => {
  if (route.key === "shopModel") return { key: "shopBrand", params: { brand: route.params.brand } }
  if (route.key === "product") return { key: "category", params: { category: route.params.category } }
  const parent = frames[route.key].parent
  return parent === null ? null : staticRoute(parent)
}

export interface Crumb {
  readonly label: string
  readonly href: string
}

/** Home first, the page itself last. A crumb whose path cannot be built is left out. */
export const breadcrumbs = (market: MarketCode, route: ResolvedRoute, tr: Translator, names: PageNames): ReadonlyArray<Crumb> => {
  const chain: Array<ResolvedRoute> = []
  for (let at: ResolvedRoute | null = route; at !== null && chain.length < 8; at = parentOf(at)) chain.unshift(at)
  return chain.flatMap((step) => {
    const path = Result.getSuccess(pathOfRoute(market, step))
    if (Option.isNone(path)) return []
    const label = step.key === "index" ? tr.t("nav-home") : frameTitle(step, tr, names)
    return [{ label, href: path.value }]
  })
}

export interface FrameLink {
  readonly key: LinkKey
  readonly label: string
  readonly href: string
}

/** The section's links of a frame, without the page itself. */
export const frameLinks = (market: MarketCode, route: ResolvedRoute, tr: Translator): ReadonlyArray<FrameLink> =>
  sectionLinks[frames[route.key].section]
    .filter((key) => key !== route.key && routeAvailable(market, key))
    .map((key) => ({ key, label: tr.t(frames[key].title), href: pathOf(market, key) }))
