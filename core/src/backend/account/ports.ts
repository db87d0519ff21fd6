import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { AfterSalesProgress } from "../../account/afterSales.ts"
import type { RepositoryError } from "../../errors.ts"
import type { MarketCode } from "../../markets/market.ts"

/**
 * Who owns what in the account area. The owner of a shop order is stored with the order by order
 * placement (OrderRepository.placeOrder, from the session, never from the body); sell orders carry
 * `serviceDbUserId` in their payload. This port lists them per user.
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

/** A stored return request and how the shop's staff handled it (account/afterSales.ts; `open` until then). */
export interface StoredReturn extends NewReturn, AfterSalesProgress {
  readonly id: string
}

export interface AccountAreaRepositoryShape {
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
  /** Stores a return request, open (the caller checked ownership and the return rules). */
  readonly saveReturn: (request: NewReturn) => Effect.Effect<StoredReturn, RepositoryError>
  /** The user's return requests, newest first. */
  readonly returnsOf: (userId: string) => Effect.Effect<ReadonlyArray<StoredReturn>, RepositoryError>
}

export class AccountAreaRepository extends Context.Service<AccountAreaRepository, AccountAreaRepositoryShape>()(
  "@shop/core/AccountAreaRepository"
) {}
