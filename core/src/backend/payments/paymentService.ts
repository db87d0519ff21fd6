import { Clock, Effect, Option, Result } from "effect"
import { recordToken, type Reader } from "../access/recordAccess.ts"
import { IllegalTransition, notFound, type NotFound, type RepositoryError } from "../../errors.ts"
import { readableOrder } from "../orders/orderQueries.ts"
import type { Order } from "../../orders/orderTypes.ts"
import { usesGateway } from "../../orders/paymentMethods.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { PaymentGateway, type PaymentSession } from "../ports/PaymentGateway.ts"
import { isPublicId } from "../ports/PublicId.ts"
import type { SecretTokens } from "../ports/SecretTokens.ts"
import { applyPaymentEvent, eventOfOutcome, type PaymentEventName } from "./paymentMachine.ts"
import { paymentPagePath, type PaymentStep } from "../../payments/paymentPages.ts"
import { PaymentOutcome } from "../../payments/paymentState.ts"

/**
 * Payment programs over the OrderRepository (which records every change) and the PaymentGateway.
 * The pages the shopper returns to come from the core route table: payment processing while the
 * gateway decides, payment failed (with a retry button; also for an order cancelled unpaid),
 * thank-you when paid or cash on delivery.
 *
 * The order names its current payment (Order.currentPaymentId). A start moves the order first
 * (compare-and-set, recording the new payment id) and opens the gateway payment only when that move
 * won, so a lost race writes nothing at the gateway; only the current payment's verdict settles the
 * order.
 */

/** The answer of a payment call for an order: its state, its page, and where to go now. */
const stepOf = (order: Order, redirectPath?: string) =>
  Effect.map(recordToken("order", order.id), (token): PaymentStep => ({
    orderId: order.id,
    market: order.market,
    paymentState: order.paymentState,
    redirectPath: redirectPath ?? paymentPagePath(order, token),
    pagePath: paymentPagePath(order, token)
  }))

/** The order behind an id, whoever asks (the gateway's verdict, after its payment token was checked). */
const loadOrder = (orderId: string) =>
  Effect.gen(function*() {
    if (!isPublicId(orderId)) return yield* Effect.fail(notFound("order", orderId))
    const orders = yield* OrderRepository
    const order = yield* orders.orderById(orderId)
    if (Option.isNone(order)) return yield* Effect.fail(notFound("order", orderId))
    return order.value
  })

const refuse = (order: Order, event: PaymentEventName, to: string) =>
  Effect.fail(new IllegalTransition({
    orderId: order.id,
    from: order.paymentState,
    to,
    message: `cannot ${event} a payment that is ${order.paymentState}`
  }))

/** Opens (or, idempotently, opens again) the order's current gateway payment: its page. */
const openCurrentPayment = (order: Order) =>
  Effect.gen(function*() {
    if (order.currentPaymentId === null || !usesGateway(order.paymentMethod)) {
      return yield* Effect.die(`order ${order.id} has no gateway payment to open`)
    }
    const gateway = yield* PaymentGateway
    const started = yield* gateway.start({
      paymentId: order.currentPaymentId,
      orderId: order.id,
      market: order.market,
      amount: order.totals.total,
      method: order.paymentMethod
    })
    return yield* stepOf(order, started.redirectPath)
  })

const isUnderWay = (order: Order): boolean => order.paymentState === "processing" && order.currentPaymentId !== null

/**
 * start or retry. An order already processing answers its pending payment's page again (a double
 * click, a reload, a concurrent start that won). Otherwise the order moves to processing with a
 * new payment id (compare-and-set), and only then is the gateway payment opened.
 */
const sendToGateway = (order: Order, event: "start" | "retry") =>
  Effect.gen(function*() {
    if (!usesGateway(order.paymentMethod)) return yield* refuse(order, event, "processing")
    if (isUnderWay(order)) return yield* openCurrentPayment(order)
    const next = applyPaymentEvent(order.paymentState, event)
    if (Result.isFailure(next)) return yield* refuse(order, event, "processing")
    const orders = yield* OrderRepository
    const paymentId = yield* orders.newPaymentId
    const at = yield* Clock.currentTimeMillis
    const moved = yield* Effect.result(orders.setPaymentState({ orderId: order.id, from: order.paymentState, to: next.success, at, paymentId }))
    if (Result.isSuccess(moved)) return yield* openCurrentPayment(moved.success)
    if (moved.failure._tag !== "IllegalTransition") return yield* Effect.fail(moved.failure)
    // Lost the race: if the winner started a payment, this shopper goes to the same page.
    const now = yield* loadOrder(order.id)
    return isUnderWay(now) ? yield* openCurrentPayment(now) : yield* Effect.fail(moved.failure)
  })

/**
 * Starts paying an order, for a reader who may read it (orders/orderQueries.ts readableOrder; anyone
 * else: NotFound). Cash on delivery needs no gateway: the shopper goes straight to the thank-you page
 * and the state stays `created` (the courier collects). Card and instalments open a gateway payment
 * and move created -> processing; an order already processing answers the pending payment's page.
 */
export const startPayment = Effect.fn("Payments.startPayment")(function*(
  orderId: string,
  reader: Reader
): Effect.fn.Return<PaymentStep, NotFound | IllegalTransition | RepositoryError, OrderRepository | PaymentGateway | SecretTokens> {
  const order = yield* readableOrder(orderId, reader)
  if (!usesGateway(order.paymentMethod)) {
    return yield* stepOf(order)
  }
  return yield* sendToGateway(order, "start")
})

/** A failed payment started again: failed -> processing with a new gateway payment (same readers as start). */
export const retryPayment = Effect.fn("Payments.retryPayment")(function*(
  orderId: string,
  reader: Reader
): Effect.fn.Return<PaymentStep, NotFound | IllegalTransition | RepositoryError, OrderRepository | PaymentGateway | SecretTokens> {
  const order = yield* readableOrder(orderId, reader)
  return yield* sendToGateway(order, "retry")
})

/** The sandbox payment for the holder of its token (the sandbox page); NotFound for anyone else. */
export const sandboxPayment = Effect.fn("Payments.sandboxPayment")(function*(
  paymentId: string,
  token: string
): Effect.fn.Return<PaymentSession, NotFound | RepositoryError, PaymentGateway> {
  if (!isPublicId(paymentId)) return yield* Effect.fail(notFound("payment", paymentId))
  const gateway = yield* PaymentGateway
  const session = yield* gateway.session(paymentId, token)
  if (Option.isNone(session)) return yield* Effect.fail(notFound("payment", paymentId))
  return session.value
})

/**
 * The sandbox page's verdict, for the holder of the payment's token. Checked before anything is
 * settled: the payment must be the order's current one and the order processing (a stale payment,
 * or an order paid, failed or cancelled since, is refused with nothing written). Then the gateway
 * settles the payment and the order records processing -> paid | failed (compare-and-set on the
 * state and the current payment). The shopper goes to the thank-you or the payment-failed page,
 * whose link carries the order's token: the payment token was handed only to whoever started the
 * payment, a reader of the order, so the round trip brings them back to it.
 */
export const completeSandboxPayment = Effect.fn("Payments.completeSandboxPayment")(function*(
  paymentId: string,
  outcome: PaymentOutcome,
  token: string
): Effect.fn.Return<PaymentStep, NotFound | IllegalTransition | RepositoryError, OrderRepository | PaymentGateway | SecretTokens> {
  const session = yield* sandboxPayment(paymentId, token)
  const order = yield* loadOrder(session.orderId)
  const event = eventOfOutcome(outcome)
  if (order.currentPaymentId !== paymentId) {
    return yield* Effect.fail(new IllegalTransition({
      orderId: order.id,
      from: order.paymentState,
      to: outcome,
      message: `payment ${paymentId} is not the order's current payment`
    }))
  }
  const next = applyPaymentEvent(order.paymentState, event)
  if (Result.isFailure(next)) return yield* refuse(order, event, outcome)
  const gateway = yield* PaymentGateway
  yield* gateway.complete(paymentId, outcome, token)
  const orders = yield* OrderRepository
  const at = yield* Clock.currentTimeMillis
  const updated = yield* orders.setPaymentState({ orderId: order.id, from: order.paymentState, to: next.success, at, paymentId })
  return yield* stepOf(updated)
})

/** The payment state of an order and the page that shows it (the processing page polls this), for its readers. */
export const paymentStatus = Effect.fn("Payments.paymentStatus")(function*(
  orderId: string,
  reader: Reader
): Effect.fn.Return<PaymentStep, NotFound | RepositoryError, OrderRepository | SecretTokens> {
  const order = yield* readableOrder(orderId, reader)
  return yield* stepOf(order)
})
