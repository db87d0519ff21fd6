import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { CartLimitations } from "../../cart/limits.ts"
import type { CatalogPages } from "../../catalog/catalogPages.ts"
import type { Category } from "../../catalog/category.ts"
import type { Product } from "../../catalog/product.ts"
import type { WarrantyReturnsSettings } from "../../account/warrantyReturnsSettings.ts"
import type { MarketCode } from "../../markets/market.ts"
import type {
  Brand,
  CatalogAccessory,
  CartRefreshCatalog,
  CatalogModel,
  ListingPage,
  ModelFilter,
  ProductAccessories,
  ProductExtraServices,
  ReturnAddress,
  ShippingRates
} from "../../catalog/catalogTypes.ts"
import type { ListingQuery } from "../catalog/listingQuery.ts"
import type { RepositoryError } from "../../errors.ts"

/**
 * Read side of the shop catalogue, per market. Products are rows of one market (a product id
 * belongs to one market); accessories, extra services and settings have a row per market.
 * Ordering rules every adapter follows (the contract suite checks them):
 * - text is ordered by code point (SQL: COLLATE "C"); brands by name, models by brand name then
 *   model name;
 * - listings: in-stock products only (catalog/listingOrder.ts isListed), in the order
 *   `listingOrder[query.sort]` gives (same file: price, id or discountOf, ties by product id);
 * - per-device accessories and services in the order the data gives them (display order).
 * Words shown to shoppers are the market's (its language, SPEC 1): product naming and labels and
 * accessory names as the market's rows hold them; model names and colour families translated from
 * the catalogue's names, the catalogue's own value where a language has none.
 */
export interface CatalogRepositoryShape {
  readonly brands: (market: MarketCode, category?: Category) => Effect.Effect<ReadonlyArray<Brand>, RepositoryError>
  readonly models: (market: MarketCode, filter: ModelFilter) => Effect.Effect<ReadonlyArray<CatalogModel>, RepositoryError>
  readonly listProducts: (market: MarketCode, query: ListingQuery) => Effect.Effect<ListingPage, RepositoryError>
  /** Any product of the market, out of stock included; none for an unknown id or another market's. */
  readonly productById: (market: MarketCode, id: number) => Effect.Effect<Option.Option<Product>, RepositoryError>
  /** The known ones among `ids`, in the order of `ids`, each once. */
  readonly productsByIds: (
    market: MarketCode,
    ids: ReadonlyArray<number>
  ) => Effect.Effect<ReadonlyArray<Product>, RepositoryError>
  /** Every product of a model (legacyModelId) in the market, out of stock included, by id. */
  readonly variantsOfModel: (
    market: MarketCode,
    modelId: number
  ) => Effect.Effect<ReadonlyArray<Product>, RepositoryError>
  /**
   * Accessories offered with each of the products (inactive ones included, flagged); one entry per
   * known product id, in the order of `productIds`, each once; unknown ids are left out.
   */
  readonly accessories: (
    market: MarketCode,
    productIds: ReadonlyArray<number>
  ) => Effect.Effect<ReadonlyArray<ProductAccessories>, RepositoryError>
  /** Extra services of each product (inactive included, flagged); same entry rules as `accessories`. */
  readonly extraServices: (
    market: MarketCode,
    productIds: ReadonlyArray<number>
  ) => Effect.Effect<ReadonlyArray<ProductExtraServices>, RepositoryError>
  /** The market's accessories among `ids` (inactive included), in the order of `ids`, each once. */
  readonly accessoriesByIds: (
    market: MarketCode,
    ids: ReadonlyArray<number>
  ) => Effect.Effect<ReadonlyArray<CatalogAccessory>, RepositoryError>
  /**
   * The cart refresh's read, as one call (one database round trip): `products` is what
   * `productsByIds(market, productIds)` answers, each with the `accessories` and `extraServices`
   * entries of that product; `accessories` is what `accessoriesByIds(market, accessoryIds)` answers.
   */
  readonly cartRefreshCatalog: (
    market: MarketCode,
    productIds: ReadonlyArray<number>,
    accessoryIds: ReadonlyArray<number>
  ) => Effect.Effect<CartRefreshCatalog, RepositoryError>
  readonly cartLimitations: (market: MarketCode) => Effect.Effect<CartLimitations, RepositoryError>
  readonly warrantySettings: (market: MarketCode) => Effect.Effect<WarrantyReturnsSettings, RepositoryError>
  readonly shippingRates: (market: MarketCode) => Effect.Effect<ShippingRates, RepositoryError>
  /** The market's returns warehouse; none when the market has none on file. */
  readonly returnAddress: (market: MarketCode) => Effect.Effect<Option.Option<ReturnAddress>, RepositoryError>
  /**
   * Every product of the market (out of stock included), by id, with its brand's and model's slugs,
   * and when the catalogue was last written if the store knows: what the sitemaps list, in one read.
   */
  readonly catalogPages: (market: MarketCode) => Effect.Effect<CatalogPages, RepositoryError>
}

export class CatalogRepository extends Context.Service<CatalogRepository, CatalogRepositoryShape>()(
  "@shop/core/CatalogRepository"
) {}
