import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { RepositoryError } from "../errors.ts"
import type { MarketCode } from "../../markets/market.ts"

/**
 * Who owns what in the account area. Shop orders keep their own table; the owner of an order placed
 * while signed in is a row of its own (`order_owners`), written by the place-order call from the
 * session, never from the body. Sell orders carry `serviceDbUserId` in their payload.
 */
export interface AccountAreaRepositoryShape {
  /**
   * Records `userId` as the owner of `orderId`. The first owner stays: a second claim (a repeated
   * submit under the same idempotency key, another user) changes nothing. An unknown order id is
   * ignored (nothing written).
   */
  readonly claimOrder: (orderId: string, userId: string) => Effect.Effect<void, RepositoryError>
  /** The owner of an order, none for a guest's order or an unknown id. */
  readonly ownerOfOrder: (orderId: string) => Effect.Effect<Option.Option<string>, RepositoryError>
  /** Ids of the user's orders in a market, newest first. */
  readonly orderIdsOf: (userId: string, market: MarketCode) => Effect.Effect<ReadonlyArray<string>, RepositoryError>
  /** Ids of the user's sell orders in a market (payload serviceDbUserId), newest first. */
  readonly sellOrderIdsOf: (userId: string, market: MarketCode) => Effect.Effect<ReadonlyArray<string>, RepositoryError>
}

export class AccountAreaRepository extends Context.Service<AccountAreaRepository, AccountAreaRepositoryShape>()(
  "@shop/core/AccountAreaRepository"
) {}
