import { Effect, Layer, Option } from "effect"
import type { Category } from "@shop/core/catalog/category"
import { colourFamilyLabel, nameIn } from "@shop/core/catalog/catalogueNames"
import type { Product } from "@shop/core/catalog/product"
import { markets, type MarketCode } from "@shop/core/markets/market"
import type { FacetValue, ListingFacets, ModelFilter } from "@shop/core/catalog/catalogTypes"
import { compareForListing, isListed } from "@shop/core/backend/catalog/listingOrder"
import type { ListingQuery } from "@shop/core/backend/catalog/listingQuery"
import { defaultMarketSettings } from "@shop/core/backend/dataset"
import { CatalogRepository } from "@shop/core/backend/ports/CatalogRepository"
import { byText, MemoryState, unique } from "./memoryState.ts"

const facet = (values: ReadonlyArray<string>): ReadonlyArray<FacetValue> =>
  [...unique(values)]
    .sort(byText)
    .map((value) => ({ value, count: values.filter((v) => v === value).length }))

const oneOf = (chosen: ReadonlyArray<string>, value: string | null | undefined): boolean =>
  chosen.length === 0 || (value != null && chosen.includes(value))

export const makeCatalogRepositoryMemory = (state: MemoryState) => {
  const { dataset } = state
  /** A product colour's family; undefined for a colour the catalogue's names do not know. */
  const familyOf = (colour: string) => dataset.colours.find((c) => c.name === colour)?.familyId
  const facetsOf = (market: MarketCode, scope: ReadonlyArray<Product>): ListingFacets => {
    const families = scope.flatMap((p) => familyOf(p.spec.color) ?? [])
    return {
      storage: facet(scope.flatMap((p) => (p.spec.storage === null ? [] : [p.spec.storage]))),
      // Colour families in catalogue order, named in the market's language.
      colour: dataset.colourFamilies.flatMap((family) => {
        const count = families.filter((id) => id === family.id).length
        return count === 0 ? [] : [{ value: family.id, label: colourFamilyLabel(family, markets[market].locale), count }]
      }),
      shape: facet(scope.map((p) => p.spec.shape)),
      price: scope.length === 0
        ? null
        : { min: Math.min(...scope.map((p) => p.price)), max: Math.max(...scope.map((p) => p.price)) }
    }
  }
  const modelOf = (p: Product) => dataset.models.find((m) => m.id === p.legacyModelId)
  const brandOf = (p: Product) => {
    const model = modelOf(p)
    return model === undefined ? undefined : dataset.brands.find((b) => b.id === model.brandId)
  }
  const inStock = (market: MarketCode) => state.products(market).filter(isListed)
  const settings = (market: MarketCode) =>
    dataset.settings.find((s) => s.market === market) ?? defaultMarketSettings(market)
  const knownIds = (market: MarketCode, ids: ReadonlyArray<number>) =>
    unique(ids).filter((id) => state.product(market, id) !== undefined)
  const accessoriesOf = (market: MarketCode, productId: number) =>
    dataset.accessories.filter((row) => row.market === market && row.productIds.includes(productId)).map((row) => row.accessory)
  const servicesOf = (market: MarketCode, productId: number) =>
    dataset.extraServices.filter((row) => row.market === market && row.productIds.includes(productId)).map((row) => row.service)
  const productsByIds = (market: MarketCode, ids: ReadonlyArray<number>) =>
    knownIds(market, ids).flatMap((id) => state.product(market, id) ?? [])
  const accessoriesByIds = (market: MarketCode, ids: ReadonlyArray<number>) =>
    unique(ids).flatMap((id) =>
      dataset.accessories.find((row) => row.market === market && row.accessory.id === id)?.accessory ?? []
    )

  return CatalogRepository.of({
    brands: (market: MarketCode, category?: Category) =>
      Effect.sync(() => {
        const products = inStock(market).filter((p) => category === undefined || p.category === category)
        return dataset.brands
          .map((brand) => ({ ...brand, productCount: products.filter((p) => brandOf(p)?.id === brand.id).length }))
          .filter((brand) => brand.productCount > 0)
          .sort((a, b) => byText(a.name, b.name))
      }),
    models: (market: MarketCode, filter: ModelFilter) =>
      Effect.sync(() =>
        dataset.models.flatMap((model) => {
          const brand = dataset.brands.find((b) => b.id === model.brandId)
          if (brand === undefined) return []
          if (filter.category !== undefined && model.category !== filter.category) return []
          if (filter.brandSlug !== undefined && brand.slug !== filter.brandSlug) return []
          const products = inStock(market).filter((p) => p.legacyModelId === model.id)
          if (products.length === 0) return []
          return [{
            id: model.id,
            slug: model.slug,
            name: nameIn(model.names, markets[market].locale, model.name),
            brandId: brand.id,
            brandSlug: brand.slug,
            brandName: brand.name,
            category: model.category,
            imagePath: model.imagePath,
            fromPrice: Math.min(...products.map((p) => p.price)),
            productCount: products.length
          }]
        }).sort((a, b) => byText(a.brandName, b.brandName) || byText(a.name, b.name))
      ),
    listProducts: (market: MarketCode, query: ListingQuery) =>
      Effect.sync(() => {
        const scope = inStock(market).filter((p) =>
          (query.category === undefined || p.category === query.category) &&
          (query.brandSlug === undefined || brandOf(p)?.slug === query.brandSlug) &&
          (query.modelSlug === undefined || modelOf(p)?.slug === query.modelSlug)
        )
        const matches = scope
          .filter((p) =>
            (query.priceMin === undefined || p.price >= query.priceMin) &&
            (query.priceMax === undefined || p.price <= query.priceMax) &&
            oneOf(query.storage, p.spec.storage) &&
            oneOf(query.colour, familyOf(p.spec.color)) &&
            oneOf(query.shape, p.spec.shape)
          )
          .sort(compareForListing(query.sort))
        const start = (query.page - 1) * query.pageSize
        return { items: matches.slice(start, start + query.pageSize), total: matches.length, facets: facetsOf(market, scope) }
      }),
    productById: (market: MarketCode, id: number) => Effect.sync(() => Option.fromNullishOr(state.product(market, id))),
    productsByIds: (market: MarketCode, ids: ReadonlyArray<number>) => Effect.sync(() => productsByIds(market, ids)),
    variantsOfModel: (market: MarketCode, modelId: number) =>
      Effect.sync(() => state.products(market).filter((p) => p.legacyModelId === modelId).sort((a, b) => a.id - b.id)),
    accessories: (market: MarketCode, productIds: ReadonlyArray<number>) =>
      Effect.sync(() =>
        knownIds(market, productIds).map((productId) => ({ productId, accessories: accessoriesOf(market, productId) }))
      ),
    extraServices: (market: MarketCode, productIds: ReadonlyArray<number>) =>
      Effect.sync(() => knownIds(market, productIds).map((productId) => ({ productId, services: servicesOf(market, productId) }))),
    accessoriesByIds: (market: MarketCode, ids: ReadonlyArray<number>) => Effect.sync(() => accessoriesByIds(market, ids)),
    cartRefreshCatalog: (market: MarketCode, productIds: ReadonlyArray<number>, accessoryIds: ReadonlyArray<number>) =>
      Effect.sync(() => ({
        products: productsByIds(market, productIds).map((product) => ({
          product,
          accessories: accessoriesOf(market, product.id),
          services: servicesOf(market, product.id)
        })),
        accessories: accessoriesByIds(market, accessoryIds)
      })),
    cartLimitations: (market: MarketCode) => Effect.sync(() => settings(market).cartLimitations),
    warrantySettings: (market: MarketCode) => Effect.sync(() => settings(market).warrantySettings),
    shippingRates: (market: MarketCode) => Effect.sync(() => settings(market).shipping),
    returnAddress: (market: MarketCode) => Effect.sync(() => Option.fromNullishOr(settings(market).returnAddress)),
    // The memory store keeps no write times: its catalogue is whatever the test handed it.
    catalogPages: (market: MarketCode) =>
      Effect.sync(() => ({
        updatedAt: null,
        products: [...state.products(market)].sort((a, b) => a.id - b.id).flatMap((p) => {
          const model = modelOf(p)
          const brand = brandOf(p)
          if (model === undefined || brand === undefined) return []
          return [{
            category: p.category,
            brandSlug: brand.slug,
            brandName: p.brandName,
            modelSlug: model.slug,
            modelName: p.modelName,
            storage: p.spec.storage,
            colour: p.spec.color,
            legacyModelId: p.legacyModelId,
            shape: p.spec.shape,
            inStock: p.stock > 0
          }]
        })
      }))
  })
}

export const catalogRepositoryMemoryLayer = (state: MemoryState) =>
  Layer.succeed(CatalogRepository, makeCatalogRepositoryMemory(state))
