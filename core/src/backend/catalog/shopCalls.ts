import { Effect, Option, Result, Schema } from "effect"
import { Accessory } from "../../cart/accessory.ts"
import type { Product } from "../../catalog/product.ts"
import { compareStorage } from "../../catalog/storageOrder.ts"
import { marketByLocale, MarketCode, type Locale } from "../../markets/market.ts"
import { InvalidRequest, notFound, type NotFound, type RepositoryError } from "../../errors.ts"
import { CatalogRepository } from "../ports/CatalogRepository.ts"
import { idList, parseId, singleValue, unknownParameter, type QueryRecord } from "../queryRecord.ts"
import { toCartAccessory } from "../../catalog/cartShapes.ts"
import { compareShapes } from "./shapes.ts"

/** The SPEC 7 calls GET /api/get-related-accessories/ and GET /api/available-shapes/. */

/** At most this many product ids per related-accessories call (a cart holds far fewer). */
export const maxRelatedProductIds = 50

export const RelatedAccessoriesAnswer = Schema.Struct({ success: Schema.Boolean, data: Schema.Array(Accessory) })
export type RelatedAccessoriesAnswer = typeof RelatedAccessoriesAnswer.Type

export const RelatedSpec = Schema.Struct({ name: Schema.String, items: Schema.Array(Schema.String) })
export const AvailableShapesAnswer = Schema.Struct({
  success: Schema.Boolean,
  data: Schema.Struct({ relatedSpecs: Schema.Array(RelatedSpec) })
})
export type AvailableShapesAnswer = typeof AvailableShapesAnswer.Type

/**
 * SPEC 7 failure answers: the client reads `success` and maps `data` (an empty list of related
 * accessories, an empty shapes string), so a failed call keeps the envelope with empty data. The
 * web layer adds these keys to the call's error body (`error`, `message`), whatever the failure.
 */
export const relatedAccessoriesFailure = { success: false, data: [] } as const
export const availableShapesFailure = { success: false, data: { relatedSpecs: [] } } as const

export interface RelatedAccessoriesQuery {
  readonly countryCode: MarketCode
  readonly productIds: ReadonlyArray<number>
}

export interface AvailableShapesQuery {
  readonly locale: Locale
  readonly productId: number
}

const localeByParam: Readonly<Record<string, Locale>> = { RO: "ro", BG: "bg", HU: "hu", EL: "el", GR: "el" }

/** countryCode is upper case (SPEC 7); productIds "1,2" or repeated. */
export const decodeRelatedAccessoriesQuery = (record: QueryRecord): Result.Result<RelatedAccessoriesQuery, InvalidRequest> => {
  const unknown = unknownParameter(record, ["countryCode", "productIds"])
  if (unknown !== undefined) return Result.fail(new InvalidRequest({ message: `unknown query parameter ${unknown}` }))
  return Result.flatMap(singleValue(record, "countryCode"), (code) => {
    const market = Schema.decodeUnknownResult(MarketCode)(code)
    if (Result.isFailure(market)) return Result.fail(new InvalidRequest({ message: "countryCode must be RO, BG, HU or GR" }))
    return Result.map(idList(record, "productIds", maxRelatedProductIds), (productIds) => ({ countryCode: market.success, productIds }))
  })
}

/**
 * locale is upper case (SPEC 7): RO, BG, HU, EL. GR is taken for EL too (our decision: the country
 * code is an easy mistake to make and names the same storefront).
 */
export const decodeAvailableShapesQuery = (record: QueryRecord): Result.Result<AvailableShapesQuery, InvalidRequest> => {
  const unknown = unknownParameter(record, ["locale", "productId"])
  if (unknown !== undefined) return Result.fail(new InvalidRequest({ message: `unknown query parameter ${unknown}` }))
  return Result.flatMap(singleValue(record, "locale"), (text) => {
    const locale = localeByParam[text]
    if (locale === undefined) return Result.fail(new InvalidRequest({ message: "locale must be RO, BG, HU or EL" }))
    return Result.map(
      Result.flatMap(singleValue(record, "productId"), (id) => parseId("productId", id)),
      (productId) => ({ locale, productId })
    )
  })
}

/**
 * The active accessories offered with any of the products, each once, in product then display
 * order, as SPEC 3 accessories (phoneId null; the cart attaches them). Unknown product ids are
 * skipped (a cart may hold a product withdrawn since); none known at all is NotFound.
 */
export const relatedAccessories = Effect.fn("Catalog.relatedAccessories")(function*(
  query: RelatedAccessoriesQuery
): Effect.fn.Return<RelatedAccessoriesAnswer, NotFound | RepositoryError, CatalogRepository> {
  const repo = yield* CatalogRepository
  const perProduct = yield* repo.accessories(query.countryCode, query.productIds)
  if (perProduct.length === 0) return yield* Effect.fail(notFound("product", query.productIds.join(",")))
  const seen = new Set<number>()
  const data = perProduct.flatMap((entry) => entry.accessories).filter((a) => {
    if (!a.isActive || seen.has(a.id)) return false
    seen.add(a.id)
    return true
  })
  return { success: true, data: data.map(toCartAccessory) }
})


const distinct = (values: ReadonlyArray<string>): ReadonlyArray<string> => [...new Set(values)]

/**
 * SPEC 7 available shapes of a product: data.relatedSpecs holds `shape` (the in-stock shapes of the
 * same model, storage and colour, best first; the shopper picks the grade of the device they chose),
 * then `storage` (the in-stock values of the model, smallest capacity first) and `colour` (code-point
 * order). NotFound for an
 * unknown product.
 */
export const availableShapes = Effect.fn("Catalog.availableShapes")(function*(
  query: AvailableShapesQuery
): Effect.fn.Return<AvailableShapesAnswer, NotFound | RepositoryError, CatalogRepository> {
  const market = marketByLocale(query.locale).code
  const repo = yield* CatalogRepository
  const product = yield* repo.productById(market, query.productId)
  if (Option.isNone(product)) return yield* Effect.fail(notFound("product", query.productId))
  const p: Product = product.value
  const inStock = (yield* repo.variantsOfModel(market, p.legacyModelId)).filter((v) => v.stock > 0)
  const sameConfig = inStock.filter((v) => v.spec.storage === p.spec.storage && v.spec.color === p.spec.color)
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return {
    success: true,
    data: {
      relatedSpecs: [
        { name: "shape", items: distinct(sameConfig.map((v) => v.spec.shape)).toSorted(compareShapes) },
        { name: "storage", items: distinct(inStock.flatMap((v) => v.spec.storage ?? [])).toSorted(compareStorage) },
        { name: "colour", items: distinct(inStock.map((v) => v.spec.color)).toSorted(byText) }
      ]
    }
  }
})
