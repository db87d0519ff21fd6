import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { Product } from "../../catalog/product.ts"
import type { PriceSpan } from "../../catalog/omnibus.ts"
import type { RepositoryError } from "../../errors.ts"
import type { MarketCode } from "../../markets/market.ts"

/** A product as staff see it: the catalogue row of its market. */
export interface StaffProductRow {
  readonly market: MarketCode
  readonly product: Product
}

/** A product with every price it had, oldest first (catalog/omnibus.ts PriceSpan; the last one open). */
export interface StaffProductRecord extends StaffProductRow {
  readonly history: ReadonlyArray<PriceSpan>
}

export interface StaffProductSearch {
  /** Only this market's products; null: every market's. */
  readonly market: MarketCode | null
  /**
   * Null: every product. Otherwise the products whose id is `q` (when it is a whole number), or whose
   * title, model name, brand name or SKU holds `q`, case aside (ASCII letters at least).
   */
  readonly q: string | null
  readonly offset: number
  readonly limit: number
}

export interface StaffProductPage {
  /** By id. */
  readonly items: ReadonlyArray<StaffProductRow>
  /** Every match, beyond the page too. */
  readonly total: number
}

/** What a staff edit writes: the row's figures, and the instant a new price applies from. */
export interface ProductWrite {
  readonly price: number
  readonly previousPrice: number | null
  readonly stock: number
  /**
   * When `price` differs from the current price: the instant it applies from, where the current
   * span closes and the new one opens (omnibus.ts changePrice). Null when the price stays.
   */
  readonly priceFrom: number | null
}

/**
 * The catalogue as the staff console reads and edits it (issue 18): products of every market, with
 * their price history (migration 0015). The storefront keeps reading through CatalogRepository; a
 * write here is a committed change of `products`, which the database announces to every catalog
 * read cache (migration 0009).
 */
export interface StaffProductRepositoryShape {
  readonly search: (search: StaffProductSearch) => Effect.Effect<StaffProductPage, RepositoryError>
  /** Any product of any market, with its history; none for an unknown id. */
  readonly byId: (id: number) => Effect.Effect<Option.Option<StaffProductRecord>, RepositoryError>
  /**
   * Changes one product atomically: `decide` gets the product and its history as they are (nobody
   * else writes the row meanwhile: an order's stock decrement waits, or is seen) and answers what to
   * write (core's rules decide; the adapter only stores). Answers the record before and after, or
   * none for an unknown id (nothing is written); a failure of `decide` writes nothing.
   */
  readonly update: <E>(
    id: number,
    decide: (current: StaffProductRecord) => Effect.Effect<ProductWrite, E>
  ) => Effect.Effect<
    Option.Option<{ readonly before: StaffProductRecord; readonly after: StaffProductRecord }>,
    E | RepositoryError
  >
}

export class StaffProductRepository extends Context.Service<StaffProductRepository, StaffProductRepositoryShape>()(
  "@shop/core/backend/StaffProductRepository"
) {}
