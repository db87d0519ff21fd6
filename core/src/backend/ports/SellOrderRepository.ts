import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { IdempotencyConflict, IllegalTransition, NotFound, RepositoryError } from "../../errors.ts"
import type { MarketCode } from "../../markets/market.ts"
import type { SellOrderIdempotency } from "../sell/sellOrderIdempotency.ts"
import type { PaymentDetails } from "../../sell/payment.ts"
import type { SellOrderMove, SellOrderProgress } from "../../sell/sellOrderStatus.ts"
import type { NewSellOrder, SellOrderStatus, StoredSellOrder } from "../../sell/sellTypes.ts"

/** Which sell orders a staff list shows: every market and status unless narrowed. */
export interface SellOrderListFilter {
  readonly market?: MarketCode
  readonly status?: SellOrderStatus
}

/** A page of sell orders and how many match the filter in all. */
export interface SellOrderPage {
  readonly orders: ReadonlyArray<StoredSellOrder>
  readonly total: number
}

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
  /**
   * Where the order stands (sell/sellOrderStatus.ts): its status, every step's record (arrival,
   * evaluation, inspection, counter-offer, decision, payout, return), and its status history oldest
   * first; none for an unknown or malformed id.
   */
  readonly progressOf: (sellOrderId: string) => Effect.Effect<Option.Option<SellOrderProgress>, RepositoryError>
  /**
   * Compare-and-set of the status: stores the move (its record and its event) only while the order is
   * in `move.event.from` (and, for a move that records an inspection, has none yet), and answers the
   * progress after it. NotFound for an unknown id; IllegalTransition (nothing written) when the order
   * is in another status, already inspected, or the move is not one the machine allows
   * (isLegalSellOrderMove). Of two concurrent moves from one status, one wins.
   */
  readonly move: (sellOrderId: string, move: SellOrderMove) => Effect.Effect<SellOrderProgress, NotFound | IllegalTransition | RepositoryError>
  /**
   * Ids of counter-offered orders whose counter-offer expired before `now` (epoch ms), oldest expiry
   * first, at most `limit` (the lapse sweep, backend/staff/counterOffers.ts).
   */
  readonly lapsedCounterOffers: (now: number, limit: number) => Effect.Effect<ReadonlyArray<string>, RepositoryError>
  /** The staff's list: newest first (creation time, then id), `limit` orders from `offset`, with the total. */
  readonly list: (filter: SellOrderListFilter, offset: number, limit: number) => Effect.Effect<SellOrderPage, RepositoryError>
}

export class SellOrderRepository extends Context.Service<SellOrderRepository, SellOrderRepositoryShape>()(
  "@shop/core/SellOrderRepository"
) {}
