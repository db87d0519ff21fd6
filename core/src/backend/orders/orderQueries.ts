import { Effect, Option } from "effect"
import { notFound, type NotFound, type RepositoryError } from "../errors.ts"
import type { PaymentEvent } from "../payments/paymentState.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { isPublicId } from "../ports/PublicId.ts"
import type { Order } from "./orderTypes.ts"

/**
 * An order with its payment history, for the thank-you and payment pages. The order id is the only
 * key: adapters make ids unguessable (random UUIDs, ports/PublicId.ts), since the id is what the
 * shopper holds; any other id names nothing.
 */
export const orderWithPayments = (
  orderId: string
): Effect.Effect<{ readonly order: Order; readonly payments: ReadonlyArray<PaymentEvent> }, NotFound | RepositoryError, OrderRepository> =>
  Effect.gen(function*() {
    if (!isPublicId(orderId)) return yield* Effect.fail(notFound("order", orderId))
    const orders = yield* OrderRepository
    const order = yield* orders.orderById(orderId)
    if (Option.isNone(order)) return yield* Effect.fail(notFound("order", orderId))
    return { order: order.value, payments: yield* orders.paymentEvents(orderId) }
  })
