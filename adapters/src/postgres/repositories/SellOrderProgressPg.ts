import { and, asc, count, desc, eq, isNull, lt, type SQL } from "drizzle-orm"
import { Effect, Option, Schema } from "effect"
import { IllegalTransition, notFound, type RepositoryError } from "@shop/core/errors"
import type { SellOrderListFilter, SellOrderRepositoryShape } from "@shop/core/backend/ports/SellOrderRepository"
import { SellOrderInspection } from "@shop/core/sell/inspection"
import { isLegalSellOrderMove, recordsInspection, type SellOrderMove, type SellOrderProgress } from "@shop/core/sell/sellOrderStatus"
import { query, type DatabaseError, type DatabaseShape, type Db } from "../Database.ts"
import { sellOrderEvents, sellOrders } from "../schema/sellOrders.ts"
import { storedSellOrders } from "./sellOrderRows.ts"
import { decodeStored, orRepositoryError, parseUuid } from "./support.ts"

const decodeInspection = decodeStored(Schema.NullOr(SellOrderInspection), "sell order inspection")
// Written through the same schema: a plain JSON document whatever the caller built.
const encodeInspection = Schema.encodeSync(SellOrderInspection)

/** The columns a move sets besides the status: its step's record. */
const columnsOf = (move: SellOrderMove): Partial<typeof sellOrders.$inferInsert> => {
  switch (move.kind) {
    case "received":
      return { receivedVia: move.arrival.via, receivedReference: move.arrival.reference, receivedAt: new Date(move.arrival.at) }
    case "inspected": {
      const inspection = encodeInspection(move.inspection)
      if (move.to === "evaluated") {
        const e = move.evaluation
        return { inspection, evaluatedAmount: e.amount, evaluationNote: e.note, evaluatedAt: new Date(e.at) }
      }
      const c = move.counterOffer
      return { inspection, counterOfferAmount: c.amount, counterOfferExpiresAt: new Date(c.expiresAt), counterOfferLapse: c.lapse }
    }
    case "reconciled":
      return { inspection: encodeInspection(move.inspection) }
    case "decided":
      return { decisionAccepted: move.decision.accepted, decisionBy: move.decision.by, decisionAt: new Date(move.decision.at) }
    case "paid": {
      const p = move.payout
      return {
        payoutMethod: p.method, payoutAccount: p.account, payoutPayee: p.payee, payoutAmount: p.amount,
        payoutReference: p.reference, payoutPaidOn: p.paidOn, paidAt: new Date(p.at)
      }
    }
    case "returned":
      return { returnedReference: move.returned.reference, returnedAt: new Date(move.returned.at) }
    case "cancelled":
      return {}
  }
}

/** The progress of order `id` (a UUID), or none. */
const readProgress = (db: Db, id: string): Effect.Effect<Option.Option<SellOrderProgress>, DatabaseError | RepositoryError> =>
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
      inspection: yield* decodeInspection(row.inspection),
      counterOffer: row.counterOfferAmount === null || row.counterOfferExpiresAt === null || row.counterOfferLapse === null
        ? null
        : { amount: row.counterOfferAmount, expiresAt: row.counterOfferExpiresAt.getTime(), lapse: row.counterOfferLapse },
      decision: row.decisionAccepted === null || row.decisionBy === null || row.decisionAt === null
        ? null
        : { accepted: row.decisionAccepted, by: row.decisionBy, at: row.decisionAt.getTime() },
      payout: row.payoutMethod === null || row.payoutAccount === null || row.payoutPayee === null || row.payoutAmount === null ||
          row.payoutReference === null || row.payoutPaidOn === null || row.paidAt === null
        ? null
        : {
          method: row.payoutMethod, account: row.payoutAccount, payee: row.payoutPayee, amount: row.payoutAmount,
          reference: row.payoutReference, paidOn: row.payoutPaidOn, at: row.paidAt.getTime()
        },
      returned: row.returnedReference === null || row.returnedAt === null
        ? null
        : { reference: row.returnedReference, at: row.returnedAt.getTime() },
      history: events.map((e) => ({ at: e.at.getTime(), actorId: e.actorId, actorName: e.actorName, from: e.fromStatus, to: e.toStatus, note: e.note }))
    })
  })

/** The staff's side of SellOrderRepository over the shop database: progress, compare-and-set moves, the list. */
export const makeSellOrderProgressPg = (
  database: DatabaseShape
): Pick<SellOrderRepositoryShape, "progressOf" | "move" | "lapsedCounterOffers" | "list"> => ({
  progressOf: Effect.fn("SellOrderRepository.progressOf")(function* (sellOrderId: string) {
    const id = parseUuid(sellOrderId)
    if (id === undefined) return Option.none<SellOrderProgress>()
    return yield* orRepositoryError(readProgress(database.db, id))
  }),

  move: Effect.fn("SellOrderRepository.move")(function* (sellOrderId: string, move: SellOrderMove) {
    const id = parseUuid(sellOrderId)
    if (id === undefined) return yield* notFound("sell order", sellOrderId)
    const { from, to } = move.event
    const allowed = isLegalSellOrderMove(move)
    return yield* orRepositoryError(database.transaction("move sell order", (tx) =>
      Effect.gen(function* () {
        // Compare-and-set on the status the caller saw: of two moves from one status, the second
        // finds another status (the row lock makes it wait for the first to commit) and changes nothing.
        const moved = allowed
          ? yield* query("move sell order", () =>
            tx.update(sellOrders)
              .set({ status: to, ...columnsOf(move) })
              .where(and(eq(sellOrders.id, id), eq(sellOrders.status, from), recordsInspection(move) ? isNull(sellOrders.inspection) : undefined))
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
            message: current.status === from
              ? `sell order ${current.status} cannot take this ${move.kind} move (already inspected?)`
              : `cannot move sell order from ${current.status} (expected ${from}) to ${move.to}`
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

  lapsedCounterOffers: Effect.fn("SellOrderRepository.lapsedCounterOffers")(function* (now: number, limit: number) {
    if (limit <= 0) return []
    const rows = yield* orRepositoryError(query("lapsed counter-offers", () =>
      database.db.select({ id: sellOrders.id }).from(sellOrders)
        .where(and(eq(sellOrders.status, "counter-offered"), lt(sellOrders.counterOfferExpiresAt, new Date(now))))
        .orderBy(asc(sellOrders.counterOfferExpiresAt), asc(sellOrders.id))
        .limit(limit)))
    return rows.map((row) => row.id)
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
