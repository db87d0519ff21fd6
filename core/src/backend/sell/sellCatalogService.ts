import { Effect, Option, Schema, SchemaTransformation } from "effect"
import { CategoryId } from "../../catalog/category.ts"
import { DbIdFromString } from "../../catalog/dbId.ts"
import type { MarketCode } from "../../markets/market.ts"
import { notFound, type InvalidRequest, type NotFound, type RepositoryError } from "../../errors.ts"
import { SellCatalogRepository } from "../ports/SellCatalogRepository.ts"
import { decodeValue } from "../requests.ts"
import type { SellBrandFilter, SellBrandRow, SellModelFilter, SellModelOptions, SellModelRow } from "../../sell/sellTypes.ts"

/**
 * The funnel's brand and model pickers: which brands and models the shop buys in a market.
 * Query parameters arrive as text; ids are written plainly (no sign, exponent, spaces or leading
 * zeros) and the category is the funnel's numeric id (1 smartphone ... 5 console), as in items.
 */

export const maxSellSearchLength = 100

const IdParam = DbIdFromString
const CategoryParam = IdParam.pipe(Schema.decodeTo(CategoryId, SchemaTransformation.passthroughSupertype()))

/** `?category=1&brandId=3&search=iphone`, every part optional. */
export const SellModelsQuery = Schema.Struct({
  category: Schema.optionalKey(CategoryParam),
  brandId: Schema.optionalKey(IdParam),
  /** Part of the model name, any case; blank means no search. */
  search: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(maxSellSearchLength)))
})
export type SellModelsQuery = typeof SellModelsQuery.Type

/** `?category=1`, optional. */
export const SellBrandsQuery = Schema.Struct({ category: Schema.optionalKey(CategoryParam) })
export type SellBrandsQuery = typeof SellBrandsQuery.Type

/** Models bought in the market that match the filter, by name, each with its best base price. */
export const listSellModels = Effect.fn("Sell.listSellModels")(function*(
  market: MarketCode,
  filter: SellModelFilter
): Effect.fn.Return<ReadonlyArray<SellModelRow>, RepositoryError, SellCatalogRepository> {
  const repo = yield* SellCatalogRepository
  const { search, ...rest } = filter
  const needle = search?.trim() ?? ""
  return yield* repo.sellModels(market, needle === "" ? rest : { ...rest, search: needle })
})

/** Brands with a model bought in the market (in the category when given), by name. */
export const listSellBrands = Effect.fn("Sell.listSellBrands")(function*(
  market: MarketCode,
  filter: SellBrandFilter
): Effect.fn.Return<ReadonlyArray<SellBrandRow>, RepositoryError, SellCatalogRepository> {
  const repo = yield* SellCatalogRepository
  return yield* repo.sellBrands(market, filter)
})

/**
 * The config step's values (colour, storage, provider ...) of a model bought in the market; NotFound
 * when the market does not buy it, so the funnel never offers values nobody prices.
 */
export const sellModelOptions = Effect.fn("Sell.sellModelOptions")(function*(
  market: MarketCode,
  modelId: number
): Effect.fn.Return<SellModelOptions, NotFound | RepositoryError, SellCatalogRepository> {
  const repo = yield* SellCatalogRepository
  if (Option.isNone(yield* repo.sellModel(market, modelId))) return yield* Effect.fail(notFound("sell model", modelId))
  return yield* repo.sellOptions(market, modelId)
})

/**
 * sellModelOptions for the id as the path gives it: a malformed id is InvalidRequest (400), told
 * apart from a well-formed id the market does not buy (404).
 */
export const sellModelOptionsOfText = Effect.fn("Sell.sellModelOptionsOfText")(function*(
  market: MarketCode,
  modelId: string
): Effect.fn.Return<SellModelOptions, InvalidRequest | NotFound | RepositoryError, SellCatalogRepository> {
  const id = yield* Effect.fromResult(decodeValue(IdParam, modelId))
  return yield* sellModelOptions(market, id)
})
