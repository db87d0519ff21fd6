import { and, count, desc, eq, type SQL } from "drizzle-orm"
import { Effect, Layer, Option, Schema } from "effect"
import { isLegalAfterSales } from "@shop/core/account/afterSales"
import { IllegalTransition, notFound } from "@shop/core/errors"
import {
  AfterSalesRepository,
  type AfterSalesCase,
  type AfterSalesChange,
  type AfterSalesKind,
  type AfterSalesQuery
} from "@shop/core/backend/staff/afterSalesPorts"
import { Database, query, type DatabaseShape, type Db } from "../Database.ts"
import { returns } from "../schema/account.ts"
import { orders } from "../schema/orders.ts"
import { warrantyClaims } from "../schema/warranty.ts"
import { progressOfRow } from "./afterSalesRow.ts"
import { orRepositoryError, parseUuid } from "./support.ts"

const StoredLines = Schema.Array(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)))

type ReturnRow = typeof returns.$inferSelect
type ClaimRow = typeof warrantyClaims.$inferSelect

const caseOfReturn = (row: ReturnRow, market: AfterSalesCase["market"]): AfterSalesCase => ({
  ...progressOfRow(row),
  kind: "return",
  id: row.id,
  orderId: row.orderId,
  market,
  userId: row.userId,
  lines: Schema.decodeUnknownSync(StoredLines)(row.lines),
  text: row.reason,
  courierAddress: row.courierAddress,
  pickupDate: row.pickupDate,
  createdAt: row.createdAt.getTime()
})

const caseOfClaim = (row: ClaimRow, market: AfterSalesCase["market"]): AfterSalesCase => ({
  ...progressOfRow(row),
  kind: "warranty",
  id: row.id,
  orderId: row.orderId,
  market,
  userId: row.userId,
  lines: [row.line],
  text: row.problem,
  courierAddress: row.courierAddress,
  pickupDate: row.pickupDate,
  createdAt: row.createdAt.getTime()
})

/** The columns a step sets (the repository records what core decided). */
const stepValues = (change: AfterSalesChange) => {
  const at = new Date(change.at)
  return {
    status: change.to,
    ...(change.to === "accepted" || change.to === "refused" ? { decisionReason: change.reason, decidedAt: at } : {}),
    ...(change.to === "received" ? { receivedAt: at } : {}),
    ...(change.to === "refunded" ? { refundedAt: at, refundAmount: change.refund?.amount ?? null, refundMethod: change.refund?.method ?? null } : {})
  }
}

const tableOf = (kind: AfterSalesKind) => (kind === "return" ? returns : warrantyClaims)

const whereOf = (kind: AfterSalesKind, search: Pick<AfterSalesQuery, "market" | "status">): SQL | undefined => {
  const table = tableOf(kind)
  return and(
    search.market === null ? undefined : eq(orders.market, search.market),
    search.status === null ? undefined : eq(table.status, search.status)
  )
}

const readCases = (db: Db, kind: AfterSalesKind, where: SQL | undefined, limit: number, offset: number) =>
  kind === "return"
    ? Effect.map(
      query("returns", () =>
        db.select({ row: returns, market: orders.market }).from(returns).innerJoin(orders, eq(orders.id, returns.orderId))
          .where(where).orderBy(desc(returns.createdAt), desc(returns.id)).limit(limit).offset(offset)),
      (rows) => rows.map(({ row, market }) => caseOfReturn(row, market))
    )
    : Effect.map(
      query("warranty claims", () =>
        db.select({ row: warrantyClaims, market: orders.market }).from(warrantyClaims).innerJoin(orders, eq(orders.id, warrantyClaims.orderId))
          .where(where).orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id)).limit(limit).offset(offset)),
      (rows) => rows.map(({ row, market }) => caseOfClaim(row, market))
    )

export const makeAfterSalesRepositoryPg = (database: DatabaseShape) =>
  AfterSalesRepository.of({
    listCases: Effect.fn("AfterSalesRepository.listCases")(function* (kind: AfterSalesKind, search: AfterSalesQuery) {
      const where = whereOf(kind, search)
      const table = tableOf(kind)
      const cases = yield* orRepositoryError(readCases(database.db, kind, where, search.limit, search.offset))
      const [total] = yield* orRepositoryError(query("count cases", () =>
        database.db.select({ n: count() }).from(table).innerJoin(orders, eq(orders.id, table.orderId)).where(where)))
      return { cases, total: total?.n ?? 0 }
    }),

    caseById: Effect.fn("AfterSalesRepository.caseById")(function* (kind: AfterSalesKind, id: string) {
      const key = parseUuid(id)
      if (key === undefined) return Option.none<AfterSalesCase>()
      const [found] = yield* orRepositoryError(readCases(database.db, kind, eq(tableOf(kind).id, key), 1, 0))
      return Option.fromNullishOr(found)
    }),

    moveCase: Effect.fn("AfterSalesRepository.moveCase")(function* (kind: AfterSalesKind, change: AfterSalesChange) {
      const key = parseUuid(change.id)
      if (key === undefined) return yield* notFound(kind, change.id)
      const table = tableOf(kind)
      const allowed = isLegalAfterSales(change.from, change.to)
      return yield* orRepositoryError(database.transaction("move after-sales case", (tx) =>
        Effect.gen(function* () {
          // Compare-and-set on the status the caller saw: of two concurrent steps one matches.
          const moved = allowed
            ? yield* query("move case", () =>
              tx.update(table).set(stepValues(change)).where(and(eq(table.id, key), eq(table.status, change.from))).returning({ id: table.id }))
            : []
          if (moved.length === 0) {
            const [current] = yield* query("case status", () =>
              tx.select({ status: table.status, orderId: table.orderId }).from(table).where(eq(table.id, key)))
            if (current === undefined) return yield* notFound(kind, change.id)
            return yield* new IllegalTransition({
              orderId: current.orderId,
              from: current.status,
              to: change.to,
              message: `cannot move the ${kind} ${change.id} from ${current.status} (expected ${change.from}) to ${change.to}`
            })
          }
          const [found] = yield* readCases(tx, kind, eq(table.id, key), 1, 0)
          if (found === undefined) return yield* Effect.die(`${kind} ${key} vanished`)
          return found
        })))
    })
  })

/** AfterSalesRepository over the shop database (tables `returns` and `warranty_claims`). */
export const AfterSalesRepositoryPg = {
  make: makeAfterSalesRepositoryPg,
  layer: Layer.effect(AfterSalesRepository, Effect.map(Database, makeAfterSalesRepositoryPg))
}
