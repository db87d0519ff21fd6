import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { RepositoryError } from "../errors.ts"
import type { MarketCode } from "../../markets/market.ts"

/**
 * Who owns what in the account area. Shop orders keep their own table; the owner of an order placed
 * while signed in is a row of its own (`order_owners`), written by the place-order call from the
 * session, never from the body. Sell orders carry `serviceDbUserId` in their payload.
 */
/** A return request as the return form stores it (lines are indexes into the order's device lines). */
export interface NewReturn {
  readonly orderId: string
  readonly userId: string
  readonly lines: ReadonlyArray<number>
  readonly reason: string
  readonly courierAddress: string
  readonly pickupDate: string
  readonly createdAt: number
}

export interface StoredReturn extends NewReturn {
  readonly id: string
}

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
  /**
   * Records that an order was delivered at `at` (the staff call). The first delivery instant stays.
   * False for an unknown or malformed order id (nothing written).
   */
  readonly markDelivered: (orderId: string, at: number) => Effect.Effect<boolean, RepositoryError>
  /** When the order was delivered; none while it is not. */
  readonly deliveredAt: (orderId: string) => Effect.Effect<Option.Option<number>, RepositoryError>
  /** Stores a return request (the caller checked ownership and the return rules). */
  readonly saveReturn: (request: NewReturn) => Effect.Effect<StoredReturn, RepositoryError>
  /** The user's return requests, newest first. */
  readonly returnsOf: (userId: string) => Effect.Effect<ReadonlyArray<StoredReturn>, RepositoryError>
}

export class AccountAreaRepository extends Context.Service<AccountAreaRepository, AccountAreaRepositoryShape>()(
  "@shop/core/AccountAreaRepository"
) {}
