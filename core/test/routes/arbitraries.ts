import * as fc from "fast-check"
import { Categories } from "../../src/catalog/category.ts"
import { MarketCodes, type MarketCode } from "../../src/markets/market.ts"
import {
  allRouteKeys,
  brandSlugAllowed,
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

export const brandSlug = (m: MarketCode): fc.Arbitrary<string> => slug.filter((s) => brandSlugAllowed(m, s))

export const productPath = (m: MarketCode): fc.Arbitrary<ProductPathParams> =>
  fc
    .record({
      category: fc.constantFrom(...Categories),
      brand: brandSlug(m),
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
