import { Effect, Layer, Option } from "effect"
import { isLegalAfterSales, type AfterSalesProgress } from "@shop/core/account/afterSales"
import { IllegalTransition, type NotFound, notFound } from "@shop/core/errors"
import type { StoredReturn } from "@shop/core/backend/account/ports"
import type { StoredWarrantyClaim } from "@shop/core/backend/account/warrantyPorts"
import {
  AfterSalesRepository,
  type AfterSalesCase,
  type AfterSalesChange,
  type AfterSalesKind
} from "@shop/core/backend/staff/afterSalesPorts"
import type { MemoryState } from "./memoryState.ts"

const progressOf = (row: AfterSalesProgress): AfterSalesProgress => ({
  status: row.status,
  decisionReason: row.decisionReason,
  decidedAt: row.decidedAt,
  receivedAt: row.receivedAt,
  refundedAt: row.refundedAt,
  refundAmount: row.refundAmount,
  refundMethod: row.refundMethod
})

/** The progress after a step (the repository only records what core decided). */
export const progressAfter = (before: AfterSalesProgress, change: AfterSalesChange): AfterSalesProgress => ({
  ...before,
  status: change.to,
  ...(change.to === "accepted" || change.to === "refused" ? { decisionReason: change.reason, decidedAt: change.at } : {}),
  ...(change.to === "received" ? { receivedAt: change.at } : {}),
  ...(change.to === "refunded" ? { refundedAt: change.at, refundAmount: change.refund?.amount ?? null, refundMethod: change.refund?.method ?? null } : {})
})

/** AfterSalesRepository over a memory backend's return requests and warranty claims. */
export const makeAfterSalesRepositoryMemory = (state: MemoryState) => {
  const rowsOf = (kind: AfterSalesKind): Array<StoredReturn | StoredWarrantyClaim> => kind === "return" ? state.returns : state.warrantyClaims
  const caseOf = (kind: AfterSalesKind, row: StoredReturn | StoredWarrantyClaim): AfterSalesCase | undefined => {
    const order = state.orders.get(row.orderId)
    if (order === undefined) return undefined
    return {
      ...progressOf(row),
      kind,
      id: row.id,
      orderId: row.orderId,
      market: order.market,
      userId: row.userId,
      lines: "lines" in row ? [...row.lines] : [row.line],
      text: "reason" in row ? row.reason : row.problem,
      courierAddress: row.courierAddress,
      pickupDate: row.pickupDate,
      createdAt: row.createdAt
    }
  }
  return AfterSalesRepository.of({
    listCases: (kind, query) =>
      Effect.sync(() => {
        const all = rowsOf(kind)
          .flatMap((row) => {
            const found = caseOf(kind, row)
            return found === undefined ? [] : [found]
          })
          .filter((c) => (query.market === null || c.market === query.market) && (query.status === null || c.status === query.status))
          .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
        return { cases: all.slice(query.offset, query.offset + query.limit), total: all.length }
      }),
    caseById: (kind, id) =>
      Effect.sync(() => {
        const row = rowsOf(kind).find((r) => r.id === id)
        return Option.fromNullishOr(row === undefined ? undefined : caseOf(kind, row))
      }),
    moveCase: (kind, change) =>
      Effect.suspend((): Effect.Effect<AfterSalesCase, NotFound | IllegalTransition> => {
        const rows = rowsOf(kind)
        const index = rows.findIndex((r) => r.id === change.id)
        const row = rows[index]
        if (row === undefined) return Effect.fail(notFound(kind, change.id))
        if (row.status !== change.from || !isLegalAfterSales(change.from, change.to)) {
          return Effect.fail(new IllegalTransition({
            orderId: row.orderId,
            from: row.status,
            to: change.to,
            message: `cannot move the ${kind} ${change.id} from ${row.status} (expected ${change.from}) to ${change.to}`
          }))
        }
        const moved = { ...row, ...progressAfter(row, change) }
        rows[index] = moved
        const found = caseOf(kind, moved)
        return found === undefined ? Effect.die(`order ${row.orderId} vanished`) : Effect.succeed(found)
      })
  })
}

export const afterSalesRepositoryMemoryLayer = (state: MemoryState) =>
  Layer.succeed(AfterSalesRepository, makeAfterSalesRepositoryMemory(state))
