import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { RepositoryError } from "../../errors.ts"

/**
 * Which sell order a purchase order brought along as its trade-in (issue 19), one each way. The
 * orders themselves live in their own repositories; this only links them.
 */
export interface TradeInRepositoryShape {
  /**
   * Links the two at `at` (epoch ms). True when they are linked afterwards (the same pair again is no
   * change); false, with nothing written, when either order is already linked to another one or does
   * not exist.
   */
  readonly link: (purchaseOrderId: string, sellOrderId: string, at: number) => Effect.Effect<boolean, RepositoryError>
  readonly sellOrderOf: (purchaseOrderId: string) => Effect.Effect<Option.Option<string>, RepositoryError>
  readonly purchaseOrderOf: (sellOrderId: string) => Effect.Effect<Option.Option<string>, RepositoryError>
}

export class TradeInRepository extends Context.Service<TradeInRepository, TradeInRepositoryShape>()(
  "@shop/core/TradeInRepository"
) {}
