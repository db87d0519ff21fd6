import { Effect, Option, Schema } from "effect"
import type { Category } from "../../catalog/category.ts"
import { compareStorage } from "../../catalog/storageOrder.ts"
import type { MarketCode } from "../../markets/market.ts"
import { notFound, type InvalidRequest, type NotFound, type RepositoryError } from "../../errors.ts"
import { CatalogRepository } from "../ports/CatalogRepository.ts"
import { ListingFacets, type Brand, type CatalogModel, type ModelFilter, type ReturnAddress } from "../../catalog/catalogTypes.ts"
import { ListedProduct, listedProduct } from "../../catalog/listedProduct.ts"
import { decodeListingQueryEffect, ListingQuery, type QueryRecord } from "./listingQuery.ts"

/** One page of a listing as the storefront gets it. */
export const ListingResult = Schema.Struct({
  query: ListingQuery,
  items: Schema.Array(ListedProduct),
  total: Schema.Number,
  pageCount: Schema.Number,
  facets: ListingFacets
})
export type ListingResult = typeof ListingResult.Type

/** The facets as the filter panel shows them: storage by capacity (64GB, 128GB, ..., 1TB); colour families in catalogue order. */
const orderedFacets = (facets: ListingFacets): ListingFacets => ({
  ...facets,
  storage: facets.storage.toSorted((a, b) => compareStorage(a.value, b.value))
})

/** Listing for an already decoded query. */
export const listingFor = Effect.fn("Catalog.listingFor")(function*(
  market: MarketCode,
  query: ListingQuery
): Effect.fn.Return<ListingResult, RepositoryError, CatalogRepository> {
  const repo = yield* CatalogRepository
  const page = yield* repo.listProducts(market, query)
  return {
    query,
    items: page.items.map((product) => listedProduct(market, product)),
    total: page.total,
    pageCount: Math.ceil(page.total / query.pageSize),
    facets: orderedFacets(page.facets)
  }
})

/** Listing from a raw query-string record (category, brand, model pages and filters). */
export const listing = Effect.fn("Catalog.listing")(function*(
  market: MarketCode,
  record: QueryRecord
): Effect.fn.Return<ListingResult, InvalidRequest | RepositoryError, CatalogRepository> {
  const query = yield* decodeListingQueryEffect(record)
  return yield* listingFor(market, query)
})

export const brands = Effect.fn("Catalog.brands")(function*(
  market: MarketCode,
  category?: Category
): Effect.fn.Return<ReadonlyArray<Brand>, RepositoryError, CatalogRepository> {
  const repo = yield* CatalogRepository
  return yield* repo.brands(market, category)
})

/** Models of a brand page; an unknown brand slug (no model at all) is NotFound. */
export const models = Effect.fn("Catalog.models")(function*(
  market: MarketCode,
  filter: ModelFilter
): Effect.fn.Return<ReadonlyArray<CatalogModel>, NotFound | RepositoryError, CatalogRepository> {
  const repo = yield* CatalogRepository
  const found = yield* repo.models(market, filter)
  if (found.length === 0 && filter.brandSlug !== undefined) return yield* Effect.fail(notFound("brand", filter.brandSlug))
  return found
})

/** A product by id, as listed; NotFound when the market has no such product. */
export const productById = Effect.fn("Catalog.productById")(function*(
  market: MarketCode,
  id: number
): Effect.fn.Return<ListedProduct, NotFound | RepositoryError, CatalogRepository> {
  const repo = yield* CatalogRepository
  const found = yield* repo.productById(market, id)
  if (Option.isNone(found)) return yield* Effect.fail(notFound("product", id))
  return listedProduct(market, found.value)
})

/** The market's returns warehouse, for the return-address page; none when the market has none on file. */
export const returnAddress = Effect.fn("Catalog.returnAddress")(function*(
  market: MarketCode
): Effect.fn.Return<Option.Option<ReturnAddress>, RepositoryError, CatalogRepository> {
  const repo = yield* CatalogRepository
  return yield* repo.returnAddress(market)
})
