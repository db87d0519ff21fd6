import { and, asc, count, desc, eq, type SQL } from "drizzle-orm"
import { Effect, Option } from "effect"
import { IllegalTransition, notFound } from "@shop/core/errors"
import type { SellOrderListFilter, SellOrderRepositoryShape } from "@shop/core/backend/ports/SellOrderRepository"
import { isLegalSellOrderTransition, type SellOrderMove, type SellOrderProgress } from "@shop/core/sell/sellOrderStatus"
import { query, type DatabaseError, type DatabaseShape, type Db } from "../Database.ts"
import { sellOrderEvents, sellOrders } from "../schema/sellOrders.ts"
import { storedSellOrders } from "./sellOrderRows.ts"
import { orRepositoryError, parseUuid } from "./support.ts"

/** The columns a move sets besides the status: its step's record. */
const columnsOf = (move: SellOrderMove): Partial<typeof sellOrders.$inferInsert> => {
  switch (move.to) {
    case "received":
      return { receivedVia: move.arrival.via, receivedReference: move.arrival.reference, receivedAt: new Date(move.arrival.at) }
    case "evaluated":
      return { evaluatedAmount: move.evaluation.amount, evaluationNote: move.evaluation.note, evaluatedAt: new Date(move.evaluation.at) }
    case "paid": {
      const p = move.payout
      return {
        payoutMethod: p.method, payoutAccount: p.account, payoutPayee: p.payee, payoutAmount: p.amount,
        payoutReference: p.reference, payoutPaidOn: p.paidOn, paidAt: new Date(p.at)
      }
    }
    case "cancelled":
      return {}
  }
}

/** The progress of order `id` (a UUID), or none. */
const readProgress = (db: Db, id: string): Effect.Effect<Option.Option<SellOrderProgress>, DatabaseError> =>
  Effect.gen(function* () {
    const [row] = yield* query("sell order progress", () => db.select().from(sellOrders).where(eq(sellOrders.id, id)))
    if (row === undefined) return Option.none<SellOrderProgress>()
    const events = yield* query("sell order events", () =>
      db.select().from(sellOrderEvents).where(eq(sellOrderEvents.sellOrderId, id)).orderBy(asc(sellOrderEvents.id)))
    return Option.some<SellOrderProgress>({
      status: row.status,
      arrival: row.receivedVia === null || row.receivedReference === null || row.receivedAt === null
        ? null
        : { via: row.receivedVia, reference: row.receivedReference, at: row.receivedAt.getTime() },
      evaluation: row.evaluatedAmount === null || row.evaluationNote === null || row.evaluatedAt === null
        ? null
        : { amount: row.evaluatedAmount, note: row.evaluationNote, at: row.evaluatedAt.getTime() },
      payout: row.payoutMethod === null || row.payoutAccount === null || row.payoutPayee === null || row.payoutAmount === null ||
          row.payoutReference === null || row.payoutPaidOn === null || row.paidAt === null
        ? null
        : {
          method: row.payoutMethod, account: row.payoutAccount, payee: row.payoutPayee, amount: row.payoutAmount,
          reference: row.payoutReference, paidOn: row.payoutPaidOn, at: row.paidAt.getTime()
        },
      history: events.map((e) => ({ at: e.at.getTime(), actorId: e.actorId, actorName: e.actorName, from: e.fromStatus, to: e.toStatus, note: e.note }))
    })
  })

/** The staff's side of SellOrderRepository over the shop database: progress, compare-and-set moves, the list. */
export const makeSellOrderProgressPg = (
  database: DatabaseShape
): Pick<SellOrderRepositoryShape, "progressOf" | "move" | "list"> => ({
  progressOf: Effect.fn("SellOrderRepository.progressOf")(function* (sellOrderId: string) {
    const id = parseUuid(sellOrderId)
    if (id === undefined) return Option.none<SellOrderProgress>()
    return yield* orRepositoryError(readProgress(database.db, id))
  }),

  move: Effect.fn("SellOrderRepository.move")(function* (sellOrderId: string, move: SellOrderMove) {
    const id = parseUuid(sellOrderId)
    if (id === undefined) return yield* notFound("sell order", sellOrderId)
    const { from, to } = move.event
    const allowed = to === move.to && isLegalSellOrderTransition(from, to)
    return yield* orRepositoryError(database.transaction("move sell order", (tx) =>
      Effect.gen(function* () {
        // Compare-and-set on the status the caller saw: of two moves from one status, the second
        // finds another status (the row lock makes it wait for the first to commit) and changes nothing.
        const moved = allowed
          ? yield* query("move sell order", () =>
            tx.update(sellOrders)
              .set({ status: to, ...columnsOf(move) })
              .where(and(eq(sellOrders.id, id), eq(sellOrders.status, from)))
              .returning({ id: sellOrders.id }))
          : []
        if (moved.length === 0) {
          const [current] = yield* query("sell order status", () =>
            tx.select({ status: sellOrders.status }).from(sellOrders).where(eq(sellOrders.id, id)))
          if (current === undefined) return yield* notFound("sell order", sellOrderId)
          return yield* new IllegalTransition({
            orderId: sellOrderId,
            from: current.status,
            to: move.to,
            message: `cannot move sell order from ${current.status} (expected ${from}) to ${move.to}`
          })
        }
        const { event } = move
        yield* query("record sell order event", () =>
          tx.insert(sellOrderEvents).values({
            sellOrderId: id, at: new Date(event.at), actorId: event.actorId, actorName: event.actorName,
            fromStatus: event.from, toStatus: event.to, note: event.note
          }))
        const progress = yield* readProgress(tx, id)
        if (Option.isNone(progress)) return yield* Effect.die(`sell order ${id} vanished`)
        return progress.value
      })))
  }),

  list: Effect.fn("SellOrderRepository.list")(function* (filter: SellOrderListFilter, offset: number, limit: number) {
    const conditions: Array<SQL> = []
    if (filter.market !== undefined) conditions.push(eq(sellOrders.market, filter.market))
    if (filter.status !== undefined) conditions.push(eq(sellOrders.status, filter.status))
    const where = conditions.length === 0 ? undefined : and(...conditions)
    return yield* orRepositoryError(Effect.gen(function* () {
      const [total] = yield* query("count sell orders", () => database.db.select({ n: count() }).from(sellOrders).where(where))
      const headers = limit <= 0 ? [] : yield* query("list sell orders", () =>
        database.db.select().from(sellOrders).where(where)
          .orderBy(desc(sellOrders.createdAt), desc(sellOrders.id))
          .limit(limit)
          .offset(Math.max(0, offset)))
      return { orders: yield* storedSellOrders(database.db, headers), total: total?.n ?? 0 }
    }))
  })
})
