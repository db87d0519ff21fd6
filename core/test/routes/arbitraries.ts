import * as fc from "fast-check"
import { Categories } from "../../src/catalog/category.ts"
import { MarketCodes, type MarketCode } from "../../src/markets/market.ts"
import {
  allRouteKeys,
  alternateSlugTable,
  brandSlugAllowed,
  categorySlug,
  filterSlugTable,
  pathOf,
  type ParamRouteKey,
  type ProductPathParams,
  type ResolvedRoute,
  type RouteKey,
  type RouteParams,
  routeAvailable
} from "../../src/routes/index.ts"
import { FunnelStepIds } from "../../src/sell/steps.ts"

export const market: fc.Arbitrary<MarketCode> = fc.constantFrom(...MarketCodes)

const word = fc.stringMatching(/^[a-z0-9]{1,8}$/)

/** Lower-case hyphenated slugs, the shape every slug param must have. */
export const slug: fc.Arbitrary<string> = fc
  .array(word, { minLength: 1, maxLength: 4 })
  .map((words) => words.join("-"))

export const backendId: fc.Arbitrary<string> = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/)

/** A brand that may have a page at the shop root (shopBrand, shopModel). */
export const brandSlug = (m: MarketCode): fc.Arbitrary<string> => slug.filter((s) => brandSlugAllowed(m, s))

/**
 * Brand slugs a shop-root brand page may not take: category slugs (canonical, alternate,
 * filter: `tablet`, `phones`, `console`, ...) and the shop pages' own segments (`cosul-meu`).
 */
export const shadowingBrandSlugs = (m: MarketCode): ReadonlyArray<string> => {
  const shop = pathOf(m, "shop")
  const shopPages = (["cart", "thankYou", "paymentProcessing", "paymentFailed"] as const).map(
    (key) => pathOf(m, key).slice(shop.length, -1)
  )
  return [
    ...Categories.map((c) => categorySlug(m, c)),
    ...alternateSlugTable(m).keys(),
    ...filterSlugTable(m).keys(),
    ...shopPages
  ]
}

/** Product pages take any brand slug, the shadowing ones included: below a category they shadow nothing. */
export const productBrandSlug = (m: MarketCode): fc.Arbitrary<string> =>
  fc.oneof(slug, fc.constantFrom(...shadowingBrandSlugs(m)))

export const productPath = (m: MarketCode): fc.Arbitrary<ProductPathParams> =>
  fc
    .record({
      category: fc.constantFrom(...Categories),
      brand: productBrandSlug(m),
      model: slug,
      storage: fc.option(slug, { nil: undefined }),
      colour: slug,
      legacyModelId: fc.maxSafeNat()
    })
    .map(({ storage, ...rest }) => (storage === undefined ? rest : { ...rest, storage }))

const paramArbitraries: { readonly [K in ParamRouteKey]: (m: MarketCode) => fc.Arbitrary<RouteParams<K>> } = {
  blogPost: () => fc.record({ slug }),
  returnForm: () => fc.record({ orderId: backendId }),
  saleDetails: () => fc.record({ saleId: backendId }),
  category: () => fc.record({ category: fc.constantFrom(...Categories) }),
  shopBrand: (m) => fc.record({ brand: brandSlug(m) }),
  shopModel: (m) => fc.record({ brand: brandSlug(m), model: slug }),
  product: productPath,
  sellStep: () => fc.record({ step: fc.constantFrom(...FunnelStepIds) }),
  financingThankYou: () => fc.record({ provider: slug })
}

const isParamKey = (key: RouteKey): key is ParamRouteKey => Object.hasOwn(paramArbitraries, key)

/** Valid params for `key` in market `m` (an empty object for static pages). */
export const paramsFor = (m: MarketCode, key: RouteKey): fc.Arbitrary<ResolvedRoute> =>
  isParamKey(key)
    ? // Each entry of the table above yields that key's params; the union is re-joined here.
      (paramArbitraries[key](m) as fc.Arbitrary<ResolvedRoute["params"]>).map(
        (params) => ({ key, params }) as ResolvedRoute
      )
    : fc.constant({ key, params: {} } as ResolvedRoute)

export const availableKeys = (m: MarketCode): ReadonlyArray<RouteKey> =>
  allRouteKeys.filter((key) => routeAvailable(m, key))

/** A page of market `m` with arbitrary valid params. */
export const route = (m: MarketCode): fc.Arbitrary<ResolvedRoute> =>
  fc.constantFrom(...availableKeys(m)).chain((key) => paramsFor(m, key))

export const marketAndRoute: fc.Arbitrary<readonly [MarketCode, ResolvedRoute]> = market.chain((m) =>
  route(m).map((r) => [m, r] as const)
)
