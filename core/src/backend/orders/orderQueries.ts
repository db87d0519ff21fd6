import { Effect, Option } from "effect"
import { mayRead, type Reader, recordToken } from "../access/recordAccess.ts"
import { notFound, type NotFound, type RepositoryError } from "../../errors.ts"
import type { PaymentEvent } from "../../payments/paymentState.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { isPublicId } from "../ports/PublicId.ts"
import type { SecretTokens } from "../ports/SecretTokens.ts"
import type { Order } from "../../orders/orderTypes.ts"

/**
 * The order behind an id, for a reader core's access rule lets read it (access/recordAccess.ts: the
 * owner's session, or a guest order's token). An id that is not a UUID, an unknown id and an order
 * the reader may not read are the same NotFound: the answer never confirms that an order exists.
 */
export const readableOrder = Effect.fn("Orders.readableOrder")(function*(
  orderId: string,
  reader: Reader
): Effect.fn.Return<Order, NotFound | RepositoryError, OrderRepository | SecretTokens> {
  if (!isPublicId(orderId)) return yield* Effect.fail(notFound("order", orderId))
  const orders = yield* OrderRepository
  const order = yield* orders.orderById(orderId)
  if (Option.isNone(order)) return yield* Effect.fail(notFound("order", orderId))
  const owner = Option.getOrNull(yield* orders.ownerOfOrder(orderId))
  if (!(yield* mayRead("order", { id: orderId, owner }, reader))) return yield* Effect.fail(notFound("order", orderId))
  return order.value
})

/**
 * An order with its payment history, for the thank-you and payment pages and GET /api/orders/{id}/,
 * for a reader who may read it (readableOrder); `orderToken` is the token its links carry.
 */
export const orderWithPayments = Effect.fn("Orders.orderWithPayments")(function*(
  orderId: string,
  reader: Reader
): Effect.fn.Return<
  { readonly order: Order; readonly payments: ReadonlyArray<PaymentEvent>; readonly orderToken: string },
  NotFound | RepositoryError,
  OrderRepository | SecretTokens
> {
  const order = yield* readableOrder(orderId, reader)
  const payments = yield* (yield* OrderRepository).paymentEvents(orderId)
  return { order, payments, orderToken: yield* recordToken("order", order.id) }
})
