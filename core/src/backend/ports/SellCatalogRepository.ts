import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import type { RepositoryError } from "../../errors.ts"
import type { Deduction, SellBrandFilter, SellBrandRow, SellModelFilter, SellModelRow, SellOption, SellPrice } from "../../sell/sellTypes.ts"

/**
 * The buyback price list per market. A model is bought in a market when it has at least one price
 * there; `sellModels` lists those, by name (code-point order, then id), with maxPrice the highest base over its storages.
 */
export interface SellCatalogRepositoryShape {
  /** storage is the funnel's storage attribute id, null for a model priced without storage. */
  readonly sellPriceFor: (
    market: MarketCode,
    modelId: number,
    storage: number | null
  ) => Effect.Effect<Option.Option<SellPrice>, RepositoryError>
  /** Every deduction of the market, one per choice id, by choice id. */
  readonly deductions: (market: MarketCode) => Effect.Effect<ReadonlyArray<Deduction>, RepositoryError>
  readonly sellModels: (
    market: MarketCode,
    filter: SellModelFilter
  ) => Effect.Effect<ReadonlyArray<SellModelRow>, RepositoryError>
  /**
   * Brands with at least one model bought in the market (in `filter.category` when given), by name
   * (code-point order, then id), with how many such models each has.
   */
  readonly sellBrands: (
    market: MarketCode,
    filter: SellBrandFilter
  ) => Effect.Effect<ReadonlyArray<SellBrandRow>, RepositoryError>
  readonly sellModel: (
    market: MarketCode,
    modelId: number
  ) => Effect.Effect<Option.Option<SellModelRow>, RepositoryError>
  /**
   * The config step's values for a model in the market: the model's own options by id, then the
   * providers operating in the market by id. Whether the model is bought there is sellModel's
   * question: an unknown model simply has no options of its own.
   */
  readonly sellOptions: (
    market: MarketCode,
    modelId: number
  ) => Effect.Effect<ReadonlyArray<SellOption>, RepositoryError>
}

export class SellCatalogRepository extends Context.Service<SellCatalogRepository, SellCatalogRepositoryShape>()(
  "@shop/core/SellCatalogRepository"
) {}
