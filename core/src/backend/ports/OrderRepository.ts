import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { IdempotencyConflict, IllegalTransition, NotFound, ProductOutOfStock, RepositoryError } from "../errors.ts"
import type { Order, PricedOrder } from "../orders/orderTypes.ts"
import type { PaymentEvent, PaymentState } from "../payments/paymentState.ts"

export interface PaymentStateChange {
  readonly orderId: string
  readonly from: PaymentState
  readonly to: PaymentState
  /** Epoch ms. */
  readonly at: number
  readonly paymentId: string | null
}

/**
 * Orders and their payment history. Every method is atomic (one transaction in SQL adapters).
 */
export interface OrderRepositoryShape {
  /**
   * Stores the order with payment state `created`, decrementing the stock of every unit (each line
   * is one unit; two lines of one product need two units). If any product has fewer units than
   * asked, or is unknown in the order's market, fails with ProductOutOfStock for the first such
   * product (in line order) and writes nothing. If `idempotencyKey` was used before: with the same
   * `fingerprint` it answers the stored order and changes nothing; with another fingerprint it
   * fails with IdempotencyConflict. Concurrent calls behave as if run one after the other.
   */
  readonly placeOrder: (
    order: PricedOrder,
    idempotencyKey: string
  ) => Effect.Effect<Order, ProductOutOfStock | IdempotencyConflict | RepositoryError>
  readonly orderById: (id: string) => Effect.Effect<Option.Option<Order>, RepositoryError>
  /**
   * Compare-and-set of the payment state: fails with NotFound for an unknown order, and with
   * IllegalTransition (writing nothing) when the order is not in `from` or `from -> to` is not a
   * legal edge (payments/paymentState.ts isLegalTransition). On success records a PaymentEvent.
   */
  readonly setPaymentState: (
    change: PaymentStateChange
  ) => Effect.Effect<Order, NotFound | IllegalTransition | RepositoryError>
  /** The recorded changes of an order, oldest first (empty for an unknown order). */
  readonly paymentEvents: (orderId: string) => Effect.Effect<ReadonlyArray<PaymentEvent>, RepositoryError>
}

export class OrderRepository extends Context.Service<OrderRepository, OrderRepositoryShape>()(
  "@shop/core/OrderRepository"
) {}
