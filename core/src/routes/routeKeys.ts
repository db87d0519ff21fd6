import type { Category } from "../catalog/category.ts"
import type { FunnelStepId } from "../sell/steps.ts"

/** SPEC 2.1: keys every market has a path for. */
export const commonRouteKeys = [
  "index",
  "login",
  "register",
  "logout",
  "forgot",
  "account",
  "accountGenius",
  "myPurchases",
  "return",
  "returnForm",
  "settings",
  "myWarranties",
  "sendInWarranty",
  "mySales",
  "saleDetails",
  "returnAddress",
  "blog",
  "blogPost",
  "contact",
  "contactOld",
  "faq",
  "faqOld",
  "aboutUs",
  "sellerGuide",
  "reviews",
  "reviewsAdd",
  "reviewsError",
  "reviewsThanks",
  "sellerReviews",
  "shop",
  "category",
  "shopBrand",
  "shopModel",
  "product",
  "cart",
  "cartExtra",
  "cartLogin",
  "cartFinalize",
  "thankYou",
  "paymentProcessing",
  "paymentFailed",
  "sellLanding",
  "sellStep"
] as const

/** SPEC 2.2: pages only some markets have (see each market's table for which). */
export const marketOnlyRouteKeys = [
  "instalmentThankYou",
  "financingThankYou",
  "refundPolicy",
  "myInsurances"
] as const

export const allRouteKeys = [...commonRouteKeys, ...marketOnlyRouteKeys] as const

export type CommonRouteKey = (typeof commonRouteKeys)[number]
export type MarketOnlyRouteKey = (typeof marketOnlyRouteKeys)[number]
export type RouteKey = (typeof allRouteKeys)[number]

/**
 * Path parameters of a product page (SPEC 2.3). All strings are slugs; `storage` is absent
 * for devices sold without a storage size (smartwatches, some consoles). The cosmetic
 * `shape` is a query parameter, so it is not part of the path (see productUrl.ts).
 * A type alias, not an interface, so it stays assignable to a plain record of params.
 */
export type ProductPathParams = {
  readonly category: Category
  readonly brand: string
  readonly model: string
  readonly storage?: string
  readonly colour: string
  readonly legacyModelId: number
}

interface ParamsByKey {
  readonly blogPost: { readonly slug: string }
  readonly returnForm: { readonly orderId: string }
  readonly saleDetails: { readonly saleId: string }
  readonly category: { readonly category: Category }
  readonly shopBrand: { readonly brand: string }
  readonly shopModel: { readonly brand: string; readonly model: string }
  readonly product: ProductPathParams
  readonly sellStep: { readonly step: FunnelStepId }
  readonly financingThankYou: { readonly provider: string }
}

/**
 * The `:placeholder` names a key's path template must contain, exactly. `item` is the
 * product's composite last segment (model, storage, colour, legacy model id).
 */
export interface PlaceholdersByKey {
  readonly blogPost: "slug"
  readonly returnForm: "orderId"
  readonly saleDetails: "saleId"
  readonly category: "category"
  readonly shopBrand: "brand"
  readonly shopModel: "brand" | "model"
  readonly product: "category" | "brand" | "item"
  readonly sellStep: "step"
  readonly financingThankYou: "provider"
}

export type ParamRouteKey = keyof ParamsByKey
export type StaticRouteKey = Exclude<RouteKey, ParamRouteKey>
export type Placeholder = PlaceholdersByKey[ParamRouteKey]

export type NoParams = Readonly<Record<string, never>>
export type RouteParams<K extends RouteKey> = K extends ParamRouteKey ? ParamsByKey[K] : NoParams

/** What `resolvePath` answers: a key together with its typed params. */
export type ResolvedRoute = {
  readonly [K in RouteKey]: { readonly key: K; readonly params: RouteParams<K> }
}[RouteKey]
