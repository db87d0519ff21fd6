import { Clock, Effect, Option, Result, Schema } from "effect"
import {
  AfterSalesStatus,
  AfterSalesTarget,
  decisionReasonMaxLength,
  planAfterSales,
  refundAmountOf,
  type RefundMethod
} from "../../account/afterSales.ts"
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
import type { Order } from "../../orders/orderTypes.ts"
import { usesGateway } from "../../orders/paymentMethods.ts"
import type { StaffActor, StaffPermission } from "../../staff/roles.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { PaymentGateway } from "../ports/PaymentGateway.ts"
import { isPublicId } from "../ports/PublicId.ts"
import { requirePermission } from "./access.ts"
import { AfterSalesRepository, type AfterSalesCase, type AfterSalesKind } from "./afterSalesPorts.ts"
import { audit, type AuditLog } from "./audit.ts"
import { pageWindow, pagingOf, StaffPageParam } from "./paging.ts"

/**
 * Return requests and warranty claims for the shop's staff (issue 18): the list, one request with its
 * order, and the steps of account/afterSales.ts: accept or refuse with a reason (returns.decide), mark
 * the device received (returns.receive), refund (returns.refund). Warranty claims take the same
 * permissions: the same people handle both. Every use case asks the role first.
 */


export const StaffAfterSalesQuery = Schema.Struct({
  market: Schema.optional(MarketCode),
  status: Schema.optional(AfterSalesStatus),
  page: Schema.optional(StaffPageParam)
})
export type StaffAfterSalesQuery = typeof StaffAfterSalesQuery.Type

export const StaffAfterSalesTransition = Schema.Struct({
  to: AfterSalesTarget,
  reason: Schema.optional(Schema.String.check(Schema.isMaxLength(decisionReasonMaxLength * 4)))
})
export type StaffAfterSalesTransition = typeof StaffAfterSalesTransition.Type

export interface StaffAfterSalesList {
  readonly cases: ReadonlyArray<AfterSalesCase>
  readonly page: number
  readonly pageSize: number
  readonly total: number
  readonly pages: number
}

export interface StaffAfterSalesDetail {
  readonly request: AfterSalesCase
  readonly order: Order
  /** What a refund would give back now: the lines it names, as the order priced them. */
  readonly refundAmount: number
  /** How it would be given back: through the gateway for a paid card or instalment order, else by bank transfer. */
  readonly refundMethod: RefundMethod
}

const permissionFor = (to: AfterSalesTarget): StaffPermission =>
  to === "received" ? "returns.receive" : to === "refunded" ? "returns.refund" : "returns.decide"

/** Newest first, filtered by market and status, 25 a page. */
export const listAfterSales = Effect.fn("Staff.listAfterSales")(function*(
  actor: StaffActor,
  kind: AfterSalesKind,
  query: StaffAfterSalesQuery
): Effect.fn.Return<StaffAfterSalesList, Forbidden | RepositoryError, AfterSalesRepository> {
  yield* requirePermission(actor, "returns.read")
  const { page, offset, limit } = pageWindow(query.page)
  const found = yield* (yield* AfterSalesRepository).listCases(kind, { market: query.market ?? null, status: query.status ?? null, offset, limit })
  return { cases: found.cases, ...pagingOf(page, found.total) }
})

const refundMethodOf = (order: Order): RefundMethod =>
  usesGateway(order.paymentMethod) && order.paymentState === "paid" && order.currentPaymentId !== null ? "gateway" : "transfer"

const detailOf = (kind: AfterSalesKind, id: string) =>
  Effect.gen(function*() {
    if (!isPublicId(id)) return yield* Effect.fail(notFound(kind, id))
    const request = yield* (yield* AfterSalesRepository).caseById(kind, id)
    if (Option.isNone(request)) return yield* Effect.fail(notFound(kind, id))
    const order = yield* (yield* OrderRepository).orderById(request.value.orderId)
    if (Option.isNone(order)) return yield* Effect.fail(notFound(kind, id))
    const detail: StaffAfterSalesDetail = {
      request: request.value,
      order: order.value,
      refundAmount: refundAmountOf(order.value.lines, request.value.lines),
      refundMethod: refundMethodOf(order.value)
    }
    return detail
  })

/** One request with its order; NotFound for an unknown or malformed id. */
export const afterSalesDetail = Effect.fn("Staff.afterSalesDetail")(function*(
  actor: StaffActor,
  kind: AfterSalesKind,
  id: string
): Effect.fn.Return<StaffAfterSalesDetail, Forbidden | NotFound | RepositoryError, AfterSalesRepository | OrderRepository> {
  yield* requirePermission(actor, "returns.read")
  return yield* detailOf(kind, id)
})

/**
 * One step of a return or a claim. A refund gives back what the request's lines cost (refundAmountOf):
 * through the gateway for a paid card or instalment order (refund named `<kind>:<id>`, so a retry after
 * a lost answer refunds nothing twice; refused up front when the gateway cannot refund), else recorded
 * as a bank transfer support makes. The step is a compare-and-set: of two at once, one wins. One audit
 * entry "<kind>.transition" with before/after.
 */
export const transitionAfterSales = Effect.fn("Staff.transitionAfterSales")(function*(
  actor: StaffActor,
  kind: AfterSalesKind,
  id: string,
  request: StaffAfterSalesTransition
): Effect.fn.Return<
  StaffAfterSalesDetail,
  Forbidden | NotFound | IllegalTransition | ValidationFailed | PaymentMethodUnavailable | RepositoryError,
  AfterSalesRepository | OrderRepository | PaymentGateway | AuditLog
> {
  yield* requirePermission(actor, permissionFor(request.to))
  const before = yield* detailOf(kind, id)
  const plan = planAfterSales(before.request.status, request)
  if (Result.isFailure(plan)) {
    const refusal = plan.failure
    return yield* Effect.fail(
      refusal.reason === "invalid"
        ? new ValidationFailed({ fields: refusal.fields, message: "the step is not valid" })
        : new IllegalTransition({ orderId: before.order.id, from: before.request.status, to: request.to, message: refusal.message })
    )
  }
  let refund: { readonly amount: number; readonly method: RefundMethod } | null = null
  if (request.to === "refunded") {
    const gateway = yield* PaymentGateway
    const paymentId = before.order.currentPaymentId
    if (before.refundMethod === "gateway" && paymentId !== null) {
      if (!gateway.canRefund) {
        return yield* Effect.fail(new PaymentMethodUnavailable({ method: before.order.paymentMethod, message: "this shop runs without a payment gateway (PAYMENTS=none), which cannot refund" }))
      }
      yield* gateway.refund({ refundId: `${kind}:${id}`, paymentId, amount: before.refundAmount })
    }
    refund = { amount: before.refundAmount, method: before.refundMethod }
  }
  const at = yield* Clock.currentTimeMillis
  yield* (yield* AfterSalesRepository).moveCase(kind, { id, from: plan.success.from, to: plan.success.to, at, reason: plan.success.reason, refund })
  const after = yield* detailOf(kind, id)
  const view = (detail: StaffAfterSalesDetail) => ({
    status: detail.request.status,
    decisionReason: detail.request.decisionReason,
    refundAmount: detail.request.refundAmount,
    refundMethod: detail.request.refundMethod
  })
  yield* audit(actor, `${kind}.transition`, `${kind}:${id}`, view(before), view(after))
  return after
})
