import { Clock, Effect, Option, Result, Schema } from "effect"
import { tradeInPayoutDetails, tradeInPayoutOf } from "../orders/tradeInPayout.ts"
import { IllegalTransition, notFound, ValidationFailed, type Forbidden, type NotFound, type RepositoryError } from "../../errors.ts"
import { MarketCode } from "../../markets/market.ts"
import type { SellOrderMove, SellOrderProgress } from "../../sell/sellOrderStatus.ts"
import {
  isInstantSellOrder,
  planSellOrderMove,
  staffStepsFor,
  type PlannedSellOrderStep,
  type SellOrderStep,
  type SellOrderStepRefusal
} from "../../sell/sellOrderSteps.ts"
import { SellOrderStatus, type StoredSellOrder } from "../../sell/sellTypes.ts"
import type { StaffActor } from "../../staff/roles.ts"
import { sellOrderActionsFor, sellOrderPermissionFor } from "../../staff/sellOrderActions.ts"
import { isPublicId } from "../ports/PublicId.ts"
import type { SellCatalogRepository } from "../ports/SellCatalogRepository.ts"
import { SellOrderRepository } from "../ports/SellOrderRepository.ts"
import { settleLapse } from "../sell/counterOffers.ts"
import { inspectSellOrder } from "../sell/inspectSellOrder.ts"
import { SellerNotices } from "../sell/sellerNotices.ts"
import { requirePermission } from "./access.ts"
import { audit, type AuditLog } from "./audit.ts"
import {
  pickupOf,
  staffDetailOf,
  staffRowOf,
  type StaffSellOrderDetail,
  type StaffSellOrderList
} from "./sellOrderViews.ts"

/** Sell orders per page of the staff list. */
export const SELL_ORDERS_PAGE_SIZE = 25

/**
 * GET /api/staff/sell-orders/?market=&status=&page= as the console's filters send it: an empty value
 * is "any"; page is 1 .. 9999 (default 1).
 */
export const StaffSellOrderQuery = Schema.Struct({
  market: Schema.optionalKey(Schema.Union([MarketCode, Schema.Literal("")])),
  status: Schema.optionalKey(Schema.Union([SellOrderStatus, Schema.Literal("")])),
  page: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^(|[1-9]\d{0,3})$/)))
})
export type StaffSellOrderQuery = typeof StaffSellOrderQuery.Type

/** The staff's sell-order list: newest first, 25 a page (a page past the end is empty, with the total). */
export const listSellOrders = Effect.fn("Staff.listSellOrders")(function*(
  actor: StaffActor,
  query: StaffSellOrderQuery
): Effect.fn.Return<StaffSellOrderList, Forbidden | RepositoryError, SellOrderRepository> {
  yield* requirePermission(actor, "sellOrders.read")
  const page = query.page === undefined || query.page === "" ? 1 : Number(query.page)
  const filter = {
    ...(query.market === undefined || query.market === "" ? {} : { market: query.market }),
    ...(query.status === undefined || query.status === "" ? {} : { status: query.status })
  }
  const found = yield* (yield* SellOrderRepository).list(filter, (page - 1) * SELL_ORDERS_PAGE_SIZE, SELL_ORDERS_PAGE_SIZE)
  return { orders: found.orders.map(staffRowOf), page, pageSize: SELL_ORDERS_PAGE_SIZE, total: found.total }
})

/** The order and its progress; NotFound for an unknown or malformed id. */
const orderAndProgress = (sellOrderId: string): Effect.Effect<
  { readonly order: StoredSellOrder; readonly progress: SellOrderProgress },
  NotFound | RepositoryError,
  SellOrderRepository
> =>
  Effect.gen(function*() {
    if (!isPublicId(sellOrderId)) return yield* Effect.fail(notFound("sell order", sellOrderId))
    const repo = yield* SellOrderRepository
    const order = yield* repo.byId(sellOrderId)
    const progress = yield* repo.progressOf(sellOrderId)
    if (Option.isNone(order) || Option.isNone(progress)) return yield* Effect.fail(notFound("sell order", sellOrderId))
    return { order: order.value, progress: progress.value }
  })

/** One sell order for staff: devices and answers, the offer, the seller's contact and payout details, the history, the actions they may take. A counter-offer past its time is settled by the lapse rule first. */
export const sellOrderDetail = Effect.fn("Staff.sellOrderDetail")(function*(
  actor: StaffActor,
  sellOrderId: string
): Effect.fn.Return<StaffSellOrderDetail, Forbidden | NotFound | RepositoryError, SellOrderRepository | SellCatalogRepository | SellerNotices> {
  yield* requirePermission(actor, "sellOrders.read")
  const { order, progress: stored } = yield* orderAndProgress(sellOrderId)
  const progress = yield* settleLapse(order, stored)
  return yield* staffDetailOf({ ...order, status: progress.status }, progress, sellOrderActionsFor(actor.role, progress, isInstantSellOrder(order.payload.products)))
})

/** What the audit log keeps of a move: the status, the step and its record (never the seller's account number). */
const auditedMove = (move: SellOrderMove) => {
  const base = { status: move.to, step: move.kind, note: move.event.note }
  switch (move.kind) {
    case "received": return { ...base, arrival: move.arrival }
    case "inspected": return move.to === "evaluated"
      ? { ...base, inspection: move.inspection, evaluation: move.evaluation }
      : { ...base, inspection: move.inspection, counterOffer: move.counterOffer }
    case "reconciled": return { ...base, inspection: move.inspection }
    case "decided": return { ...base, decision: move.decision }
    case "paid": {
      const { account: _account, ...payout } = move.payout
      return { ...base, payout }
    }
    case "returned": return { ...base, returned: move.returned }
    case "cancelled": return base
  }
}

const refused = (sellOrderId: string, from: string, to: string, refusal: SellOrderStepRefusal) =>
  Effect.fail(refusal.kind === "illegal"
    ? new IllegalTransition({ orderId: sellOrderId, from, to, message: refusal.message })
    : new ValidationFailed({ fields: { ...refusal.fields }, message: refusal.message }))

/**
 * Moves a sell order on (POST /api/staff/sell-orders/{id}/transition/): the step's permission first
 * (sellOrders.receive, .inspect, .pay, .return, .cancel), then core's rules (sellOrderSteps.ts): a
 * step the status does not allow (checked before anything is priced), or a payout with no payout
 * details, is an IllegalTransition (409); a bad value a ValidationFailed naming the field (422). The
 * inspected step is checked and priced by inspectSellOrder (the quote's own pricing), then core
 * decides evaluated or counter-offered (or records a paid instant-sell order's reconciliation).
 * Stored compare-and-set, so of two staff members moving one order at once one wins and the other gets
 * IllegalTransition. Audited as "sellOrder.transition"; the seller is told (SellerNotices) after the
 * move is stored. Answers the order as sellOrderDetail shows it.
 */
export const transitionSellOrder = Effect.fn("Staff.transitionSellOrder")(function*(
  actor: StaffActor,
  sellOrderId: string,
  step: SellOrderStep
): Effect.fn.Return<
  StaffSellOrderDetail,
  Forbidden | NotFound | IllegalTransition | ValidationFailed | RepositoryError,
  SellOrderRepository | SellCatalogRepository | AuditLog | SellerNotices
> {
  yield* requirePermission(actor, sellOrderPermissionFor[step.to])
  const { order, progress: stored } = yield* orderAndProgress(sellOrderId)
  const progress = yield* settleLapse(order, stored)
  const instant = isInstantSellOrder(order.payload.products)
  const at = yield* Clock.currentTimeMillis
  if (!staffStepsFor(progress, instant).includes(step.to)) {
    return yield* refused(sellOrderId, progress.status, step.to, {
      kind: "illegal",
      message: `a sell order ${progress.status} cannot be ${step.to}${instant ? " (instant sell)" : ""}`
    })
  }
  const planned: PlannedSellOrderStep = step.to === "inspected"
    ? { to: "inspected", inspection: yield* inspectSellOrder(order, progress, step, actor.id, at) }
    : step
  // Issue 19 trade-in (helper "tradein"): how a purchase's trade-in is paid out (backend/orders/tradeInPayout.ts).
  const tradeInPayout = yield* tradeInPayoutOf(sellOrderId)
  const move = planSellOrderMove(progress, planned, {
    market: order.payload.countryCode,
    offer: order.payload.totalEstimatedOffer,
    instant,
    pickup: pickupOf(order),
    payoutDetails: tradeInPayoutDetails(tradeInPayout, order.payload.paymentDetails),
    actor: { id: actor.id, name: actor.name },
    at
  })
  if (Result.isFailure(move)) return yield* refused(sellOrderId, progress.status, step.to, move.failure)
  const next = yield* (yield* SellOrderRepository).move(sellOrderId, move.success)
  yield* audit(actor, "sellOrder.transition", `sellOrder:${sellOrderId}`, { status: progress.status }, auditedMove(move.success))
  const moved = { ...order, status: next.status }
  yield* (yield* SellerNotices).changed(moved, next)
  return yield* staffDetailOf(moved, next, sellOrderActionsFor(actor.role, next, instant))
})
