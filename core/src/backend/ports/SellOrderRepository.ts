import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { IdempotencyConflict, RepositoryError } from "../../errors.ts"
import type { SellOrderIdempotency } from "../sell/sellOrderIdempotency.ts"
import type { PaymentDetails } from "../../sell/payment.ts"
import type { NewSellOrder, StoredSellOrder } from "../../sell/sellTypes.ts"

/**
 * Submitted sell orders. Ids are random UUIDs chosen by the repository (ports/PublicId.ts): a sell
 * order id is the only key to the seller's IBAN and address; any other id names nothing. Status
 * starts `submitted`.
 */
export interface SellOrderRepositoryShape {
  /**
   * Stores the order under its idempotency key. If the key was used before (a repeated or
   * concurrent submission): with the same fingerprint it answers that first order and writes
   * nothing; with another fingerprint it fails with IdempotencyConflict.
   */
  readonly save: (
    order: NewSellOrder,
    idempotency: SellOrderIdempotency
  ) => Effect.Effect<StoredSellOrder, IdempotencyConflict | RepositoryError>
  /**
   * The order first stored under `idempotency.key` when the fingerprint matches; none when the key
   * is new; IdempotencyConflict when the key was used for another request.
   */
  readonly byIdempotencyKey: (
    idempotency: SellOrderIdempotency
  ) => Effect.Effect<Option.Option<StoredSellOrder>, IdempotencyConflict | RepositoryError>
  /** The stored order with every payload field as saved (numbers, nulls and optional keys alike). */
  readonly byId: (sellOrderId: string) => Effect.Effect<Option.Option<StoredSellOrder>, RepositoryError>
  /**
   * Sets the payout details of an order that has none yet, atomically: true when they were set; false
   * when the order already has payout details or does not exist (nothing written then).
   */
  readonly setPaymentDetails: (sellOrderId: string, details: PaymentDetails) => Effect.Effect<boolean, RepositoryError>
}

export class SellOrderRepository extends Context.Service<SellOrderRepository, SellOrderRepositoryShape>()(
  "@shop/core/SellOrderRepository"
) {}
