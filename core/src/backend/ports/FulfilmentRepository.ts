import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { IllegalTransition, NotFound, RepositoryError } from "../../errors.ts"
import type { MarketCode } from "../../markets/market.ts"
import type { FulfilmentState, FulfilmentTarget, OrderFulfilment } from "../../orders/fulfilment.ts"
import type { OrderTextSearch } from "../../orders/orderSearch.ts"
import type { OrderStatusFacts } from "../../orders/orderStatus.ts"
import type { PaymentMethod } from "../../orders/orderTypes.ts"
import type { PaymentState } from "../../payments/paymentState.ts"

/** One step a staff member takes (orders/fulfilment.ts planFulfilment decided it). */
export interface FulfilmentChange {
  readonly orderId: string
  readonly from: FulfilmentState
  readonly to: FulfilmentTarget
  /** The payment state the caller saw: the move is a compare-and-set on it too. */
  readonly paymentState: PaymentState
  /** Cancel the unpaid payment with the order (created, processing or failed -> cancelled), in the same transaction. */
  readonly cancelPayment: boolean
  /** Required for `shipped`, null otherwise. */
  readonly trackingNumber: string | null
  readonly note: string | null
  readonly actorId: string
  readonly actorName: string
  /** Epoch ms. */
  readonly at: number
}

/** An order as the staff list shows it. */
export interface OrderSummary {
  readonly id: string
  readonly market: MarketCode
  readonly placedAt: number
  readonly contactName: string
  readonly contactEmail: string
  readonly contactPhone: string
  readonly paymentMethod: PaymentMethod
  readonly paymentState: PaymentState
  readonly fulfilment: FulfilmentState
  readonly trackingNumber: string | null
  readonly total: number
}

export interface OrderSearchQuery {
  readonly market: MarketCode | null
  /** Only orders with one of these (fulfilment, method, payment) triples (orders/orderStatus.ts factsOfStatus); null for any. */
  readonly facts: ReadonlyArray<OrderStatusFacts> | null
  /** An order matches when any part matches: its id starts with `idPrefix`, its email (lower case) contains `email`, the digits of its phone contain `phoneDigits` (orders/orderSearch.ts). */
  readonly text: OrderTextSearch | null
  readonly offset: number
  readonly limit: number
}

export interface OrderSearchPage {
  /** Newest first (placement instant, then id). */
  readonly orders: ReadonlyArray<OrderSummary>
  readonly total: number
}

/**
 * The fulfilment of shop orders (issue 18) in the orders' storage. Every order starts `placed`. Every
 * method is atomic (one transaction in SQL adapters).
 */
export interface FulfilmentRepositoryShape {
  /** The order's fulfilment and its steps, oldest first; none for an unknown or malformed id. */
  readonly fulfilmentOf: (orderId: string) => Effect.Effect<Option.Option<OrderFulfilment>, RepositoryError>
  /**
   * Compare-and-set: the order must be in `from` with payment state `paymentState`, and `from -> to`
   * a legal edge (orders/fulfilment.ts isLegalFulfilment), `shipped` with a tracking number; otherwise
   * IllegalTransition and nothing is written (of two concurrent moves, one wins). NotFound for an
   * unknown order. In the same transaction: the step is recorded; `shipped` stores the tracking
   * number; `delivered` records the delivery instant (the one AccountAreaRepository.deliveredAt
   * answers, the first instant stays); `cancelled` puts the units of every line back in stock and,
   * with `cancelPayment`, moves the payment to cancelled (recorded as a payment event).
   */
  readonly transition: (change: FulfilmentChange) => Effect.Effect<OrderFulfilment, NotFound | IllegalTransition | RepositoryError>
  /** The staff list: a page of the orders the query selects, and how many it selects in all. */
  readonly searchOrders: (query: OrderSearchQuery) => Effect.Effect<OrderSearchPage, RepositoryError>
}

export class FulfilmentRepository extends Context.Service<FulfilmentRepository, FulfilmentRepositoryShape>()(
  "@shop/core/FulfilmentRepository"
) {}
