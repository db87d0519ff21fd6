import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { IdempotencyConflict, IllegalTransition, NotFound, ProductOutOfStock, RepositoryError } from "../../errors.ts"
import type { Order, PaymentMethod, PricedOrder } from "../../orders/orderTypes.ts"
import type { PaymentEvent, PaymentState } from "../../payments/paymentState.ts"

export interface PaymentStateChange {
  readonly orderId: string
  readonly from: PaymentState
  readonly to: PaymentState
  /** Epoch ms. */
  readonly at: number
  /**
   * The gateway payment the change belongs to. A move to `processing` makes it the order's current
   * payment (`Order.currentPaymentId`); any other move happens only while it IS the order's current
   * payment (null before the first), so the verdict on an older payment never settles the order.
   */
  readonly paymentId: string | null
}

/** Which unpaid orders to cancel (payments/expiry.ts decides; the repository only executes). */
export interface ExpiryCutoff {
  /** Orders placed strictly before this instant (epoch ms) are due. */
  readonly placedBefore: number
  /** When the cancellation is recorded (epoch ms). */
  readonly at: number
  /** Only orders paid this way expire (cash on delivery never does). */
  readonly paymentMethods: ReadonlyArray<PaymentMethod>
  /** Only orders in these states expire; each moves to `cancelled`. */
  readonly states: ReadonlyArray<PaymentState>
}

/**
 * Orders and their payment history. Every method is atomic (one transaction in SQL adapters).
 * Order ids and payment ids are random UUIDs (ports/PublicId.ts); any id that is not a UUID names no
 * order. Who may read an order is core's rule (access/recordAccess.ts), over the owner stored here.
 */
export interface OrderRepositoryShape {
  /**
   * Stores the order with payment state `created` and no current payment, decrementing the stock of
   * every unit (each line is one unit; two lines of one product need two units). If any product has
   * fewer units than asked, or is unknown in the order's market, fails with ProductOutOfStock for
   * the first such product (in line order) and writes nothing. If `idempotencyKey` was used before:
   * with the same `fingerprint` it answers the stored order and changes nothing; with another
   * fingerprint it fails with IdempotencyConflict. Concurrent calls behave as if run one after the other.
   *
   * `owner` is the account the order belongs to (the id of an existing user, from the placing
   * request's session; null for a guest), stored in the same transaction as the order: an order is
   * never seen without its owner. A repeated key changes no owner: the stored order keeps the one it
   * was placed with (ownerOfOrder tells it).
   */
  readonly placeOrder: (
    order: PricedOrder,
    idempotencyKey: string,
    owner: string | null
  ) => Effect.Effect<Order, ProductOutOfStock | IdempotencyConflict | RepositoryError>
  readonly orderById: (id: string) => Effect.Effect<Option.Option<Order>, RepositoryError>
  /** The account an order was placed by; none for a guest's order, an unknown or a malformed id. */
  readonly ownerOfOrder: (orderId: string) => Effect.Effect<Option.Option<string>, RepositoryError>
  /**
   * Compare-and-set of the payment state: fails with NotFound for an unknown order, and with
   * IllegalTransition (writing nothing) when the order is not in `from`, when `from -> to` is not a
   * legal edge (payments/paymentState.ts isLegalTransition), or when the change is not a move to
   * `processing` and `paymentId` is not the order's current payment. On success records a
   * PaymentEvent (and, for a move to `processing`, makes `paymentId` the current payment).
   */
  readonly setPaymentState: (
    change: PaymentStateChange
  ) => Effect.Effect<Order, NotFound | IllegalTransition | RepositoryError>
  /** The recorded changes of an order, oldest first (empty for an unknown order). */
  readonly paymentEvents: (orderId: string) => Effect.Effect<ReadonlyArray<PaymentEvent>, RepositoryError>
  /** A fresh, unguessable id (a random UUID) for the next gateway payment of an order. */
  readonly newPaymentId: Effect.Effect<string>
  /**
   * Cancels the orders the cutoff names: each moves to `cancelled` (recorded as a PaymentEvent with
   * its current payment id), and the units of its lines go back to stock, all in one transaction.
   * An order being changed at the same moment is left for the next sweep. Answers the ids cancelled.
   */
  readonly expireUnpaid: (cutoff: ExpiryCutoff) => Effect.Effect<ReadonlyArray<string>, RepositoryError>
}

export class OrderRepository extends Context.Service<OrderRepository, OrderRepositoryShape>()(
  "@shop/core/OrderRepository"
) {}
