import { Clock, Effect, Option, Result, Schema } from "effect"
import { MarketCode } from "../../markets/market.ts"
import { pathOf } from "../../routes/router.ts"
import { IllegalTransition, notFound, type NotFound, type RepositoryError } from "../errors.ts"
import type { Order } from "../orders/orderTypes.ts"
import { usesGateway } from "../orders/paymentMethods.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { PaymentGateway } from "../ports/PaymentGateway.ts"
import { applyPaymentEvent, eventOfOutcome, type PaymentEventName } from "./paymentMachine.ts"
import { PaymentOutcome, PaymentState } from "./paymentState.ts"

/**
 * Payment programs over the OrderRepository (which records every change) and the PaymentGateway.
 * The pages the shopper returns to come from the core route table: payment processing while the
 * gateway decides, payment failed (with a retry button), thank-you when paid or cash on delivery.
 */

export type PaymentPage = "paymentProcessing" | "paymentFailed" | "thankYou"

/** Where the shopper goes now. `redirectPath` is the gateway page when a payment was started. */
export const PaymentStep = Schema.Struct({
  orderId: Schema.String,
  market: MarketCode,
  paymentState: PaymentState,
  paymentId: Schema.NullOr(Schema.String),
  redirectPath: Schema.String,
  /** The storefront page for this state (processing, failed or thank-you). */
  pagePath: Schema.String
})
export type PaymentStep = typeof PaymentStep.Type

export const pageOfState = (order: Order): PaymentPage =>
  order.paymentMethod === "cash-on-delivery" || order.paymentState === "paid"
    ? "thankYou"
    : order.paymentState === "failed"
    ? "paymentFailed"
    : "paymentProcessing"

const pagePath = (order: Order): string => pathOf(order.market, pageOfState(order))

const loadOrder = (orderId: string) =>
  Effect.gen(function*() {
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

/** start or retry: a new gateway payment, then the recorded move to processing. */
const sendToGateway = (order: Order, event: "start" | "retry") =>
  Effect.gen(function*() {
    const next = applyPaymentEvent(order.paymentState, event)
    if (Result.isFailure(next)) return yield* refuse(order, event, "processing")
    if (!usesGateway(order.paymentMethod)) return yield* refuse(order, event, "processing")
    const gateway = yield* PaymentGateway
    // Gateway first: a gateway failure leaves the order as it was; a lost race below leaves an
    // unused pending payment at the gateway, which is harmless.
    const started = yield* gateway.start({
      orderId: order.id,
      market: order.market,
      amount: order.totals.total,
      method: order.paymentMethod
    })
    const orders = yield* OrderRepository
    const at = yield* Clock.currentTimeMillis
    const updated = yield* orders.setPaymentState({
      orderId: order.id,
      from: order.paymentState,
      to: next.success,
      at,
      paymentId: started.paymentId
    })
    return {
      orderId: updated.id,
      market: updated.market,
      paymentState: updated.paymentState,
      paymentId: started.paymentId,
      redirectPath: started.redirectPath,
      pagePath: pagePath(updated)
    } satisfies PaymentStep
  })

/**
 * Starts paying an order. Cash on delivery needs no gateway: the shopper goes straight to the
 * thank-you page and the state stays `created` (the courier collects). Card and instalments open a
 * gateway payment and move created -> processing.
 */
export const startPayment = (
  orderId: string
): Effect.Effect<PaymentStep, NotFound | IllegalTransition | RepositoryError, OrderRepository | PaymentGateway> =>
  Effect.gen(function*() {
    const order = yield* loadOrder(orderId)
    if (!usesGateway(order.paymentMethod)) {
      const thankYou = pathOf(order.market, "thankYou")
      return { orderId, market: order.market, paymentState: order.paymentState, paymentId: null, redirectPath: thankYou, pagePath: thankYou }
    }
    return yield* sendToGateway(order, "start")
  })

/** A failed payment started again: failed -> processing with a new gateway payment. */
export const retryPayment = (
  orderId: string
): Effect.Effect<PaymentStep, NotFound | IllegalTransition | RepositoryError, OrderRepository | PaymentGateway> =>
  Effect.flatMap(loadOrder(orderId), (order) => sendToGateway(order, "retry"))

/**
 * The sandbox page's verdict: settles the gateway payment, then records processing -> paid | failed.
 * The shopper goes to the thank-you or the payment-failed page.
 */
export const completeSandboxPayment = (
  paymentId: string,
  outcome: PaymentOutcome
): Effect.Effect<PaymentStep, NotFound | IllegalTransition | RepositoryError, OrderRepository | PaymentGateway> =>
  Effect.gen(function*() {
    const gateway = yield* PaymentGateway
    const session = yield* gateway.complete(paymentId, outcome)
    const order = yield* loadOrder(session.orderId)
    const event = eventOfOutcome(outcome)
    const next = applyPaymentEvent(order.paymentState, event)
    if (Result.isFailure(next)) return yield* refuse(order, event, outcome)
    const orders = yield* OrderRepository
    const at = yield* Clock.currentTimeMillis
    const updated = yield* orders.setPaymentState({ orderId: order.id, from: order.paymentState, to: next.success, at, paymentId })
    const page = pagePath(updated)
    return { orderId: updated.id, market: updated.market, paymentState: updated.paymentState, paymentId, redirectPath: page, pagePath: page }
  })

/** The payment state of an order and the page that shows it (the processing page polls this). */
export const paymentStatus = (
  orderId: string
): Effect.Effect<PaymentStep, NotFound | RepositoryError, OrderRepository> =>
  Effect.gen(function*() {
    const order = yield* loadOrder(orderId)
    const orders = yield* OrderRepository
    const events = yield* orders.paymentEvents(orderId)
    const page = pagePath(order)
    return {
      orderId,
      market: order.market,
      paymentState: order.paymentState,
      paymentId: events.at(-1)?.paymentId ?? null,
      redirectPath: page,
      pagePath: page
    }
  })
