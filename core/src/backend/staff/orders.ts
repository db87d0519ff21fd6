import { Clock, Effect, Option, Result, Schema } from "effect"
import {
  IllegalTransition,
  notFound,
  PaymentMethodUnavailable,
  ValidationFailed,
  type Forbidden,
  type NotFound,
  type RepositoryError
} from "../../errors.ts"
import { MarketCode } from "../../markets/market.ts"
import {
  FulfilmentTarget,
  fulfilmentNoteMaxLength,
  planFulfilment,
  type OrderFulfilment
} from "../../orders/fulfilment.ts"
import { orderSearchMaxLength, orderTextSearch } from "../../orders/orderSearch.ts"
import { factsOfStatus, orderStatus, OrderStatus } from "../../orders/orderStatus.ts"
import type { Order } from "../../orders/orderTypes.ts"
import { usesGateway } from "../../orders/paymentMethods.ts"
import type { PaymentEvent } from "../../payments/paymentState.ts"
import type { StaffActor } from "../../staff/roles.ts"
import { AccountAreaRepository } from "../account/ports.ts"
import { applyPaymentEvent } from "../payments/paymentMachine.ts"
import { FulfilmentRepository, type OrderSummary } from "../ports/FulfilmentRepository.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { PaymentGateway } from "../ports/PaymentGateway.ts"
import { isPublicId } from "../ports/PublicId.ts"
import { requirePermission } from "./access.ts"
import { audit, type AuditLog } from "./audit.ts"
import { pageWindow, pagingOf, StaffPageParam, staffPageSize } from "./paging.ts"

/**
 * Orders for the shop's staff (issue 18): the list with its filters, one order with everything staff
 * need, and the fulfilment steps (orders/fulfilment.ts). Every use case asks the role first.
 */

/** Orders per page of the staff list. */
export const staffOrdersPageSize = staffPageSize

/** The list's query string: every part optional; `page` from 1. */
export const StaffOrdersQuery = Schema.Struct({
  market: Schema.optional(MarketCode),
  status: Schema.optional(OrderStatus),
  q: Schema.optional(Schema.String.check(Schema.isMaxLength(orderSearchMaxLength))),
  page: Schema.optional(StaffPageParam)
})
export type StaffOrdersQuery = typeof StaffOrdersQuery.Type

/** The transition call's body, as the issue writes it. */
export const StaffOrderTransition = Schema.Struct({
  to: FulfilmentTarget,
  trackingNumber: Schema.optional(Schema.String.check(Schema.isMaxLength(200))),
  note: Schema.optional(Schema.String.check(Schema.isMaxLength(fulfilmentNoteMaxLength * 4)))
})
export type StaffOrderTransition = typeof StaffOrderTransition.Type

export interface StaffOrderRow extends OrderSummary {
  readonly status: OrderStatus
}

export interface StaffOrderList {
  readonly orders: ReadonlyArray<StaffOrderRow>
  readonly page: number
  readonly pageSize: number
  readonly total: number
  readonly pages: number
}

export interface StaffOrderDetail {
  readonly order: Order
  readonly status: OrderStatus
  readonly fulfilment: OrderFulfilment
  readonly paymentEvents: ReadonlyArray<PaymentEvent>
  /** When it was delivered (epoch ms), the start of its return window; null before. */
  readonly deliveredAt: number | null
  /** The buyer's account id; null for a guest's order. */
  readonly customerId: string | null
  /** A paid order cancelled whose refund did not go through yet: cancelling it again retries the refund. */
  readonly refundDue: boolean
}

const rowOf = (summary: OrderSummary): StaffOrderRow => ({
  ...summary,
  status: orderStatus({ fulfilment: summary.fulfilment, paymentMethod: summary.paymentMethod, paymentState: summary.paymentState })
})

/** Orders newest first, filtered by market, status and the search words (orders/orderSearch.ts), 25 a page. */
export const listOrders = Effect.fn("Staff.listOrders")(function*(
  actor: StaffActor,
  query: StaffOrdersQuery
): Effect.fn.Return<StaffOrderList, Forbidden | RepositoryError, FulfilmentRepository> {
  yield* requirePermission(actor, "orders.read")
  const { page, offset, limit } = pageWindow(query.page)
  const found = yield* (yield* FulfilmentRepository).searchOrders({
    market: query.market ?? null,
    facts: query.status === undefined ? null : factsOfStatus(query.status),
    text: query.q === undefined ? null : orderTextSearch(query.q),
    offset,
    limit
  })
  return { orders: found.orders.map(rowOf), ...pagingOf(page, found.total) }
})

const refundDueOf = (order: Order, fulfilment: OrderFulfilment): boolean =>
  fulfilment.state === "cancelled" && order.paymentState === "paid" && usesGateway(order.paymentMethod)

type DetailPorts = OrderRepository | FulfilmentRepository | AccountAreaRepository

const detailOf = (orderId: string) =>
  Effect.gen(function*() {
    if (!isPublicId(orderId)) return yield* Effect.fail(notFound("order", orderId))
    const orders = yield* OrderRepository
    const order = yield* orders.orderById(orderId)
    const fulfilment = yield* (yield* FulfilmentRepository).fulfilmentOf(orderId)
    if (Option.isNone(order) || Option.isNone(fulfilment)) return yield* Effect.fail(notFound("order", orderId))
    const paymentEvents = yield* orders.paymentEvents(orderId)
    const deliveredAt = yield* (yield* AccountAreaRepository).deliveredAt(orderId)
    const owner = yield* orders.ownerOfOrder(orderId)
    const detail: StaffOrderDetail = {
      order: order.value,
      status: orderStatus({ fulfilment: fulfilment.value.state, paymentMethod: order.value.paymentMethod, paymentState: order.value.paymentState }),
      fulfilment: fulfilment.value,
      paymentEvents,
      deliveredAt: Option.getOrNull(deliveredAt),
      customerId: Option.getOrNull(owner),
      refundDue: refundDueOf(order.value, fulfilment.value)
    }
    return detail
  })

/** One order: lines, totals, contact, delivery, payment events, fulfilment history. NotFound for an unknown or malformed id. */
export const orderDetail = Effect.fn("Staff.orderDetail")(function*(
  actor: StaffActor,
  orderId: string
): Effect.fn.Return<StaffOrderDetail, Forbidden | NotFound | RepositoryError, DetailPorts> {
  yield* requirePermission(actor, "orders.read")
  return yield* detailOf(orderId)
})

/**
 * Gives a cancelled order's money back through the gateway (the refund is named after the order, so a
 * retry refunds nothing twice) and records paid -> refunded.
 */
const refundCancelledOrder = (order: Order) =>
  Effect.gen(function*() {
    const paymentId = order.currentPaymentId
    if (paymentId === null) return yield* Effect.die(`paid order ${order.id} names no payment`)
    yield* (yield* PaymentGateway).refund({ refundId: `cancel:${order.id}`, paymentId, amount: order.totals.total })
    const next = applyPaymentEvent(order.paymentState, "refund")
    if (Result.isFailure(next)) return yield* Effect.die(`order ${order.id} cannot be refunded from ${order.paymentState}`)
    const at = yield* Clock.currentTimeMillis
    yield* (yield* OrderRepository).setPaymentState({ orderId: order.id, from: order.paymentState, to: next.success, at, paymentId })
  })

const cannotRefund = () =>
  new PaymentMethodUnavailable({
    method: "card",
    message: "this shop runs without a payment gateway (PAYMENTS=none), which cannot refund: the paid order was not cancelled"
  })

const auditView = (detail: StaffOrderDetail) => ({
  status: detail.status,
  fulfilment: detail.fulfilment.state,
  trackingNumber: detail.fulfilment.trackingNumber,
  paymentState: detail.order.paymentState
})

/**
 * Moves an order one step (orders/fulfilment.ts): packed, shipped and delivered need `orders.fulfil`,
 * cancelled `orders.cancel`. Shipping takes a tracking number; delivery opens the return window;
 * cancelling before shipping gives the stock back and cancels an unpaid payment in one transaction,
 * then refunds a paid one through the gateway (refused up front, nothing written, when the gateway
 * cannot refund). A concurrent step that won makes this one IllegalTransition. Cancelling a cancelled
 * order whose refund failed retries the refund. One audit entry "order.transition" with before/after.
 */
export const transitionOrder = Effect.fn("Staff.transitionOrder")(function*(
  actor: StaffActor,
  orderId: string,
  request: StaffOrderTransition
): Effect.fn.Return<
  StaffOrderDetail,
  Forbidden | NotFound | IllegalTransition | ValidationFailed | PaymentMethodUnavailable | RepositoryError,
  DetailPorts | PaymentGateway | AuditLog
> {
  yield* requirePermission(actor, request.to === "cancelled" ? "orders.cancel" : "orders.fulfil")
  const before = yield* detailOf(orderId)
  const { order, fulfilment } = before
  const gateway = yield* PaymentGateway
  if (request.to === "cancelled" && before.refundDue) {
    if (!gateway.canRefund) return yield* Effect.fail(cannotRefund())
    yield* refundCancelledOrder(order)
  } else {
    const plan = planFulfilment({ state: fulfilment.state, paymentMethod: order.paymentMethod, paymentState: order.paymentState }, request)
    if (Result.isFailure(plan)) {
      const refusal = plan.failure
      return yield* Effect.fail(
        refusal.reason === "invalid"
          ? new ValidationFailed({ fields: refusal.fields, message: "the step is not valid" })
          : new IllegalTransition({ orderId, from: fulfilment.state, to: request.to, message: refusal.message })
      )
    }
    if (plan.success.payment === "refund" && !gateway.canRefund) return yield* Effect.fail(cannotRefund())
    const at = yield* Clock.currentTimeMillis
    yield* (yield* FulfilmentRepository).transition({
      orderId,
      from: plan.success.from,
      to: plan.success.to,
      paymentState: order.paymentState,
      cancelPayment: plan.success.payment === "cancel",
      trackingNumber: plan.success.trackingNumber,
      note: plan.success.note,
      actorId: actor.id,
      actorName: actor.name,
      at
    })
    if (plan.success.payment === "refund") yield* refundCancelledOrder(order)
  }
  const after = yield* detailOf(orderId)
  yield* audit(actor, "order.transition", `order:${orderId}`, auditView(before), { ...auditView(after), note: request.note?.trim() || null })
  return after
})

/**
 * Who acts through the old ADMIN_TOKEN deliveries call (POST /api/account/staff/deliveries/, kept as a
 * thin alias for the e2e): the audit log and the fulfilment history name it as such.
 */
export const adminTokenActor: StaffActor = {
  id: "admin-token",
  email: "admin-token@staff.invalid",
  name: "ADMIN_TOKEN deliveries call",
  role: "admin",
  language: "en"
}

const nextStep = { placed: "packed", packed: "shipped", shipped: "delivered" } as const

/**
 * The ADMIN_TOKEN deliveries call as `delivered` transitions: takes the order through each step it has
 * not taken yet (no step skipped, each one recorded and audited; the parcel named `E2E-<reference>`),
 * by the same rules as the console (an unpaid card order is never packed, a cancelled one never
 * delivered: IllegalTransition). An order delivered already answers its first delivery instant.
 */
export const deliverOrder = Effect.fn("Staff.deliverOrder")(function*(
  actor: StaffActor,
  orderId: string
): Effect.fn.Return<
  { readonly orderId: string; readonly deliveredAt: number },
  Forbidden | NotFound | IllegalTransition | ValidationFailed | PaymentMethodUnavailable | RepositoryError,
  DetailPorts | PaymentGateway | AuditLog
> {
  yield* requirePermission(actor, "orders.fulfil")
  let detail = yield* detailOf(orderId)
  for (let steps = 0; steps < 3 && detail.fulfilment.state !== "delivered"; steps++) {
    const state = detail.fulfilment.state
    if (state === "cancelled") break
    const to = nextStep[state]
    detail = yield* transitionOrder(actor, orderId, {
      to,
      ...(to === "shipped" ? { trackingNumber: `E2E-${orderId.slice(0, 8)}` } : {})
    })
  }
  if (detail.deliveredAt === null) {
    return yield* Effect.fail(new IllegalTransition({ orderId, from: detail.fulfilment.state, to: "delivered", message: `an order that is ${detail.status} cannot be delivered` }))
  }
  return { orderId, deliveredAt: detail.deliveredAt }
})
