import { Context } from "effect"
import type { Effect } from "effect"
import type { RepositoryError } from "../../errors.ts"
import type { MarketCode } from "../../markets/market.ts"
import type { SellOrderStatus } from "../../sell/sellTypes.ts"
import type { LowStockProduct, OrderTally } from "../../staff/dashboard.ts"

export interface StockShortage {
  /** Products with 1 .. threshold units: the slice asked for, lowest stock first, then dearest, then id. */
  readonly products: ReadonlyArray<LowStockProduct>
  /** Every product with 1 .. threshold units. */
  readonly count: number
  /** Products with none left. */
  readonly outOfStock: number
}

/** The staff dashboard's reads (core staff/dashboard.ts decides what they mean). */
export class DashboardReads extends Context.Service<
  DashboardReads,
  {
    /** The market's orders placed in [from, to) (epoch ms), per payment state and method. */
    readonly orderTallies: (market: MarketCode, from: number, to: number) => Effect.Effect<ReadonlyArray<OrderTally>, RepositoryError>
    /** Sell orders per market and status (only the pairs that have any). */
    readonly sellOrderCounts: Effect.Effect<ReadonlyArray<{ readonly market: MarketCode; readonly status: SellOrderStatus; readonly count: number }>, RepositoryError>
    readonly stockShortage: (market: MarketCode, threshold: number, limit: number) => Effect.Effect<StockShortage, RepositoryError>
  }
>()("@shop/core/backend/DashboardReads") {}
